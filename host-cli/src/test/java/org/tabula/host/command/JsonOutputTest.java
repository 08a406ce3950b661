package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.MorrisPositions;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** {@code --json}: one document on standard output that a program reads, agreeing with the text output. */
class JsonOutputTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** The whole of standard output as one JSON document (readTree would stop after the first). */
    private static JsonNode json(Run run) throws IOException {
        assertThat(run.exitCode()).as(run.err()).isZero();
        try (var parser = MAPPER.createParser(run.out())) {
            JsonNode document = MAPPER.readTree(parser);
            assertThat(parser.nextToken()).as("nothing after the document").isNull();
            return document;
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.isObject() ? node.get("text").asText() : node.asText()));
        return texts;
    }

    @Test
    void games_isAList_withTheServersFieldNames() throws IOException {
        JsonNode games = json(TestHost.create().run("games", "--json"));

        assertThat(games.isArray()).isTrue();
        List<String> ids = new ArrayList<>();
        games.forEach(game -> ids.add(game.get("id").asText()));
        assertThat(ids).contains("morris", "checkers", "xiangqi", "royal-ur");
        JsonNode morris = games.get(ids.indexOf("morris"));
        assertThat(morris.fieldNames()).toIterable()
                .contains("id", "title", "version", "sides", "options", "botLevels", "origin");
        assertThat(texts(morris.get("sides"))).containsExactly("white", "black");
        JsonNode flying = morris.get("options").get(0);
        assertThat(flying.get("name").asText()).isEqualTo("flying");
        assertThat(flying.get("type").asText()).isEqualTo("boolean");
        assertThat(flying.get("default").asText()).isEqualTo("true");
        assertThat(morris.get("botLevels").get(0).get("level").isInt()).isTrue();
    }

    @Test
    void games_ofOneId_isAListOfThatGame() throws IOException {
        JsonNode games = json(TestHost.create().run("games", "checkers", "--json"));

        assertThat(games).hasSize(1);
        assertThat(games.get(0).get("id").asText()).isEqualTo("checkers");
    }

    @Test
    void moves_areTheTextListing_withEachMovesPlaces() throws IOException {
        String position = MorrisPositions.WHITE_MILLS_NEXT;
        Run text = TestHost.create().run("moves", "morris", "--position", position);

        JsonNode moves = json(TestHost.create().run("moves", "morris", "--position", position, "--json"));

        assertThat(moves.get("game").asText()).isEqualTo("morris");
        assertThat(moves.get("position").asText()).isEqualTo(position);
        assertThat(texts(moves.get("moves"))).isEqualTo(text.out().lines().toList());
        JsonNode first = moves.get("moves").get(0);
        assertThat(first.get("places").isArray()).isTrue();
        assertThat(first.get("places")).isNotEmpty();
    }

    @Test
    void moves_giveEachMovesDisplayText_besideItsCanonicalText_whereTheGameHasOne() throws IOException {
        JsonNode xiangqi = json(TestHost.create().run("moves", "xiangqi", "--json")).get("moves");
        JsonNode morris = json(TestHost.create().run("moves", "morris", "--json")).get("moves");

        JsonNode cannon = null;
        for (JsonNode move : xiangqi) {
            assertThat(move.path("display").asText()).as("%s", move).matches("[KAEHRCP][1-9][+.-][1-9]");
            cannon = move.get("text").asText().equals("h2e2") ? move : cannon;
        }
        assertThat(cannon).isNotNull();
        assertThat(cannon.path("display").asText()).isEqualTo("C2.5");
        // A game whose moves read as they are written gives none.
        morris.forEach(move -> assertThat(move.has("display")).as("%s", move).isFalse());
    }

    @Test
    void replay_givesThePositionStatusResultAndPly() throws IOException {
        Path file = Files.writeString(dir.resolve("won.txt"),
                "position " + MorrisPositions.WHITE_MILLS_NEXT + "\n1. c4-c5 e3-e4\n2. g4-g7xb2\n");

        JsonNode replay = json(TestHost.create().run("replay", "morris", file.toString(), "--json"));

        assertThat(replay.get("game").asText()).isEqualTo("morris");
        assertThat(replay.get("position").asText()).isEqualTo("WWW...W.....B.......B... b 0 0 0 43");
        assertThat(replay.get("status").asText()).isEqualTo("finished");
        assertThat(replay.get("result").get("winner").asText()).isEqualTo("white");
        assertThat(replay.get("result").get("code").asText()).isEqualTo("fewer-than-three");
        assertThat(replay.get("result").get("sentence").asText()).isNotBlank();
        // The starting position counts 40 plies already; the record adds three.
        assertThat(replay.get("ply").asInt()).isEqualTo(43);
        assertThat(replay.has("record")).isFalse();
    }

    @Test
    void replay_ofAGameGoingOn_hasANullResult_andWithCanonical_theRecord() throws IOException {
        Path file = Files.writeString(dir.resolve("on.txt"), "1. d2 f4\n2. d6\n");
        Run canonical = TestHost.create().run("replay", "morris", file.toString(), "--canonical");

        JsonNode replay = json(TestHost.create().run("replay", "morris", file.toString(), "--canonical", "--json"));

        assertThat(replay.get("status").asText()).isEqualTo("active");
        assertThat(replay.get("result").isNull()).isTrue();
        assertThat(replay.get("ply").asInt()).isEqualTo(3);
        assertThat(replay.get("record").asText()).isEqualTo(canonical.out());
    }

    @Test
    void perft_givesTheCount_andWithDivide_eachFirstMovesCount() throws IOException {
        Run divided = TestHost.create().run("perft", "morris", "2", "--divide", "--json");
        JsonNode perft = json(TestHost.create().run("perft", "morris", "3", "--json"));
        JsonNode divide = json(divided);

        assertThat(perft.get("game").asText()).isEqualTo("morris");
        assertThat(perft.get("depth").asInt()).isEqualTo(3);
        assertThat(perft.get("nodes").asLong()).isEqualTo(12144);
        assertThat(perft.has("divide")).isFalse();
        assertThat(divide.get("nodes").asLong()).isEqualTo(552);
        assertThat(divide.get("divide")).hasSize(24);
        long sum = 0;
        for (JsonNode line : divide.get("divide")) {
            sum += line.get("nodes").asLong();
        }
        assertThat(sum).isEqualTo(552);
        assertThat(divide.get("divide").get(0).get("move").asText()).isEqualTo("a7");
        assertThat(divided.err()).startsWith("morris perft 2: 552 nodes in ");
    }

    @Test
    void solve_givesTheVerdictDistanceAndBestMovesAsFields() throws IOException {
        // White a7 d7 b2, black c5 e3 g1, white to move: b2 flies to g7, closes a mill and takes any man.
        String position = "WW....B..........BW....B w 0 0 0 40";

        JsonNode solve = json(TestHost.create().run("solve", "morris", "--position", position, "--json"));

        assertThat(solve.get("game").asText()).isEqualTo("morris");
        assertThat(solve.get("position").asText()).isEqualTo(position);
        assertThat(solve.get("turn").asText()).isEqualTo("white");
        assertThat(solve.get("result").isNull()).isTrue();
        assertThat(solve.get("solved").asBoolean()).isTrue();
        assertThat(solve.get("verdict").asText()).isEqualTo("win");
        assertThat(solve.get("plies").asInt()).isEqualTo(1);
        assertThat(texts(solve.get("bestMoves"))).containsExactly("b2-g7xc5", "b2-g7xe3", "b2-g7xg1");
        assertThat(solve.get("basis").asText()).startsWith("endgame table 3-3");
    }

    @Test
    void solve_ofAPositionTheGameCannotSolve_saysSo_withNullVerdict() throws IOException {
        JsonNode solve = json(TestHost.create().run("solve", "morris", "--position",
                "........................ w 9 9 0 0", "--json"));

        assertThat(solve.get("solved").asBoolean()).isFalse();
        assertThat(solve.get("verdict").isNull()).isTrue();
        assertThat(solve.get("plies").isNull()).isTrue();
        assertThat(solve.get("bestMoves")).isEmpty();
    }
}
