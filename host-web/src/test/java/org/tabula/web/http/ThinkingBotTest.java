package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.GameCatalog;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.Origin;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A table whose bot is thinking answers reads and other tables' moves at once: bots never hold a request. */
class ThinkingBotTest {

    @TempDir
    Path dir;

    private TabulaServer server;

    /** Nim whose bot thinks until the test lets it go (and then until its time is up). */
    private static final class HeldNim implements GameProvider {
        private final NimProvider nim = new NimProvider();
        final CountDownLatch thinking = new CountDownLatch(1);
        final CountDownLatch letGo = new CountDownLatch(1);

        @Override
        public String id() {
            return nim.id();
        }

        @Override
        public String title() {
            return nim.title();
        }

        @Override
        public String version() {
            return nim.version();
        }

        @Override
        public List<OptionSpec> options() {
            return nim.options();
        }

        @Override
        public List<Side> sides() {
            return nim.sides();
        }

        @Override
        public Game newGame(GameOptions options) {
            return nim.newGame(options);
        }

        @Override
        public Game fromPosition(String position, GameOptions options) {
            return nim.fromPosition(position, options);
        }

        @Override
        public RecordedMatch readRecord(String record, GameOptions options) {
            return nim.readRecord(record, options);
        }

        @Override
        public String writeRecord(Game game, MatchMarks marks) {
            return nim.writeRecord(game, marks);
        }

        @Override
        public List<BotLevel> botLevels() {
            return nim.botLevels();
        }

        @Override
        public Bot newBot(int level, long seed) {
            BotLevel botLevel = nim.botLevels().get(level - 1);
            return new Bot() {
                @Override
                public BotLevel level() {
                    return botLevel;
                }

                @Override
                public Move chooseMove(Game game) {
                    throw new AssertionError("the server must pass its stop request");
                }

                @Override
                public Move chooseMove(Game game, BooleanSupplier stopRequested) {
                    thinking.countDown();
                    try {
                        letGo.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    while (!stopRequested.getAsBoolean()) {
                        Thread.onSpinWait();
                    }
                    return game.legalMoves().get(0);
                }
            };
        }
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    // A bot on a request's thread would hold that request for ever: the test fails instead of hanging.
    @Timeout(60)
    void aTableWhoseBotThinks_answersReadsAndMoves_atOnce_andTheBotMovesOnceLetGo() throws Exception {
        HeldNim held = new HeldNim();
        InstalledGame game = new InstalledGame(held.id(), held.title(), held.version(), held.sides(), held.options(),
                held.botLevels(), held.botLevels().get(0).level(), held, Origin.ofClass(HeldNim.class));
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(20)),
                GameCatalog.of(List.of(game), List.of(), List.of()));
        Api api = new Api(server.port());
        String first = held.sides().get(0).id();
        String second = held.sides().get(1).id();

        JsonNode botFirst = api.post("/api/v1/tables",
                "{\"game\":\"nim\",\"seats\":{\"" + first + "\":\"bot:1\",\"" + second + "\":\"human\"}}").json();
        String id = botFirst.get("id").asText();
        assertThat(held.thinking.await(10, TimeUnit.SECONDS)).as("the bot started thinking").isTrue();

        // The bot holds the only bot thread, and every answer still comes: the table's state, its record, the
        // list, and a whole game of people at another table.
        Api.Reply read = api.get("/api/v1/tables/" + id);
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.json().get("ply").asInt()).isZero();
        assertThat(read.json().get("turn").asText()).isEqualTo(first);
        assertThat(api.get("/api/v1/tables/" + id + "/record").status()).isEqualTo(200);
        assertThat(api.get("/api/v1/tables").status()).isEqualTo(200);
        JsonNode people = api.post("/api/v1/tables",
                "{\"game\":\"nim\",\"seats\":{\"" + first + "\":\"human\",\"" + second + "\":\"human\"}}").json();
        String other = people.get("id").asText();
        String move = people.get("table").get("legalMoves").get(0).get("text").asText();
        Api.Reply played = api.post("/api/v1/tables/" + other + "/moves", "{\"move\":\"" + move + "\"}",
                people.get("tokens").get(first).asText());
        assertThat(played.status()).isEqualTo(200);
        assertThat(played.json().get("ply").asInt()).isEqualTo(1);

        held.letGo.countDown();
        JsonNode after = api.awaitState(id, state -> state.get("ply").asInt() == 1);
        assertThat(after.get("ply").asInt()).as("the bot's move, once it was let go").isEqualTo(1);
        assertThat(after.get("turn").asText()).isEqualTo(second);
    }
}
