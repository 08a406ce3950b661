package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.AddressBlock;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.WebAccess;
import org.tabula.web.store.Database;

/**
 * A real server on 127.0.0.1 as if behind a reverse proxy there: the client a request is counted for is the one
 * a trusted proxy forwards for, and no one else's word on it is taken. Each server makes one table a minute per
 * client address, so a second table from the same client is 429 and one from another is 201.
 */
class TrustedProxyTest {

    @TempDir
    Path dir;

    private TabulaServer server;
    private RawHttp http;

    @AfterEach
    void stop() {
        server.close();
    }

    private void start(String... trustedProxies) {
        List<AddressBlock> trusted = Arrays.stream(trustedProxies).map(AddressBlock::parse).toList();
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withAccess(WebAccess.DEFAULT.withTrustedProxies(trusted))
                .withTables(TableLimits.DEFAULT.withRates(1, 100)));
        http = new RawHttp(server.port());
    }

    /** The status of a new table asked for with these extra header lines. */
    private int create(String... headers) throws IOException {
        String body = "{\"game\":\"morris\"}";
        boolean host = Arrays.stream(headers).anyMatch(line -> line.startsWith("Host:"));
        RawHttp.Answer answer = http.send("POST /api/v1/tables HTTP/1.1\r\n" + (host ? "" : "Host: 127.0.0.1\r\n")
                + "Connection: close\r\n" + String.join("", Arrays.stream(headers).map(line -> line + "\r\n").toList())
                + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
        return answer.status();
    }

    @Test
    void withNoTrustedProxy_aForgedForwardedFor_changesNothing() throws IOException {
        start();

        assertThat(create("X-Forwarded-For: 203.0.113.1")).isEqualTo(201);
        assertThat(create("X-Forwarded-For: 203.0.113.2")).as("still counted as 127.0.0.1").isEqualTo(429);
        assertThat(create("Forwarded: for=203.0.113.3")).isEqualTo(429);
    }

    @Test
    void behindATrustedProxy_twoClients_getBucketsOfTheirOwn() throws IOException {
        start("127.0.0.1");

        assertThat(create("X-Forwarded-For: 203.0.113.1")).isEqualTo(201);
        assertThat(create("X-Forwarded-For: 203.0.113.2")).isEqualTo(201);
        assertThat(create("X-Forwarded-For: 203.0.113.1")).isEqualTo(429);
        assertThat(create("Forwarded: for=\"[2001:db8::7]:4711\";proto=https")).isEqualTo(201);
        assertThat(create("Forwarded: for=\"[2001:db8:0::7]\"")).isEqualTo(429);
    }

    @Test
    void behindATrustedProxy_aForgedChain_cannotPickTheAddressCounted() throws IOException {
        start("127.0.0.0/8", "10.0.0.0/8");

        // What the client wrote first, then the address the proxy was reached from.
        assertThat(create("X-Forwarded-For: 10.0.0.1, 203.0.113.5")).isEqualTo(201);
        assertThat(create("X-Forwarded-For: 198.51.100.9, 203.0.113.5")).isEqualTo(429);
        assertThat(create("X-Forwarded-For: 127.0.0.1", "X-Forwarded-For: 203.0.113.5")).isEqualTo(429);
        // Through a second proxy inside (10.0.0.7): still the same client.
        assertThat(create("X-Forwarded-For: 203.0.113.5, 10.0.0.7")).isEqualTo(429);
        assertThat(create("X-Forwarded-For: 203.0.113.5, 203.0.113.6")).isEqualTo(201);
    }

    @Test
    void behindATrustedProxy_aMalformedChain_countsTheProxy_andIsAnsweredAsEver() throws IOException {
        start("127.0.0.1");

        assertThat(create("X-Forwarded-For: 203.0.113.9, not-an-address")).isEqualTo(201);
        assertThat(create("X-Forwarded-For: localhost")).as("the proxy's own bucket").isEqualTo(429);
        assertThat(create("Forwarded: for=unknown")).isEqualTo(429);
        assertThat(create("X-Forwarded-For: 203.0.113.9")).isEqualTo(201);
    }

    @Test
    void behindATlsProxy_thePagesOwnOrigin_isTheHostTheProxyPassesOn_withItsPort() throws IOException {
        start("127.0.0.1");
        String page = "Origin: https://tabula.example:8443";

        assertThat(create("Host: tabula.example:8443", page, "X-Forwarded-For: 203.0.113.1",
                "X-Forwarded-Proto: https")).isEqualTo(201);
        // nginx's $host drops the port: the page's own origin is then taken for another site's.
        assertThat(create("Host: tabula.example", page, "X-Forwarded-For: 203.0.113.2")).isEqualTo(403);
    }

    @Test
    void theLog_namesTheClientBehindTheProxy() throws IOException {
        start("127.0.0.1");
        String log = CapturedLog.during(() -> http.send("POST /api/v1/tables/t/moves HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "X-Forwarded-For: 203.0.113.77\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
                + "{\"move\":\"a1"));
        assertThat(log.lines().filter(line -> line.contains("/moves"))).singleElement().asString()
                .contains("BODY_CUT_SHORT").contains("from 203.0.113.77");
    }
}
