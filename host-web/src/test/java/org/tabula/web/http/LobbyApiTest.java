package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** The lobby's list on a real server: filtered by game and status, newest first, in pages a cursor follows. */
class LobbyApiTest {

    private static final Pattern NEXT = Pattern.compile("<([^>]*)>; rel=\"next\"");

    @TempDir
    static Path dir;

    private static TabulaServer server;
    private static Api api;
    /** Made oldest first: five morris tables (the second one over), then two of checkers. */
    private static final List<String> morris = new ArrayList<>();
    private static final List<String> checkers = new ArrayList<>();
    private static String over;
    private static String newestToken;

    @BeforeAll
    static void start() {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)));
        api = new Api(server.port());
        for (int i = 0; i < 5; i++) {
            JsonNode created = create("morris", "{\"white\":\"human\",\"black\":\"open\"}");
            morris.add(created.get("id").asText());
            newestToken = created.get("tokens").get("white").asText();
            if (i == 1) {
                over = created.get("id").asText();
                api.post("/api/v1/tables/" + over + "/resign", "", created.get("tokens").get("white").asText());
            }
        }
        for (int i = 0; i < 2; i++) {
            checkers.add(create("checkers", "{\"white\":\"human\",\"black\":\"human\"}").get("id").asText());
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String game, String seats) {
        Api.Reply reply = api.post("/api/v1/tables", "{\"game\":\"" + game + "\",\"seats\":" + seats + "}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private static List<String> newestFirst(List<String> oldestFirst) {
        List<String> ids = new ArrayList<>(oldestFirst);
        Collections.reverse(ids);
        return ids;
    }

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.forEach(table -> ids.add(table.get("id").asText()));
        return ids;
    }

    /** The list's whole response, sent with an ETag when one is given (a header nobody reads otherwise). */
    private static HttpResponse<String> send(String path, String etag) {
        return api.get(path, "If-None-Match", etag == null ? "\"none\"" : etag);
    }

    @Test
    void list_filtersByGameAndStatus_newestMadeFirst() {
        assertThat(ids(api.get("/api/v1/tables?game=checkers").json())).containsExactly(checkers.get(1), checkers.get(0));
        assertThat(ids(api.get("/api/v1/tables?game=morris&status=finished").json())).containsExactly(over);
        List<String> active = new ArrayList<>(morris);
        active.remove(over);
        assertThat(ids(api.get("/api/v1/tables?game=morris&status=active").json()))
                .containsExactlyElementsOf(newestFirst(active));
        JsonNode first = api.get("/api/v1/tables?game=morris").json().get(0);
        assertThat(first.get("created").asText()).endsWith("Z");
        assertThat(first.get("open").toString()).isEqualTo("[\"black\"]");
        api.get("/api/v1/tables?limit=100").json().forEach(table -> DocumentSchemas.assertFits("TableSummary", table));
    }

    @Test
    void list_inPages_followsItsCursor_throughEveryTableOnce() {
        // Every table, newest made first (another test may have made one more after these).
        List<String> all = ids(api.get("/api/v1/tables?limit=100").json());
        assertThat(all).containsSubsequence(newestFirst(morris)).containsSubsequence(newestFirst(checkers));
        List<String> seen = new ArrayList<>();
        String path = "/api/v1/tables?limit=3";
        int pages = 0;
        while (path != null) {
            HttpResponse<String> page = send(path, null);
            assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
            seen.addAll(ids(new Api.Reply(200, page.body()).json()));
            Matcher next = NEXT.matcher(page.headers().firstValue("Link").orElse(""));
            path = next.find() ? next.group(1) : null;
            pages++;
            if (pages == 1) {
                // A table that moves after the first page does not come round again: the order is by making.
                assertThat(api.post("/api/v1/tables/" + morris.get(4) + "/moves", "{\"move\":\"d2\"}", newestToken)
                        .status()).isEqualTo(200);
            }
        }
        assertThat(seen).containsExactlyElementsOf(all);
        assertThat(pages).isEqualTo((all.size() + 2) / 3);
    }

    @Test
    void list_filtersByASeatsName_inAnyCase_throughItsPages() {
        // Xiangqi's alone, so that the other tests' lists of morris and checkers stay as they were made.
        List<String> ann = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Api.Reply made = api.post("/api/v1/tables", "{\"game\":\"xiangqi\",\"seats\":{\"red\":\"human\","
                    + "\"black\":\"open\"},\"names\":{\"red\":\"" + (i == 1 ? "Bob" : "Ann") + "\"}}");
            assertThat(made.status()).as(made.body()).isEqualTo(201);
            if (i != 1) {
                ann.add(made.json().get("id").asText());
            }
        }
        String bobs = ids(api.get("/api/v1/tables?player=bob").json()).get(0);
        assertThat(api.post("/api/v1/tables/" + bobs + "/join", "{\"side\":\"black\",\"name\":\"ANN\"}").status())
                .isEqualTo(200);
        ann.add(1, bobs);

        assertThat(ids(api.get("/api/v1/tables?player=aNN").json())).containsExactlyElementsOf(newestFirst(ann));
        assertThat(ids(api.get("/api/v1/tables?player=ann&game=morris").json())).isEmpty();
        assertThat(ids(api.get("/api/v1/tables?player=an").json())).as("a whole name, not a part").isEmpty();
        HttpResponse<String> first = send("/api/v1/tables?player=Ann&limit=2", null);
        Matcher next = NEXT.matcher(first.headers().firstValue("Link").orElse(""));
        assertThat(next.find()).isTrue();
        assertThat(next.group(1)).contains("player=Ann");
        assertThat(ids(api.get(next.group(1)).json())).containsExactly(ann.get(0));
    }

    @Test
    void list_refusesALimitStatusOrCursorItCannotTake() {
        for (String query : new String[] {"limit=0", "limit=101", "limit=x", "status=won", "cursor=nonsense",
                "cursor=" + "A".repeat(500), "player=", "player=" + "x".repeat(101), "player=a%0Ab"}) {
            // A cursor is any text to the document, a name any text of 1 to 100 characters (an empty one, to Prism, is
            // none): those are the server's to refuse, the rest are outside the document.
            boolean outside = !query.startsWith("cursor=") && !query.equals("player=a%0Ab") && !query.equals("player=");
            Api.Reply reply = (outside ? api.outsideTheDocument() : api).get("/api/v1/tables?" + query);
            assertThat(reply.status()).as(query).isEqualTo(400);
            assertThat(reply.json().get("message").asText()).isNotBlank();
        }
        assertThat(api.get("/api/v1/tables?limit=100").status()).isEqualTo(200);
    }

    @Test
    void list_answers304_toItsOwnETag_untilATableChanges() {
        HttpResponse<String> first = send("/api/v1/tables?game=checkers", null);
        String etag = first.headers().firstValue("ETag").orElseThrow();

        assertThat(send("/api/v1/tables?game=checkers", etag).statusCode()).isEqualTo(304);

        create("checkers", "{\"white\":\"human\",\"black\":\"human\"}");
        HttpResponse<String> changed = send("/api/v1/tables?game=checkers", etag);
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.headers().firstValue("ETag").orElseThrow()).isNotEqualTo(etag);
    }
}
