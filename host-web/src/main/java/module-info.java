/**
 * The Tabula game server: any installed game played over HTTP and WebSocket by people and bots, every move
 * committed to the table store (a SQLite file, an earlier H2 file, or PostgreSQL) before it is answered. It names no game.
 */
module org.tabula.host.web {
    requires transitive org.tabula.host.core;
    requires org.tabula.api;
    // For TextLimits alone: the largest record a request may carry.
    requires org.tabula.notation.common;
    // The board of a table drawn for the page.
    requires org.tabula.board.svg;
    requires com.google.guice;
    requires jakarta.inject;
    requires io.javalin;
    requires org.eclipse.jetty.websocket.core.common;
    // Jetty's own faults (a bad request line, a body cut short) answered as JSON and told apart from the server's.
    requires org.eclipse.jetty.server;
    requires org.eclipse.jetty.http;
    requires org.eclipse.jetty.io;
    requires org.eclipse.jetty.util;
    // A watcher's states sent with a callback, to count what waits unwritten.
    requires org.eclipse.jetty.websocket.api;
    // The JDK's own logging sent to the server's one log (ServerLog).
    requires jul.to.slf4j;
    requires com.fasterxml.jackson.databind;
    requires com.zaxxer.hikari;
    // The live tables' cache, bounded by their size.
    requires com.github.benmanes.caffeine;
    // Flyway's jar names no module: javac's automatic name.
    requires flyway.core;
    requires java.sql;
    // The store listens for other servers' changes through the driver's own API (LISTEN/NOTIFY).
    requires org.postgresql.jdbc;

    uses org.tabula.api.GameProvider;

    exports org.tabula.web;
    exports org.tabula.web.store;
    exports org.tabula.web.table;
    // Guice makes the server's parts.
    opens org.tabula.web to com.google.guice;
    opens org.tabula.web.http to com.google.guice;
    opens org.tabula.web.table to com.google.guice;
}
