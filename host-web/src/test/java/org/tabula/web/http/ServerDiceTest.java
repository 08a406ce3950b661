package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * On the server the dice come from its own secret seed alone: a game's {@code seed} option, which would have the
 * game throw its own dice from a seed everyone sees (and a creator may pick), is refused; a record naming one is
 * played on, its throws kept as written and the server's own thrown after them; a seed for the table's throws is
 * taken only from a server started to take one (for tests); the lobby is offered no such option.
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
        assertRefusedSayingWhy(api.post("/api/v1/tables", body), "BAD_OPTION");
    }

    @Test
    void theDefaultOptions_asTheLobbySendsThem_areTaken() {
        Api.Reply reply = api.post("/api/v1/tables", "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"\",\"rules\":"
                + "\"finkel\"}}");

        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        assertThat(reply.json().get("table").get("options").get("seed").asText()).isEmpty();
    }

    @Test
    void theGames_offerNoSeedOption() {
        for (JsonNode game : api.get("/api/v1/games").json()) {
            for (JsonNode option : game.get("options")) {
                assertThat(option.get("name").asText()).as(game.get("id").asText()).isNotEqualTo("seed");
            }
        }
    }

    @Test
    void aSeedForTheTablesThrows_isRefused_andNoTableMade() {
        assertRefusedSayingWhy(api.post("/api/v1/tables", "{\"game\":\"morris\",\"seed\":7}"), "BAD_FIELD");
    }

    @Test
    void aSeedForTheTablesThrows_isTaken_byAServerStartedToTakeOne() {
        try (TabulaServer taking = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir.resolve("c")),
                1, Duration.ofMillis(50)).withClientSeeds(true))) {
            Api.Reply reply = new Api(taking.port()).post("/api/v1/tables", "{\"game\":\"morris\",\"seed\":7}");

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

    @ParameterizedTest
    @CsvSource({"royal-ur, seed=5f1c9a, , 13", "royal-ur, seed=00ff opening=2 first=dark, , 20",
        "dice-race, seed=5, , 13", "dice-race, seed=5, , 14", "dice-race, seed=-8, '2,5/0,0 dark - 9', 7"})
    void aRecordNamingASeed_isPlayedOn_itsThrowsKept_thenTheServersOwn(String game, String options, String start,
            int steps) {
        GameProvider provider = provider(game);
        String given = seeded(provider, options, start, steps);
        Match read = Match.fromRecord(provider, given, GameOptions.defaults(provider.options()));
        String body = Api.JSON.createObjectNode().put("record", given).toString();
        String withPeople = body.substring(0, body.length() - 1) + "," + PEOPLE + "}";

        JsonNode one = created(withPeople);

        JsonNode table = one.get("table");
        assertThat(table.get("position").asText()).isEqualTo(read.position());
        assertThat(table.get("ply").asInt()).isEqualTo(read.ply());
        String record = api.get("/api/v1/tables/" + one.get("id").asText() + "/record").body();
        assertThat(record).doesNotContainPattern("(?m)^\\[?seed ");
        assertThat(Match.fromRecord(provider, record, GameOptions.defaults(provider.options())).position())
                .as(record).isEqualTo(read.position());
        assertThat(turns(record)).as("the record's throws, as written").isEqualTo(turns(given));
        // Three tables from the one record, played on alike: only their throws can part them.
        Set<List<String>> playedOn = new HashSet<>();
        for (JsonNode each : List.of(one, created(withPeople), created(withPeople))) {
            List<String> turns = turns(api.steps(each, 60).get("record").asText());
            assertThat(turns).startsWith(turns(given).toArray(String[]::new)).hasSizeGreaterThan(turns(given).size());
            playedOn.add(turns);
        }
        assertThat(playedOn).as("the server's throws after the record's").hasSizeGreaterThan(1);
    }

    @Test
    void aDiceRaceRecord_whoseRollsAreNotItsSeeds_isPlayedOn_itsRollsAsWritten() {
        GameProvider race = provider("dice-race");
        Match supplied = Match.start(race, GameOptions.defaults(race.options()));
        SplittableRandom dice = new SplittableRandom(11);
        for (int i = 0; i < 17 && supplied.status() == Status.ACTIVE; i++) {
            if (supplied.pendingChance().isPresent()) {
                supplied.supplyChance(supplied.pendingChance().get().draw(dice));
            } else {
                supplied.play(supplied.legalMoves().get(0));
            }
        }
        String given = supplied.record().replaceFirst("\n", "\nseed 5\n");

        JsonNode table = tableFrom(given);

        assertThat(table.get("record").asText()).isEqualTo(supplied.record());
        assertThat(table.get("position").asText()).isEqualTo(supplied.position());
    }

    @Test
    void aRecordNamingASeed_withADrawOfferStanding_isPlayedOn_theOfferStanding() {
        Match match = seededMatch("dice-race", "seed=9", 6);
        match.offerDraw(match.turn());

        JsonNode table = tableFrom(match.record());

        assertThat(table.get("drawOffer").asText()).isEqualTo(match.turn().id());
        assertThat(table.get("record").asText()).doesNotContain("seed").endsWith("offer " + match.turn().id() + "\n");
    }

    @Test
    void aFinishedRecordNamingASeed_isKeptAsRead_noThrowRemaining() {
        Match match = seededMatch("royal-ur", "seed=5f1c9a", 9);
        match.resign(match.turn());

        JsonNode table = tableFrom(match.record());

        assertThat(table.get("status").asText()).isEqualTo("finished");
        assertThat(table.get("position").asText()).isEqualTo(match.position());
    }

    private JsonNode created(String body) {
        Api.Reply reply = api.post("/api/v1/tables", body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private void assertRefusedSayingWhy(Api.Reply reply, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.json().get("message").asText()).contains("seed").contains("server throws the dice");
        assertThat(api.get("/api/v1/tables").json()).as("no table made").isEmpty();
    }

    private JsonNode tableFrom(String record) {
        return created(Api.JSON.createObjectNode().put("record", record).toString()).get("table");
    }

    private static GameProvider provider(String id) {
        return ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals(id)).findFirst().orElseThrow();
    }

    /** A game with a seed played {@code steps} steps from its usual start (see {@link #seeded}), read back. */
    private static Match seededMatch(String game, String options, int steps) {
        GameProvider provider = provider(game);
        return Match.fromRecord(provider, seeded(provider, options, null, steps),
                GameOptions.defaults(provider.options()));
    }

    /**
     * The record of a game with a seed ({@code seed=5f1c9a opening=2}), from the usual start or from a position,
     * its own dice thrown and the first legal move played, step by step.
     */
    private static String seeded(GameProvider provider, String options, String start, int steps) {
        Map<String, String> given = new HashMap<>();
        for (String option : options.split(" ")) {
            given.put(option.substring(0, option.indexOf('=')), option.substring(option.indexOf('=') + 1));
        }
        GameOptions seeded = GameOptions.of(provider.options(), given);
        Match match = start == null ? Match.start(provider, seeded) : Match.fromPosition(provider, start, seeded);
        for (int i = 0; i < steps && match.status() == Status.ACTIVE; i++) {
            if (match.pendingChance().isPresent()) {
                assertThat(match.drawChance().isAccepted()).isTrue();
            } else {
                assertThat(match.play(match.legalMoves().get(0)).isAccepted()).isTrue();
            }
        }
        return match.record();
    }

    /** A dice race record's rolls, in order. */
    private static List<String> rolls(String record) {
        return record.lines().filter(line -> line.startsWith("roll ")).toList();
    }

    /**
     * A record's lines of throws and moves: not its headers ({@code [rules finkel]}, {@code # game dice-race}, a
     * seed line), and an Ur turn lost without its dice as they fell (its roll stays): the seed's throw shows them,
     * the same throw supplied again does not (no position shows them).
     */
    private static List<String> turns(String record) {
        return record.lines().filter(line -> !line.startsWith("[") && !line.startsWith("#")
                && !line.startsWith("seed ")).map(line -> line.replaceFirst("^([0-9]+\\. [ld] [0-9]) [01]+: -$",
                        "$1: -")).toList();
    }
}
