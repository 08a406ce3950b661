package org.tabula.host;

import com.google.inject.Injector;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.function.Supplier;
import org.tabula.host.command.Cli;
import org.tabula.host.command.InternalFailure;
import org.tabula.host.console.Console;
import org.tabula.host.console.SystemConsole;

/** The entry point of {@code tabula}: wires the host and runs the command line. */
public final class Main {

    private Main() {
    }

    /** Runs the command the arguments name and exits with its code. */
    public static void main(String[] args) {
        quickGuice();
        int code;
        try {
            code = run(args, SystemConsole::new, () -> HostInjector.create(new HostModule(), args));
        } catch (RuntimeException | Error fault) {
            // A fault while wiring the host, before the command line can report it: exit 70 all the same, not
            // the JVM's 1, which means a refused game text.
            code = InternalFailure.report(fault, "tabula", Arrays.asList(args).contains(InternalFailure.DEBUG),
                    new PrintWriter(System.err, true));
        }
        System.exit(code);
    }

    /**
     * Guice for a short run: its injectors call constructors by reflection instead of generating classes for them
     * first, and record no stack trace for each binding's source (only for the messages of a wiring mistake).
     * Both cost more start-up time than a run of one command gains back. A value given with -D is kept.
     */
    private static void quickGuice() {
        if (System.getProperty("guice_bytecode_gen_option") == null) {
            System.setProperty("guice_bytecode_gen_option", "DISABLED");
        }
        if (System.getProperty("guice_include_stack_traces") == null) {
            System.setProperty("guice_include_stack_traces", "OFF");
        }
    }

    /**
     * picocli's own warnings go straight to the JVM's standard error and name Java fields ("Unbalanced quotes in
     * [e] for field java.util.Map ... GameChoice.given"); the host says what is wrong with a value in its words.
     */
    private static void quietPicocli() {
        if (System.getProperty("picocli.trace") == null) {
            System.setProperty("picocli.trace", "OFF");
        }
    }

    /**
     * Runs the command line: {@code --help} and {@code --version} alone on a plain console, before the host is
     * wired (Guice and the plugin search cost a second of CPU, more than the answer), anything else through it.
     *
     * @param plainConsole the console for those two (plain lines; picocli colours the usage on a terminal itself)
     * @param host wires the host, with its own console and the games found
     */
    public static int run(String[] args, Supplier<? extends Console> plainConsole, Supplier<Injector> host) {
        quietPicocli();
        return Cli.answersWithoutHost(args) ? Cli.answerWithoutHost(args, plainConsole.get())
                : host.get().getInstance(Cli.class).run(args);
    }
}
