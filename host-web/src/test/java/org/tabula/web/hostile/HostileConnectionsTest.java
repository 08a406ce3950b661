package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.TableLimits;

/**
 * A thousand slow connections on 127.0.0.1 (-Phostile): half trickle a POST's body, half never finish their
 * headers, on the default limits but the per-address cap (every socket here shares one address). Another client's
 * requests are each answered within a second; the slowest is printed for docs/security-and-limits.md.
 */
@Tag("hostile")
class HostileConnectionsTest extends FreshServer {

    static final int SLOW = Integer.getInteger("tabula.hostile.connections", 1_000);
    static final int PROBES = 50;

    @Test
    void aThousandSlowConnections_leaveEveryOtherClientAnsweredWithinASecond() throws Exception {
        start(ConnectionLimits.DEFAULTS.withConnectionsPerAddress(SLOW + 100), TableLimits.DEFAULT);
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        // The first answer's classes loaded and compiled before the slow ones come: that is no slow client's doing.
        client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/games")).GET()
                .build(), HttpResponse.BodyHandlers.discarding());
        try (SlowSockets slow = new SlowSockets(server.port())) {
            slow.open(SLOW / 2, SlowSockets.BODY_BEGUN);
            slow.open(SLOW - SLOW / 2, SlowSockets.HEADERS_BEGUN);
            long slowest = 0;
            for (int i = 0; i < PROBES; i++) {
                slow.trickle(' ');
                long start = System.nanoTime();
                HttpResponse<Void> answer = client.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.port() + "/api/v1/games")).timeout(Duration.ofSeconds(1))
                        .GET().build(), HttpResponse.BodyHandlers.discarding());
                slowest = Math.max(slowest, System.nanoTime() - start);
                assertThat(answer.statusCode()).isEqualTo(200);
                Thread.sleep(50);
            }
            System.out.printf("HostileConnectionsTest: %d slow connections open, %d requests of another client, "
                    + "the slowest answered in %d ms%n", SLOW, PROBES, slowest / 1_000_000);
        }
    }
}
