package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * What the players of a table do beside the game: names, takebacks, rematches and chat, each kept over a restart
 * of the server on the same database file.
 */
class PlayersApiTest {

    private static final String TWO_PEOPLE = "\"seats\":{\"white\":\"human\",\"black\":\"human\"}";

    @TempDir
    Path dir;

    private TabulaServer start() {
        return TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)));
    }

    private static JsonNode create(Api api, String body) {
        Api.Reply reply = api.post("/api/v1/tables", body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private static Api.Reply act(Api api, String id, String path, String token) {
        return api.post("/api/v1/tables/" + id + path, "", token);
    }

    /** An error answer: the API's code, or for a refusal by the rules (422) REFUSED with the rules' reason. */
    private static void refused(Api.Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        if (status == 422) {
            assertThat(reply.json().get("code").asText()).as(reply.body()).isEqualTo("REFUSED");
            assertThat(reply.json().get("reason").asText()).as(reply.body()).isEqualTo(code);
        } else {
            assertThat(reply.json().get("code").asText()).as(reply.body()).isEqualTo(code);
        }
    }

    @Test
    void names_givenAtCreationAndJoin_areKeptAsData_inTheStateTheLobbyAndThePdnHeaders_overARestart() {
        String id;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, "{\"game\":\"checkers\",\"seats\":{\"white\":\"human\",\"black\":\"open\"},"
                    + "\"names\":{\"white\":\"  <script>alert(1)</script>  \"}}");
            id = created.get("id").asText();
            JsonNode table = created.get("table");
            assertThat(table.get("names").get("white").asText()).isEqualTo("<script>alert(1)</script>");
            assertThat(table.get("record").asText()).contains("[White \"<script>alert(1)</script>\"]");

            refused(api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\",\"name\":\"   \"}"), 400, "BAD_NAME");
            refused(api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\",\"name\":\"" + "x".repeat(41)
                    + "\"}"), 400, "BAD_NAME");
            refused(api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\",\"name\":\"Bo\\u0007b\"}"), 400,
                    "BAD_NAME");
            refused(api.post("/api/v1/tables", "{\"game\":\"checkers\",\"names\":{\"red\":\"Ann\"}}"), 400, "BAD_NAME");
            Api.Reply joined = api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\",\"name\":\"Bob\"}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
            assertThat(joined.json().get("table").get("names").get("black").asText()).isEqualTo("Bob");
            assertThat(joined.json().get("table").get("record").asText()).contains("[Black \"Bob\"]");
            JsonNode listed = null;
            for (JsonNode line : api.get("/api/v1/tables").json()) {
                listed = line.get("id").asText().equals(id) ? line : listed;
            }
            assertThat(listed.get("names").get("black").asText()).isEqualTo("Bob");
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode after = api.get("/api/v1/tables/" + id).json();
            assertThat(after.get("names").get("white").asText()).isEqualTo("<script>alert(1)</script>");
            assertThat(after.get("names").get("black").asText()).isEqualTo("Bob");
            assertThat(api.get("/api/v1/tables/" + id + "/record").body()).contains("[White \"<script>alert(1)</script>\"]",
                    "[Black \"Bob\"]");
        }
    }

    @Test
    void takeback_offeredThenAcceptedOrDeclined_undoesBackToTheAskersTurn_andRefusesWhatDoesNotStand() {
        String id;
        String white;
        String black;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, "{\"game\":\"morris\"," + TWO_PEOPLE + "}");
            id = created.get("id").asText();
            white = created.get("tokens").get("white").asText();
            black = created.get("tokens").get("black").asText();
            refused(act(api, id, "/takeback/offer", white), 422, "nothing-to-take-back");
            refused(act(api, id, "/takeback/accept", black), 422, "no-takeback");
            api.steps(created, 1);

            Api.Reply asked = act(api, id, "/takeback/offer", white);
            assertThat(asked.status()).as(asked.body()).isEqualTo(200);
            assertThat(asked.json().get("takeback").asText()).isEqualTo("white");
            refused(act(api, id, "/takeback/offer", white), 422, "takeback-standing");
            refused(act(api, id, "/takeback/accept", white), 422, "own-takeback");
            Api.Reply accepted = act(api, id, "/takeback/accept", black);
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
            assertThat(accepted.json().get("ply").asInt()).isZero();
            assertThat(accepted.json().get("turn").asText()).isEqualTo("white");
            assertThat(accepted.json().get("takeback").isNull()).isTrue();

            api.steps(created, 2);
            assertThat(act(api, id, "/takeback/offer", black).status()).isEqualTo(200);
            Api.Reply declined = act(api, id, "/takeback/decline", white);
            assertThat(declined.status()).as(declined.body()).isEqualTo(200);
            assertThat(declined.json().get("ply").asInt()).isEqualTo(2);
            assertThat(declined.json().get("takeback").isNull()).isTrue();

            // White asks after black has moved: both moves go, white is to move again (as lichess does).
            assertThat(act(api, id, "/takeback/offer", white).status()).isEqualTo(200);
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            assertThat(api.get("/api/v1/tables/" + id).json().get("takeback").asText()).as("kept over a restart")
                    .isEqualTo("white");
            Api.Reply accepted = act(api, id, "/takeback/accept", black);
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
            assertThat(accepted.json().get("ply").asInt()).isZero();
            assertThat(accepted.json().get("turn").asText()).isEqualTo("white");
            assertThat(act(api, id, "/resign", white).status()).isEqualTo(200);
            refused(act(api, id, "/takeback/offer", black), 422, "game-over");
        }
        try (TabulaServer third = start()) {
            Api api = new Api(third.port());
            JsonNode after = api.get("/api/v1/tables/" + id).json();
            assertThat(after.get("ply").asInt()).as("the takeback replays from the log").isZero();
            assertThat(after.get("status").asText()).isEqualTo("finished");
        }
    }

    @Test
    void rematch_afterTheEnd_makesATableWithSidesSwapped_andEachSeatItsOwnToken_overARestart() {
        String id;
        String white;
        String black;
        String rematch;
        String blackNow;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, "{\"game\":\"morris\"," + TWO_PEOPLE
                    + ",\"names\":{\"white\":\"Ann\",\"black\":\"Bob\"},\"chat\":false}");
            id = created.get("id").asText();
            white = created.get("tokens").get("white").asText();
            black = created.get("tokens").get("black").asText();
            refused(act(api, id, "/rematch/offer", white), 422, "game-not-over");
            api.steps(created, 1);
            assertThat(act(api, id, "/resign", black).status()).isEqualTo(200);
            refused(act(api, id, "/rematch/accept", black), 422, "no-rematch");

            Api.Reply offered = act(api, id, "/rematch/offer", white);
            assertThat(offered.status()).as(offered.body()).isEqualTo(200);
            assertThat(offered.json().get("rematch").get("offeredBy").asText()).isEqualTo("white");
            assertThat(offered.json().get("rematch").get("table").isNull()).isTrue();
            assertThat(offered.body()).doesNotContain("hash");
            refused(act(api, id, "/rematch/accept", white), 422, "own-rematch");
            refused(api.post("/api/v1/tables/" + id + "/rematch/seat", "", white), 404, "NO_REMATCH");

            Api.Reply accepted = act(api, id, "/rematch/accept", black);
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
            rematch = accepted.json().get("id").asText();
            blackNow = accepted.json().get("token").asText();
            assertThat(accepted.json().get("side").asText()).as("black plays white now").isEqualTo("white");
            JsonNode table = accepted.json().get("table");
            assertThat(table.get("id").asText()).isEqualTo(rematch);
            assertThat(table.get("names").get("white").asText()).isEqualTo("Bob");
            assertThat(table.get("names").get("black").asText()).isEqualTo("Ann");
            assertThat(table.get("chat").get("enabled").asBoolean()).as("the table's options kept").isFalse();
            assertThat(table.get("rematch").get("of").asText()).isEqualTo(id);
            assertThat(table.get("ply").asInt()).isZero();
            JsonNode old = api.get("/api/v1/tables/" + id).json();
            assertThat(old.get("rematch").get("table").asText()).isEqualTo(rematch);
            assertThat(old.toString()).as("no token in the old table's state").doesNotContain(blackNow);
            refused(act(api, id, "/rematch/offer", black), 422, "rematch-made");
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            assertThat(api.get("/api/v1/tables/" + id).json().get("rematch").get("table").asText()).isEqualTo(rematch);
            Api.Reply whiteSeat = api.post("/api/v1/tables/" + id + "/rematch/seat", "", white);
            assertThat(whiteSeat.status()).as(whiteSeat.body()).isEqualTo(200);
            assertThat(whiteSeat.json().get("id").asText()).isEqualTo(rematch);
            assertThat(whiteSeat.json().get("side").asText()).isEqualTo("black");
            String whiteNow = whiteSeat.json().get("token").asText();
            assertThat(whiteNow).isNotEqualTo(blackNow).isNotEqualTo(white);
            Api.Reply blackSeat = api.post("/api/v1/tables/" + id + "/rematch/seat", "", black);
            assertThat(blackSeat.json().get("token").asText()).as("the accepter's again").isEqualTo(blackNow);
            refused(api.post("/api/v1/tables/" + id + "/rematch/seat", "", "not-a-token"), 401, "UNAUTHORIZED");
            assertThat(api.get("/api/v1/tables/" + rematch + "/seat", blackNow).json().get("side").asText())
                    .isEqualTo("white");
            Api.Reply moved = api.post("/api/v1/tables/" + rematch + "/moves", "{\"move\":\""
                    + api.get("/api/v1/tables/" + rematch).json().get("legalMoves").get(0).get("text").asText() + "\"}",
                    blackNow);
            assertThat(moved.status()).as("Bob opens the rematch as white: " + moved.body()).isEqualTo(200);
            assertThat(api.post("/api/v1/tables/" + rematch + "/resign", "", whiteNow).status()).isEqualTo(200);
        }
    }

    @Test
    void rematch_againstABot_isMadeAtTheOffer_theBotTakingTheOtherSide() throws InterruptedException {
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"bot:1\"}}");
            String id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();
            assertThat(act(api, id, "/resign", white).status()).isEqualTo(200);

            Api.Reply offered = act(api, id, "/rematch/offer", white);

            assertThat(offered.status()).as(offered.body()).isEqualTo(200);
            String rematch = offered.json().get("rematch").get("table").asText();
            Api.Reply seat = api.post("/api/v1/tables/" + id + "/rematch/seat", "", white);
            assertThat(seat.json().get("id").asText()).isEqualTo(rematch);
            assertThat(seat.json().get("side").asText()).isEqualTo("black");
            JsonNode table = seat.json().get("table");
            assertThat(table.get("seats").get("white").asText()).isEqualTo("bot:1");
            assertThat(table.get("open")).isEmpty();
            JsonNode answered = api.awaitState(rematch, state -> state.get("ply").asInt() > 0);
            assertThat(answered.get("turn").asText()).as("the bot opened as white").isEqualTo("black");
        }
    }

    @Test
    void chat_betweenTheSeats_isLimited_pushedAsState_keptOverARestart_andOffWhenTheTableSaysSo() {
        String id;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, "{\"game\":\"morris\"," + TWO_PEOPLE + "}");
            id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();
            assertThat(created.get("table").get("chat").get("enabled").asBoolean()).isTrue();
            Api.Reply said = api.post("/api/v1/tables/" + id + "/chat", "{\"text\":\" good <b>luck</b> \"}", white);
            assertThat(said.status()).as(said.body()).isEqualTo(200);
            JsonNode line = said.json().get("chat").get("lines").get(0);
            assertThat(line.get("side").asText()).isEqualTo("white");
            assertThat(line.get("text").asText()).isEqualTo("good <b>luck</b>");
            refused(api.post("/api/v1/tables/" + id + "/chat", "{\"text\":\"" + "x".repeat(501) + "\"}", white), 400,
                    "CHAT_TOO_LONG");
            refused(api.post("/api/v1/tables/" + id + "/chat", "{\"text\":\"  \"}", white), 400, "BAD_CHAT");
            refused(api.outsideTheDocument().post("/api/v1/tables/" + id + "/chat", "{\"text\":\"hi\"}", null), 401,
                    "UNAUTHORIZED");

            JsonNode quiet = create(api, "{\"game\":\"morris\"," + TWO_PEOPLE + ",\"chat\":false}");
            refused(api.post("/api/v1/tables/" + quiet.get("id").asText() + "/chat", "{\"text\":\"hi\"}",
                    quiet.get("tokens").get("white").asText()), 422, "chat-off");
            refused(api.outsideTheDocument().post("/api/v1/tables", "{\"game\":\"morris\",\"chat\":\"no\"}"), 400,
                    "BAD_FIELD");
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode lines = api.get("/api/v1/tables/" + id).json().get("chat").get("lines");
            assertThat(lines).hasSize(1);
            assertThat(lines.get(0).get("text").asText()).isEqualTo("good <b>luck</b>");
        }
    }
}
