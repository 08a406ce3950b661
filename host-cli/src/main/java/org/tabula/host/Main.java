package org.tabula.host;

import com.google.inject.Guice;
import com.google.inject.Stage;
import org.tabula.host.command.Cli;

/** The entry point of {@code tabula}: wires the host and runs the command line. */
public final class Main {

    private Main() {
    }

    /** Runs the command the arguments name and exits with its code. */
    public static void main(String[] args) {
        // DEVELOPMENT: singletons are made on first use (see HostModule); it also starts faster.
        int code = Guice.createInjector(Stage.DEVELOPMENT, new HostModule()).getInstance(Cli.class).run(args);
        System.exit(code);
    }
}
