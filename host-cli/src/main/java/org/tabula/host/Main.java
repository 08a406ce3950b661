package org.tabula.host;

import java.io.PrintWriter;
import java.util.Arrays;
import org.tabula.host.command.Cli;
import org.tabula.host.command.InternalFailure;

/** The entry point of {@code tabula}: wires the host and runs the command line. */
public final class Main {

    private Main() {
    }

    /** Runs the command the arguments name and exits with its code. */
    public static void main(String[] args) {
        int code;
        try {
            code = HostInjector.create(new HostModule(), args).getInstance(Cli.class).run(args);
        } catch (RuntimeException | Error fault) {
            // A fault while wiring the host, before the command line can report it: exit 70 all the same, not
            // the JVM's 1, which means a refused game text.
            code = InternalFailure.report(fault, "tabula", Arrays.asList(args).contains(InternalFailure.DEBUG),
                    new PrintWriter(System.err, true));
        }
        System.exit(code);
    }
}
