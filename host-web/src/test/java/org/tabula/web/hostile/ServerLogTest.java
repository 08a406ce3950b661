package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.tabula.web.ServerLog;

/**
 * The server's log is one: its own lines ({@link System.Logger}), Jetty's and Javalin's (SLF4J) and those of
 * libraries on the JDK's own logging (the PostgreSQL driver) all go to standard error in one line format, the time,
 * the level, the logger and the message.
 */
class ServerLogTest extends LoopbackServer {

    /** {@code 2026-12-06 07:30:00.123 INFO org.tabula.web.http.BodyFirstHandler - client fault: ...} */
    private static final String LINE = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3} %s %s - %s";

    @Test
    void theServersOwnLine_isInTheOneFormat() throws IOException {
        String log = CapturedLog.during(() -> http.send("POST /api/v1/tables/t/moves HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"move\":\"a1"));
        assertThat(log.lines().filter(line -> line.contains("/moves"))).singleElement().asString()
                .matches(String.format(LINE, "INFO", "org\\.tabula\\.web\\.http\\.BodyFirstHandler",
                        "client fault: 400 BODY_CUT_SHORT on POST /api/v1/tables/t/moves from 127\\.0\\.0\\.1"));
    }

    @Test
    void jettysLine_isInTheSameFormat() throws IOException {
        String log = CapturedLog.during(() -> LoggerFactory.getLogger("org.eclipse.jetty.server.Server")
                .warn("a warning as Jetty writes one"));
        assertThat(log.lines().filter(line -> line.contains("a warning"))).singleElement().asString()
                .matches(String.format(LINE, "WARN", "org\\.eclipse\\.jetty\\.server\\.Server",
                        "a warning as Jetty writes one"));
    }

    @Test
    void theJdksOwnLogging_routed_isInTheSameFormat() throws IOException {
        Logger root = Logger.getLogger("");
        List<Handler> before = List.of(root.getHandlers());
        String log;
        try {
            log = CapturedLog.during(() -> {
                ServerLog.routeJavaLogging();
                Logger.getLogger("org.postgresql.Driver").warning("a warning as the driver writes one");
                Logger.getLogger("org.postgresql.Driver").fine("a detail no one asked for");
            });
        } finally {
            for (Handler handler : root.getHandlers()) {
                root.removeHandler(handler);
            }
            before.forEach(root::addHandler);
        }
        assertThat(log.lines().filter(line -> line.contains("the driver"))).singleElement().asString()
                .matches(String.format(LINE, "WARN", "org\\.postgresql\\.Driver", "a warning as the driver writes one"));
        assertThat(log).doesNotContain("a detail");
    }
}
