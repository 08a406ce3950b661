package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** Looking back over a game on a real server: the board at any ply, and the analysis of a ply. */
class ReviewApiTest {

    @TempDir
    static Path dir;

    private static TabulaServer server;
    private static Api api;

    @BeforeAll
    static void start() {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(100))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)));
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String body) {
        Api.Reply reply = api.post("/api/v1/tables", body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private static JsonNode twoPeople(String game, String more) {
        return create("{\"game\":\"" + game + "\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}" + more + "}");
    }

    @Test
    void picture_atAPly_drawsThePositionAfterThatManyMoves() {
        JsonNode created = twoPeople("morris", "");
        String id = created.get("id").asText();
        List<String> positions = new ArrayList<>();
        positions.add(created.get("table").get("position").asText());
        for (int i = 0; i < 3; i++) {
            positions.add(api.steps(created, 1).get("position").asText());
        }

        for (int ply = 0; ply <= 3; ply++) {
            Api.Reply picture = api.get("/api/v1/tables/" + id + "/picture.svg?ply=" + ply);
            assertThat(picture.status()).as(picture.body()).isEqualTo(200);
            assertThat(picture.body()).contains("<svg", "<title>Nine Men&apos;s Morris: " + positions.get(ply) + "</title>");
        }
        assertThat(api.get("/api/v1/tables/" + id + "/picture.svg").body())
                .contains("<title>Nine Men&apos;s Morris: " + positions.get(3) + "</title>");
        assertThat(api.get("/api/v1/tables/" + id).json().get("ply").asInt()).as("the table is not changed").isEqualTo(3);
    }

    @Test
    void picture_ofADiceGame_atAPly_isThePositionAsThatMoveLeftIt() {
        JsonNode created = create("{\"game\":\"royal-ur\",\"seats\":{\"light\":\"human\",\"dark\":\"human\"}}");
        String id = created.get("id").asText();
        java.util.Map<Integer, String> positions = new java.util.TreeMap<>();
        JsonNode state = created.get("table");
        positions.put(0, state.get("position").asText());
        for (int i = 0; i < 30; i++) {
            state = api.steps(created, 1);
            positions.putIfAbsent(state.get("ply").asInt(), state.get("position").asText());
        }
        int last = state.get("ply").asInt();

        positions.forEach((ply, position) -> {
            if (ply < last) {
                assertThat(api.get("/api/v1/tables/" + id + "/picture.svg?ply=" + ply).body()).as("ply %d", ply)
                        .contains(": " + position + "</title>");
            }
        });
        assertThat(api.get("/api/v1/tables/" + id).json().get("record").asText()).isEqualTo(state.get("record").asText());
    }

    @Test
    void picture_atAPlyOutsideTheGame_isA400InJson() {
        String id = twoPeople("morris", "").get("id").asText();

        for (String ply : new String[] {"-1", "1", "x", "99999999999", ""}) {
            // Below 0 or no number: outside the document's ply, which the others are within.
            Api client = ply.equals("-1") || ply.equals("x") ? api.outsideTheDocument() : api;
            Api.Reply reply = client.get("/api/v1/tables/" + id + "/picture.svg?ply=" + ply);
            assertThat(reply.status()).as(ply).isEqualTo(400);
            assertThat(reply.json().get("code").asText()).isEqualTo("BAD_PLY");
            assertThat(reply.json().get("message").asText()).contains("0 to 0");
        }
    }

    @Test
    void analysis_duringAGameWithoutHints_isRefused_andAfterItIsGiven() {
        JsonNode created = twoPeople("morris", "");
        String id = created.get("id").asText();
        api.steps(created, 2);

        Api.Reply during = api.get("/api/v1/tables/" + id + "/analysis?ply=1");
        assertThat(during.status()).as(during.body()).isEqualTo(403);
        assertThat(during.json().get("code").asText()).isEqualTo("HINTS_OFF");

        assertThat(api.post("/api/v1/tables/" + id + "/resign", "", created.get("tokens").get("white").asText())
                .status()).isEqualTo(200);
        Api.Reply after = api.get("/api/v1/tables/" + id + "/analysis?ply=1");

        assertThat(after.status()).as(after.body()).isEqualTo(200);
        JsonNode analysis = after.json();
        assertThat(analysis.get("ply").asInt()).isEqualTo(1);
        assertThat(analysis.get("turn").asText()).isEqualTo("black");
        assertThat(analysis.get("bestMove").get("text").asText()).matches("[a-g][1-7]");
        // The bot's judgement of the ply, for black to move there, with the move it chose by it.
        JsonNode evaluation = analysis.get("evaluation");
        assertThat(evaluation.get("score").isNumber()).as(analysis.toString()).isTrue();
        assertThat(evaluation.get("depth").asInt()).isPositive();
        assertThat(evaluation.get("proved").isNull()).as("nothing is proved in an opening").isTrue();
        assertThat(evaluation.get("sentence").asText()).contains(" for Black, to move (hundredths of a man), ");
        assertThat(analysis.get("verdict").isNull()).as("the opening is in no table").isTrue();
        assertThat(api.get("/api/v1/tables/" + id + "/analysis?ply=3").json().get("code").asText())
                .isEqualTo("BAD_PLY");
    }

    @Test
    void analysis_duringAGameWithHints_givesTheBestMoveOfTheLivePosition() {
        JsonNode created = twoPeople("morris", ",\"hints\":true");
        String id = created.get("id").asText();
        assertThat(created.get("table").get("hints").asBoolean()).isTrue();

        Api.Reply reply = api.get("/api/v1/tables/" + id + "/analysis");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().get("ply").asInt()).isZero();
        List<String> legal = new ArrayList<>();
        created.get("table").get("legalMoves").forEach(move -> legal.add(move.get("text").asText()));
        assertThat(legal).contains(reply.json().get("bestMove").get("text").asText());
        assertThat(api.outsideTheDocument().post("/api/v1/tables", "{\"game\":\"morris\",\"hints\":\"yes\"}").status())
                .isEqualTo(400);
    }

    @Test
    void analysis_ofAMorrisEndgame_givesThePerfectPlayVerdictOfItsTable() {
        // White a7 d7 b2, black c5 e3 g1 (as tabula solve's test): white mills and wins at once.
        String board = "WW....B..........BW....B";
        String record = "position " + board + " w 0 0 0 40\\n";
        JsonNode created = create("{\"game\":\"morris\",\"hints\":true,\"record\":\"" + record + "\","
                + "\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        String id = created.get("id").asText();

        Api.Reply reply = api.get("/api/v1/tables/" + id + "/analysis?ply=40");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonNode verdict = reply.json().get("verdict");
        assertThat(verdict.get("sentence").asText()).isEqualTo("White wins in 1 ply");
        assertThat(verdict.get("verdict").asText()).isEqualTo("win");
        assertThat(verdict.get("plies").asInt()).isEqualTo(1);
        assertThat(verdict.get("bestMoves").toString()).isEqualTo("[\"b2-g7xc5\",\"b2-g7xe3\",\"b2-g7xg1\"]");
        assertThat(verdict.get("basis").asText()).startsWith("endgame table 3-3");
        JsonNode evaluation = reply.json().get("evaluation");
        assertThat(evaluation.get("proved").asInt()).as("the bot's tables prove it too").isEqualTo(1);
        assertThat(evaluation.get("sentence").asText()).isEqualTo("White can force a win in 1 ply.");
        assertThat(verdict.get("bestMoves").toString()).contains(reply.json().get("bestMove").get("text").toString());
    }

    @Test
    void analysis_ofAnUrTableOfTwoPieces_givesTheChanceToWinOfItsTable() {
        JsonNode created = create("{\"game\":\"royal-ur\",\"hints\":true,\"options\":{\"rules\":"
                + "\"route=short dice=4 zero_rolls=0 safe_rosettes=1 pieces=2\"},"
                + "\"seats\":{\"light\":\"human\",\"dark\":\"human\"}}");
        String id = created.get("id").asText();

        JsonNode verdict = verdictAt(id, 0);

        // RoyalUr.net's solved table gives light, throwing first, 51.858 %.
        assertThat(verdict.get("sentence").asText()).isEqualTo("Light wins with probability 0.519 under best play");
        assertThat(verdict.get("verdict").asText()).isEqualTo("chance");
        assertThat(verdict.get("winChance").asDouble()).isBetween(0.5185, 0.5187);
        assertThat(verdict.get("plies").isNull()).isTrue();
        assertThat(verdict.get("basis").asText()).contains("two-piece");
    }

    /** The verdict of a ply's analysis, asked on the server. */
    private static JsonNode verdictAt(String id, int ply) {
        Api.Reply reply = api.get("/api/v1/tables/" + id + "/analysis?ply=" + ply);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().get("verdict");
    }
}
