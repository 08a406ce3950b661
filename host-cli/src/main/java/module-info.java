/**
 * The Tabula terminal host: finds the game plugins through {@link java.util.ServiceLoader} and plays, replays,
 * checks and measures them on the command line. It names no game.
 *
 * <p>The launcher runs the host on the class path; this descriptor keeps the module's dependencies honest.
 */
module org.tabula.host.cli {
    requires org.tabula.api;
    requires org.tabula.host.core;
    // `tabula serve`.
    requires org.tabula.host.web;
    // For TextLimits alone: the largest file the host reads as a game text.
    requires org.tabula.notation.common;
    // The picture of a board layout that `tabula show --svg` writes.
    requires org.tabula.board.svg;
    requires com.google.guice;
    // Guice's Provider and annotations extend these; Guice (an automatic module) does not require it for us.
    requires jakarta.inject;
    requires info.picocli;
    // --json: one document a program reads, in the shapes of the server's API (host-core's GameJson).
    requires com.fasterxml.jackson.databind;
    requires org.jline;
    // CommandDocs, run by the build alone: picocli's completion script and man page generators.
    requires static info.picocli.codegen;

    uses org.tabula.api.GameProvider;

    // picocli fills the commands' fields; Guice makes the commands and everything they need.
    opens org.tabula.host.command to info.picocli, com.google.guice;
    opens org.tabula.host to com.google.guice;
    // The record writer PlayCommand is given (AtomicRecordWriter, or one with faults in a test).
    opens org.tabula.host.play to com.google.guice;
}
