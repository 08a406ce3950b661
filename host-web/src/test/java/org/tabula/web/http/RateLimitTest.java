package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** One client address may make so many tables a minute and act so often a second; past it, 429 and how long. */
class RateLimitTest {

    private static final String PEOPLE = "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}";

    @TempDir
    Path dir;

    private TabulaServer server;

    @AfterEach
    void stop() {
        server.close();
    }

    private Api start(TableLimits limits) {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(limits));
        return new Api(server.port());
    }

    @Test
    void creation_pastTheTablesPerMinute_is429_withRetryAfterTheSecondsToTheNextOne() {
        Api api = start(new TableLimits(TableLimits.DEFAULT_CACHE_BYTES, 3, 100, 1000));
        for (int i = 0; i < 3; i++) {
            assertThat(api.post("/api/v1/tables", PEOPLE).status()).isEqualTo(201);
        }

        HttpResponse<String> refused = post(api, "/api/v1/tables", PEOPLE, null);

        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(429);
        // Three a minute: the next is due within 20 s.
        assertThat(refused.headers().firstValue("Retry-After")).hasValueSatisfying(
                seconds -> assertThat(Integer.parseInt(seconds)).isBetween(1, 20));
        JsonNode body = new Api.Reply(refused.statusCode(), refused.body()).json();
        assertThat(body.get("code").asText()).isEqualTo("RATE_LIMITED");
        assertThat(body.get("message").asText()).contains("3 tables a minute");
        assertThat(api.get("/api/v1/tables").status()).as("reading is not limited").isEqualTo(200);
    }

    @Test
    void actions_pastTheMovesPerSecond_are429_andTheOthersAnswered() {
        Api api = start(new TableLimits(TableLimits.DEFAULT_CACHE_BYTES, 30, 1, 1000));
        JsonNode created = api.post("/api/v1/tables", PEOPLE).json();
        String moves = "/api/v1/tables/" + created.get("id").asText() + "/moves";
        String white = created.get("tokens").get("white").asText();

        // One a second: of six sent at once, at most the first and one more a second later get through.
        List<HttpResponse<String>> replies = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            replies.add(post(api, moves, "{\"move\":\"nowhere\"}", white));
        }

        assertThat(replies.get(0).statusCode()).as(replies.get(0).body()).isEqualTo(422);
        List<HttpResponse<String>> limited = replies.stream().filter(reply -> reply.statusCode() == 429).toList();
        assertThat(limited).isNotEmpty();
        assertThat(limited).allSatisfy(reply -> assertThat(reply.headers().firstValue("Retry-After")).contains("1"));
        assertThat(replies).allSatisfy(reply -> assertThat(reply.statusCode()).isIn(422, 429));
    }

    @Test
    void aRecordOverTheLargest_isRefused_andOneWithinItMakesATable() {
        Api api = start(new TableLimits(TableLimits.DEFAULT_CACHE_BYTES, 30, 100, 200));
        String record = "# game morris\n";

        Api.Reply large = api.post("/api/v1/tables", Api.JSON.createObjectNode()
                .put("record", record + " ".repeat(200)).toString());
        Api.Reply small = api.post("/api/v1/tables", Api.JSON.createObjectNode().put("record", record).toString());

        assertThat(large.status()).as(large.body()).isEqualTo(413);
        assertThat(large.json().get("code").asText()).isEqualTo("RECORD_TOO_LARGE");
        assertThat(large.json().get("message").asText()).contains("200 bytes");
        assertThat(small.status()).as(small.body()).isEqualTo(201);
    }

    private static HttpResponse<String> post(Api api, String path, String body, String token) {
        HttpRequest.Builder request = api.request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return api.exchange(request);
    }
}
