package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.PrecomputeSettings;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * A game of the mill family other than the seed's at a table: Twelve Men's Morris made by its option, played by
 * HTTP, its board drawn with its diagonals and pointed at, on one server.
 */
class MillFamilyApiTest {

    @TempDir
    Path dir;

    private static String move(String move) {
        return Api.JSON.createObjectNode().put("move", move).toString();
    }

    private static int count(String text, String pattern) {
        Matcher match = Pattern.compile(pattern).matcher(text);
        int found = 0;
        while (match.find()) {
            found++;
        }
        return found;
    }

    @Test
    void twelveMensMorris_isMadeByItsOption_playedByHttp_andDrawnWithItsDiagonals() {
        try (TabulaServer server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1,
                Duration.ofMillis(50)))) {
            Api api = new Api(server.port());
            Api.Reply reply = api.post("/api/v1/tables", "{\"game\":\"morris\",\"options\":{\"variant\":\"twelve\"},"
                    + "\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
            assertThat(reply.status()).as(reply.body()).isEqualTo(201);
            JsonNode created = reply.json();
            String id = created.get("id").asText();
            assertThat(created.get("table").get("title").asText()).isEqualTo("Twelve Men's Morris");

            for (String[] step : new String[][] {{"white", "a1"}, {"black", "d7"}, {"white", "b2"}}) {
                Api.Reply played = api.post("/api/v1/tables/" + id + "/moves", move(step[1]),
                        created.get("tokens").get(step[0]).asText());
                assertThat(played.status()).as(played.body()).isEqualTo(200);
            }
            JsonNode state = api.get("/api/v1/tables/" + id).json();
            assertThat(state.get("position").asText()).startsWith("twelve ").endsWith(" b 10 11 0 3");
            assertThat(state.get("options").get("variant").asText()).isEqualTo("twelve");
            assertThat(state.get("lastMove").get("places").toString()).isEqualTo("[\"b2\"]");

            String svg = api.get("/api/v1/tables/" + id + "/picture.svg").body();
            assertThat(count(svg, "class=\"place point")).isEqualTo(24);
            String links = svg.substring(svg.indexOf("class=\"links\""), svg.indexOf("</g>", svg.indexOf(
                    "class=\"links\"")));
            assertThat(count(links, "<line ")).isEqualTo(40);

            // White's a1 and b2 stand on the diagonal a1-b2-c3: black points at c3 to block it.
            Api.Reply pointed = api.post("/api/v1/tables/" + id + "/point", "{\"places\":[\"c3\"]}");
            assertThat(pointed.status()).as(pointed.body()).isEqualTo(200);
            assertThat(pointed.json().get("chosen").asText()).isEqualTo("c3");
        }
    }

    /**
     * A solved game's perfect bot: its solution is made in the background before the bot's first move and kept in
     * the server's folder; a seat whose bot would need a part past the server's largest is refused, and an analysis
     * of such a game goes without its verdict rather than computing it.
     */
    @Test
    void thePerfectBot_hasItsSolutionPreparedAndKept_andNoClientMakesTheServerSolveSevenMensMorris() throws Exception {
        Path kept = dir.resolve("tables");
        ServerSettings settings = new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withPrecompute(new PrecomputeSettings(Optional.of(kept), PrecomputeSettings.DEFAULT_MAX_PART_BYTES));
        try (TabulaServer server = TabulaServer.start(settings)) {
            Api api = new Api(server.port());

            Api.Reply seven = api.post("/api/v1/tables", "{\"game\":\"morris\",\"options\":{\"variant\":\"seven\"},"
                    + "\"seats\":{\"white\":\"human\",\"black\":\"bot:perfect\"}}");
            assertThat(seven.status()).as(seven.body()).isEqualTo(400);
            assertThat(seven.json().get("code").asText()).isEqualTo("BAD_SEAT");
            assertThat(seven.json().get("message").asText()).contains("solved-seven").contains("--max-part-mb");

            Api.Reply three = api.post("/api/v1/tables", "{\"game\":\"morris\",\"options\":{\"variant\":\"three\"},"
                    + "\"seats\":{\"white\":\"bot:perfect\",\"black\":\"human\"}}");
            assertThat(three.status()).as(three.body()).isEqualTo(201);
            String id = three.json().get("id").asText();
            JsonNode state = api.awaitState(id, table -> table.get("ply").asInt() >= 1);
            assertThat(state.get("ply").asInt()).isEqualTo(1);
            assertThat(kept.resolve("morris-solved-three.bin")).isRegularFile();

            Api.Reply hinted = api.post("/api/v1/tables", "{\"game\":\"morris\",\"options\":{\"variant\":\"seven\"},"
                    + "\"seats\":{\"white\":\"human\",\"black\":\"human\"},\"hints\":true}");
            assertThat(hinted.status()).as(hinted.body()).isEqualTo(201);
            Api.Reply analysis = api.get("/api/v1/tables/" + hinted.json().get("id").asText() + "/analysis");
            assertThat(analysis.status()).as(analysis.body()).isEqualTo(200);
            assertThat(analysis.json().get("verdict").isNull()).isTrue();
            assertThat(kept.resolve("morris-solved-seven.bin")).doesNotExist();
        }
    }
}
