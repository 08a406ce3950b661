package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed messages of a table's WebSocket and of its event stream, on a real server: each a {@code type} and the
 * table's {@code version}, the same on both for the same moves.
 */
class LiveMessagesTest extends OnAServer {

    private JsonNode clockedTable() {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"human\","
                + "\"black\":\"human\"},\"clock\":{\"limit\":600,\"increment\":0}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json();
    }

    /** A chat line, a move and a resignation: versions 1 to 3. */
    private void chatMoveResign(JsonNode created) {
        String id = created.get("id").asText();
        String white = created.get("tokens").get("white").asText();
        assertThat(api.post("/api/v1/tables/" + id + "/chat", "{\"text\":\"good luck\"}", white).status())
                .isEqualTo(200);
        String move = created.get("table").get("legalMoves").get(0).get("text").asText();
        assertThat(api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"" + move + "\"}", white).status())
                .isEqualTo(200);
        assertThat(api.post("/api/v1/tables/" + id + "/resign", "{}",
                created.get("tokens").get("black").asText()).status()).isEqualTo(200);
    }

    private static String typeAndVersion(JsonNode message) {
        return message.get("type").asText() + " " + message.get("version").asLong();
    }

    @Test
    void aWatcher_hearsStateClockChatAndEnd_inTheirOrder_eachWithItsVersion() throws Exception {
        JsonNode created = clockedTable();
        String id = created.get("id").asText();
        try (LiveFeed live = LiveFeed.watch(server.port(), id)) {
            List<JsonNode> heard = new ArrayList<>();
            heard.add(Api.JSON.readTree(live.next()));
            chatMoveResign(created);
            for (String next = live.next(); next != null && heard.size() < 10; next = live.next()) {
                heard.add(Api.JSON.readTree(next));
                if (heard.get(heard.size() - 1).get("type").asText().equals("end")) {
                    break;
                }
            }
            assertThat(heard).map(LiveMessagesTest::typeAndVersion).containsExactly("state 0", "clock 0", "state 1",
                    "clock 1", "chat 1", "state 2", "clock 2", "state 3", "clock 3", "end 3");
            heard.forEach(message -> DocumentSchemas.assertFits("LiveMessage", message));
        }
    }

    @Test
    void anEventStream_hasTheWebSocketsMessages_asEventIdAndData_forTheSameMoves() throws Exception {
        JsonNode created = clockedTable();
        String id = created.get("id").asText();
        try (LiveFeed live = LiveFeed.watch(server.port(), id);
                EventFeed events = EventFeed.open(server.port(), id, null)) {
            assertThat(events.response().statusCode()).isEqualTo(200);
            assertThat(events.response().headers().firstValue("Content-Type").orElse(""))
                    .startsWith("text/event-stream");
            String first = live.next();
            EventFeed.Event firstEvent = events.next();
            chatMoveResign(created);
            List<String> socket = new ArrayList<>(List.of(first));
            List<String> stream = new ArrayList<>(List.of(firstEvent.data()));
            while (socket.size() < 10) {
                socket.add(live.next());
            }
            while (stream.size() < 10) {
                EventFeed.Event event = events.next();
                assertThat(event).as("after %s", stream).isNotNull();
                JsonNode data = Api.JSON.readTree(event.data());
                assertThat(event.event()).isEqualTo(data.get("type").asText());
                assertThat(event.id()).isEqualTo(data.get("version").asText());
                stream.add(event.data());
            }
            // The clock's reading differs by when each was read; the rest is the same text.
            assertThat(stream.stream().map(LiveMessagesTest::withoutReading).toList())
                    .isEqualTo(socket.stream().map(LiveMessagesTest::withoutReading).toList());
        }
    }

    private static String withoutReading(String message) {
        return message.replaceAll("\"readAt\":\"[^\"]*\"", "").replaceAll("\"remaining\":\\{[^}]*\\}", "");
    }

    @Test
    void anEventStream_resumedAfterAnOlderVersion_startsWithTheGap_thenTheState() throws Exception {
        JsonNode created = clockedTable();
        String id = created.get("id").asText();
        chatMoveResign(created);
        try (EventFeed events = EventFeed.open(server.port(), id, "0")) {
            JsonNode gap = Api.JSON.readTree(events.next().data());
            assertThat(gap.get("type").asText()).isEqualTo("gap");
            DocumentSchemas.assertFits("LiveMessage", gap);
            assertThat(gap.get("from").asLong()).isEqualTo(1);
            assertThat(gap.get("through").asLong()).isEqualTo(2);
            assertThat(gap.get("version").asLong()).isEqualTo(2);
            JsonNode state = Api.JSON.readTree(events.next().data());
            assertThat(typeAndVersion(state)).isEqualTo("state 3");
            assertThat(state.get("table").get("status").asText()).isEqualTo("finished");
            assertThat(typeAndVersion(Api.JSON.readTree(events.next().data()))).isEqualTo("clock 3");
            assertThat(typeAndVersion(Api.JSON.readTree(events.next().data()))).isEqualTo("end 3");
        }
        try (EventFeed events = EventFeed.open(server.port(), id, "not a version")) {
            assertThat(typeAndVersion(Api.JSON.readTree(events.next().data()))).isEqualTo("state 3");
        }
    }

    @Test
    void aServerStopping_endsItsEventStreams() throws Exception {
        String id = clockedTable().get("id").asText();
        try (EventFeed events = EventFeed.open(server.port(), id, null)) {
            assertThat(events.next().event()).isEqualTo("state");
            server.close();
            assertThat(events.ended()).succeedsWithin(java.time.Duration.ofSeconds(10));
        }
    }

    @Test
    void anEventStream_ofAnUnknownTable_is404Json() {
        java.net.http.HttpResponse<String> none = api.get("/api/v1/tables/nope/events", "Accept", "text/event-stream");
        assertThat(none.statusCode()).isEqualTo(404);
        assertThat(none.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(none.body()).contains("\"code\":\"UNKNOWN_TABLE\"");
        DocumentSchemas.assertFits("Error", new Api.Reply(404, none.body()).json());
    }
}
