package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Requests no honest client sends, written byte by byte to a real server on the loopback address: each is answered
 * with a 4xx JSON error of its code, and neither the answer nor the log holds a stack trace.
 */
class ClientFaultsTest extends LoopbackServer {

    static Stream<Arguments> faults() {
        String json = "{\"game\":\"morris\"}";
        return Stream.of(
                Arguments.of("a body cut short", 400, "BODY_CUT_SHORT", "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n" + json),
                Arguments.of("a Content-Length past the limit", 413, "TOO_LARGE", "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n" + json),
                Arguments.of("a Content-Length past a long", 400, "BAD_REQUEST", "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 99999999999999999999999\r\n\r\n" + json),
                Arguments.of("a Content-Length that is no number", 400, "BAD_REQUEST", "POST /api/v1/tables HTTP/1.1\r\n"
                        + "Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ten\r\n\r\n" + json),
                Arguments.of("a chunk size past a long", 400, "BODY_CUT_SHORT", "POST /api/v1/tables HTTP/1.1\r\n"
                        + "Host: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "FFFFFFFFFFFFFFFFFFFFFFFF\r\n" + json + "\r\n0\r\n\r\n"),
                Arguments.of("a chunk cut short", 400, null, "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n" + json),
                Arguments.of("a WebSocket upgrade without its key", 400, "BAD_UPGRADE", "GET /api/v1/tables/x/live HTTP/1.1\r\n"
                        + "Host: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Version: 13\r\n\r\n"),
                Arguments.of("a URI over the limit", 414, "URI_TOO_LONG", "GET /api/v1/games?q=" + "a".repeat(20_000)
                        + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                Arguments.of("a header over the limit", 431, "HEADERS_TOO_LARGE", "GET /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: "
                        + "a".repeat(20_000) + "\r\n\r\n"),
                Arguments.of("HTTP/7.0", 400, "UNSUPPORTED_HTTP_VERSION", "GET /api/v1/games HTTP/7.0\r\nHost: 127.0.0.1\r\n\r\n"),
                Arguments.of("a request line that is not one", 400, "BAD_REQUEST", "\u0001\u0002 nonsense\r\n\r\n"),
                Arguments.of("a header line with no colon", 400, "BAD_REQUEST", "GET /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "no colon here\r\n\r\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void clientFault_isA4xxJsonError_withNoStackTraceInTheAnswerOrTheLog(String fault, int status, String code,
            String request)
            throws IOException {
        RawHttp.Answer answer;
        String log;
        try (CapturedLog captured = new CapturedLog()) {
            answer = http.send(request);
            log = captured.text();
        }
        assertThat(answer.status()).as(answer.head() + "\n\n" + answer.body()).isEqualTo(status);
        assertThat(answer.isJson()).as(answer.head() + "\n\n" + answer.body()).isTrue();
        assertThat(answer.body()).contains("\"code\"").doesNotContain("Exception").doesNotContain("\tat ");
        if (code != null) {
            assertThat(answer.body()).contains("\"code\":\"" + code + "\"");
        }
        assertThat(log).doesNotContain("\tat ").doesNotContain("Exception");
    }

    @Test
    void aWholeBodyOverTheLimit_sentBeforeTheAnswerIsRead_stillGetsIts413() throws IOException {
        // A client that writes its whole body before it reads: the server answers from the Content-Length, and
        // must take in what follows before it closes, or the close resets the connection under the answer.
        byte[] body = new byte[3 << 20];
        java.util.Arrays.fill(body, (byte) 'x');
        byte[] head = ("POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] request = new byte[head.length + body.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(body, 0, request, head.length, body.length);

        RawHttp.Answer answer = http.send(request);

        assertThat(answer.status()).as(answer.head()).isEqualTo(413);
        assertThat(answer.body()).contains("\"code\":\"TOO_LARGE\"");
    }
}
