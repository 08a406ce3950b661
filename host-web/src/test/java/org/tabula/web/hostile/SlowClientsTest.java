package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;

/**
 * Slow and greedy connections against a real server on 127.0.0.1, on a small pool of request threads: whatever
 * they hold, another client is answered within a second. A few dozen sockets here; HostileConnectionsTest opens
 * a thousand (-Phostile).
 */
class SlowClientsTest extends FreshServer {

    /** A handful more than the request threads: enough to starve a server that gives each a thread. */
    static final int SLOW = 40;

    private TabulaServer start(UnaryOperator<ConnectionLimits> limits) {
        ConnectionLimits small = ConnectionLimits.DEFAULTS.withRequestThreads(ConnectionLimits.MIN_REQUEST_THREADS)
                .withConnectionsPerAddress(10_000);
        return start(limits.apply(small), TableLimits.DEFAULT);
    }

    /** GET /api/v1/games from a fresh client that waits at most a second for the answer. */
    static int gamesWithinASecond(int port) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/games"))
                .timeout(Duration.ofSeconds(1)).GET().build();
        return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @Test
    void bodiesThatTrickle_holdNoRequestThread_anotherClientIsAnswered() throws Exception {
        start(UnaryOperator.identity());
        try (SlowSockets slow = new SlowSockets(server.port())) {
            slow.open(SLOW, SlowSockets.BODY_BEGUN);
            // Their requests reach the server before the one that must be answered.
            Thread.sleep(300);
            slow.trickle(' ');
            assertThat(gamesWithinASecond(server.port())).isEqualTo(200);
            slow.trickle(' ');
            assertThat(gamesWithinASecond(server.port())).isEqualTo(200);
        }
    }

    @Test
    void headersThatNeverEnd_holdNoRequestThread_anotherClientIsAnswered() throws Exception {
        start(UnaryOperator.identity());
        try (SlowSockets slow = new SlowSockets(server.port())) {
            slow.open(SLOW, SlowSockets.HEADERS_BEGUN);
            Thread.sleep(300);
            assertThat(gamesWithinASecond(server.port())).isEqualTo(200);
        }
    }

    @Test
    void aBodyPastItsDeadline_isAnswered408AndClosed_howeverSteadilyItTrickles() throws Exception {
        start(limits -> limits.withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(10), Duration.ofMillis(500)));
        try (SlowSockets slow = new SlowSockets(server.port())) {
            Socket socket = slow.open(SlowSockets.BODY_BEGUN, 10_000);
            // A byte every 100 ms: never idle, never done (100 bytes promised, 20 sent).
            for (int i = 0; i < 20 && !socket.isInputShutdown(); i++) {
                Thread.sleep(100);
                slow.trickle(' ');
            }
            String answer = SlowSockets.readToClose(socket);
            assertThat(answer).startsWith("HTTP/1.1 408").contains("\"code\":\"BODY_TIMEOUT\"");
        }
    }

    @Test
    void headersPastTheirDeadline_areClosed() throws Exception {
        start(limits -> limits.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(500), Duration.ofSeconds(20)));
        try (SlowSockets slow = new SlowSockets(server.port())) {
            Socket socket = slow.open(SlowSockets.HEADERS_BEGUN, 10_000);
            for (int i = 0; i < 10; i++) {
                Thread.sleep(100);
                slow.trickle('x');
            }
            SlowSockets.readToClose(socket);
        }
    }

    @Test
    void connectionsPastTheAddressCap_areClosed_andOneFreedIsTakenAgain() throws Exception {
        start(limits -> limits.withConnectionsPerAddress(4));
        try (SlowSockets slow = new SlowSockets(server.port())) {
            // Five asks at once: whichever the server takes fifth is closed unanswered, the four others answered.
            Socket[] held = new Socket[5];
            for (int i = 0; i < held.length; i++) {
                held[i] = slow.open("GET /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 10_000);
            }
            int closed = 0;
            for (Socket socket : held) {
                byte[] first = new byte[12];
                int n;
                try {
                    n = socket.getInputStream().read(first);
                } catch (java.net.SocketException reset) {
                    n = -1;
                }
                if (n < 0) {
                    closed++;
                } else {
                    assertThat(new String(first, 0, n, java.nio.charset.StandardCharsets.US_ASCII))
                            .startsWith("HTTP/1.1 200");
                }
            }
            assertThat(closed).as("the one past the cap").isEqualTo(1);

            for (Socket socket : held) {
                socket.close();
            }
            int status = 0;
            // The server hears of the close on its own time: a few tries, each a fresh connection.
            for (int i = 0; i < 50 && status != 200; i++) {
                Thread.sleep(20);
                try {
                    status = gamesWithinASecond(server.port());
                } catch (java.io.IOException refused) {
                    status = 0;
                }
            }
            assertThat(status).isEqualTo(200);
        }
    }
}
