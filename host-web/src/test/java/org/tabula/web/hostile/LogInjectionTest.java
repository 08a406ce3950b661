package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What a client sends reaches the log, if at all, escaped and on the line it belongs to: no line of its own (a fake
 * {@code ERROR}), no escape sequence for the operator's terminal, and an aborted upload as one record, not a stack.
 */
class LogInjectionTest extends LoopbackServer {

    /** A line break, a fake error line and the escape sequence that clears a terminal. */
    private static final String FORGED = "\nERROR forged by a client\u001b[2J";

    private static void assertNothingForged(String log) {
        assertThat(log).doesNotContain("\u001b");
        assertThat(Arrays.stream(log.split("\n")).filter(line -> line.startsWith("ERROR forged"))).isEmpty();
        assertThat(log).doesNotContain("\tat ");
    }

    @Test
    void anOptionValue_withLineBreaksAndEscapes_writesNoLineOfItsOwn() throws IOException {
        String body = "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"zz" + FORGED.replace("\n", "\\n")
                .replace("\u001b", "\\u001b") + "\"}}";
        String log;
        try (CapturedLog captured = new CapturedLog()) {
            RawHttp.Answer answer = http.send("POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
            assertThat(answer.status()).as(answer.body()).isBetween(400, 499);
            log = captured.text();
        }
        assertNothingForged(log);
    }

    @Test
    void anAbortedUpload_isOneRecordInTheLog_itsAddressEscaped() throws IOException {
        String path = "/api/v1/tables/%0AERROR%20forged%20by%20a%20client%1B%5B2J/moves";
        String log;
        try (CapturedLog captured = new CapturedLog()) {
            http.send("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1000\r\n\r\n{\"move\":\"a1");
            log = captured.text();
        }
        assertNothingForged(log);
        assertThat(log.lines().filter(line -> line.contains("/moves"))).hasSize(1);
        assertThat(log.lines().filter(line -> line.contains("Exception"))).isEmpty();
    }
}
