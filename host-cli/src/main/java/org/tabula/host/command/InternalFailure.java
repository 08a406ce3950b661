package org.tabula.host.command;

import java.io.PrintWriter;
import org.tabula.api.Printable;
import picocli.CommandLine.ParseResult;

/**
 * How a fault in the host or in a plugin is reported, an {@link Error} such as a stack overflow included: exit 70
 * and one line saying what went wrong, with the stack trace after it only when {@code --debug} was given (it is
 * for whoever fixes the fault, not for the person playing).
 */
public final class InternalFailure {

    /** The option that asks for the stack trace. */
    public static final String DEBUG = "--debug";

    private InternalFailure() {
    }

    /**
     * Writes the report and returns {@link ExitCodes#INTERNAL}.
     *
     * @param commandName the command that failed, such as {@code tabula moves}
     * @param debug whether to print the stack trace too
     */
    public static int report(Throwable fault, String commandName, boolean debug, PrintWriter err) {
        err.println(commandName + ": internal error: " + Printable.escape(describe(fault))
                + (debug ? "" : "; run again with " + DEBUG + " for the stack trace"));
        if (debug) {
            fault.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.INTERNAL;
    }

    /** Whether {@code --debug} was given, before the command's name or after it. */
    static boolean debugAsked(ParseResult parsed) {
        for (ParseResult level = parsed; level != null; level = level.subcommand()) {
            if (level.hasMatchedOption(DEBUG)) {
                return true;
            }
        }
        return false;
    }

    /** The fault in a few words on one line, its class named for whoever reads the report to fix it. */
    static String describe(Throwable fault) {
        String kind = fault.getClass().getName();
        if (fault instanceof StackOverflowError) {
            return "the stack overflowed (" + kind + ")";
        }
        if (fault instanceof OutOfMemoryError) {
            return "out of memory" + (fault.getMessage() == null ? "" : ": " + fault.getMessage()) + " (" + kind + ")";
        }
        return fault.toString().strip().replaceAll("\\s*\\R\\s*", " / ");
    }
}
