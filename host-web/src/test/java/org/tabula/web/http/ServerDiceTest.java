package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * On the server the dice come from its own secret seed alone: a game's {@code seed} option, which would have the
 * game throw its own dice from a seed everyone sees (and a creator may pick), is refused, and so is a record naming
 * one; a seed for the table's throws is taken only from a server started to take one (for tests); the lobby is
 * offered no such option.
 */
class ServerDiceTest extends OnAServer {

    private static final String PEOPLE = "\"seats\":{\"light\":\"human\",\"dark\":\"human\"}";

    @Override
    ServerSettings settings() {
        // The tests play as fast as they can from one address.
        return super.settings().withTables(TableLimits.DEFAULT.withRates(1000, 1000));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"game\":\"royal-ur\",\"options\":{\"seed\":\"5f1c9a\"}}",
        "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"00\",\"opening\":\"2\"}}",
        "{\"game\":\"dice-race\",\"options\":{\"seed\":\"7\"}}"})
    void aSeedOption_isRefused_sayingTheServerThrowsTheDice(String body) {
        assertRefusedSayingWhy(api.post("/api/tables", body), "BAD_OPTION");
    }

    @Test
    void theDefaultOptions_asTheLobbySendsThem_areTaken() {
        Api.Reply reply = api.post("/api/tables", "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"\",\"rules\":"
                + "\"finkel\"}}");

        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        assertThat(reply.json().get("table").get("options").get("seed").asText()).isEmpty();
    }

    @Test
    void aSeedForTheTablesThrows_isRefused_andNoTableMade() {
        assertRefusedSayingWhy(api.post("/api/tables", "{\"game\":\"morris\",\"seed\":7}"), "BAD_FIELD");
    }

    @Test
    void aSeedForTheTablesThrows_isTaken_byAServerStartedToTakeOne() {
        try (TabulaServer taking = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir.resolve("c")),
                1, Duration.ofMillis(50)).withClientSeeds(true))) {
            Api.Reply reply = new Api(taking.port()).post("/api/tables", "{\"game\":\"morris\",\"seed\":7}");

            assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        }
    }

    @Test
    void diceRaceTables_throwFromEachTablesSecretSeed_notFromTheGamesOwnSeed() {
        // The game's seed defaults to 0: were its own dice thrown, every table would throw the same.
        JsonNode one = created("{\"game\":\"dice-race\"," + PEOPLE + "}");
        JsonNode two = created("{\"game\":\"dice-race\"," + PEOPLE + "}");

        // Each played to its end, the first legal move each time: the same throws would make the same game.
        List<String> first = rolls(api.steps(one, 400).get("record").asText());
        List<String> second = rolls(api.steps(two, 400).get("record").asText());

        assertThat(first.size() + second.size()).as("a game is some ten throws a side").isGreaterThan(20);
        assertThat(first).isNotEqualTo(second);
    }

    @Test
    void aRecordNamingASeed_isRefused_sayingWhy() {
        assertRefusedSayingWhy(api.post("/api/tables", "{\"record\":\"[rules finkel]\\n[first light]\\n"
                + "[seed 5f1c9a]\\n\"}"), "BAD_RECORD");
    }

    private JsonNode created(String body) {
        Api.Reply reply = api.post("/api/tables", body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private void assertRefusedSayingWhy(Api.Reply reply, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.json().get("message").asText()).contains("seed").contains("server throws the dice");
        assertThat(api.get("/api/tables").json()).as("no table made").isEmpty();
    }

    @Test
    void theGames_offerNoSeedOption() {
        for (JsonNode game : api.get("/api/games").json()) {
            for (JsonNode option : game.get("options")) {
                assertThat(option.get("name").asText()).as(game.get("id").asText()).isNotEqualTo("seed");
            }
        }
    }

    /** A dice race record's rolls, in order. */
    private static List<String> rolls(String record) {
        return record.lines().filter(line -> line.startsWith("roll ")).toList();
    }
}
