package org.tabula.host;

import org.tabula.host.command.Cli;

/** The entry point of {@code tabula}: wires the host and runs the command line. */
public final class Main {

    private Main() {
    }

    /** Runs the command the arguments name and exits with its code. */
    public static void main(String[] args) {
        int code = HostInjector.create(new HostModule(), args).getInstance(Cli.class).run(args);
        System.exit(code);
    }
}
