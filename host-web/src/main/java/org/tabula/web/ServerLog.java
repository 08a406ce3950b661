package org.tabula.web;

import org.slf4j.bridge.SLF4JBridgeHandler;

/**
 * The server's one log, on standard error in one line format (time, level, logger, message), set by
 * {@code simplelogger.properties}: SLF4J's, where Jetty, Javalin, Hikari and Flyway write, and where the server's own
 * {@link System.Logger} goes by itself (slf4j-jdk-platform-logging is the JDK's logger finder). The JDK's older
 * logging ({@code java.util.logging}, which the PostgreSQL driver writes to) joins it when routed here.
 */
public final class ServerLog {

    private ServerLog() {
    }

    /**
     * Sends what is written to {@code java.util.logging} to the one log instead of its own console format. Global to
     * the process, so a program that serves calls it (as {@code tabula serve} does), not a library that embeds the
     * server; the levels JUL drops (below INFO) are still dropped before they cost anything.
     */
    public static synchronized void routeJavaLogging() {
        if (!SLF4JBridgeHandler.isInstalled()) {
            SLF4JBridgeHandler.removeHandlersForRootLogger();
            SLF4JBridgeHandler.install();
        }
    }
}
