package org.tabula.web.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Stage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.CoreModule;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.plugin.PluginModule;
import org.tabula.host.core.plugin.ProblemReporter;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.WebModule;
import org.tabula.web.store.Database;
import org.tabula.web.store.TableStore;

/** The live tables are a cache bounded by their estimated size, read again from the store when asked for. */
class TableCacheTest {

    private static final TableRequest PEOPLE = new TableRequest("morris", Map.of(),
            Map.of("white", "human", "black", "human"), null, null);

    @TempDir
    Path dir;

    private final List<AutoCloseable> opened = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (int i = opened.size() - 1; i >= 0; i--) {
            opened.get(i).close();
        }
    }

    /** A table service on the store in the temporary folder, as TabulaServer wires one (without HTTP). */
    private TableService service(long cacheBytes) {
        Injector games = Guice.createInjector(Stage.DEVELOPMENT, new CoreModule(),
                new PluginModule(new PluginLoader(getClass().getClassLoader()).load(List.of())),
                binder -> binder.bind(ProblemReporter.class).toInstance(problem -> { }));
        ServerSettings settings = new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(20))
                .withTables(new TableLimits(cacheBytes, 30, 10, TableLimits.DEFAULT_MAX_RECORD_BYTES));
        Injector injector = games.createChildInjector(new WebModule(settings));
        opened.add(injector.getInstance(TableStore.class));
        opened.add(injector.getInstance(BotScheduler.class));
        TableService service = injector.getInstance(TableService.class);
        opened.add(service);
        return service;
    }

    @Test
    void manyTables_holdNoMoreThanTheCachesBytes_andEveryOneIsStillThere() {
        TableService tables = service(100_000);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            ids.add(tables.create(PEOPLE).id());
        }

        assertThat(tables.heldBytes()).isLessThanOrEqualTo(100_000);
        assertThat(tables.heldTables()).isLessThan(60);
        for (String id : ids) {
            assertThat(tables.state(id)).as(id).hasValueSatisfying(state -> assertThat(state.version()).isZero());
        }
    }

    @Test
    void aTableLetGo_isReadBackWithItsMovesVersionSeatsAndTokens() {
        // A cache smaller than any table: every table is let go as soon as it is made or changed.
        TableService tables = service(1);
        TableRequest open = new TableRequest("morris", Map.of(), Map.of("white", "human", "black", "human"), null,
                null);
        Created created = tables.create(open);
        String white = created.tokens().get("white");
        String black = created.tokens().get("black");
        TableState played = null;
        for (int i = 0; i < 4; i++) {
            TableState now = tables.state(created.id()).orElseThrow();
            String token = now.turn().equals("white") ? white : black;
            Answer answer = tables.act(created.id(), token, TableAction.move(now.legalMoves().get(0).text()));
            assertThat(answer).isInstanceOf(Answer.Done.class);
            played = ((Answer.Done) answer).state();
        }
        assertThat(tables.heldTables()).isZero();

        TableState read = tables.state(created.id()).orElseThrow();
        assertThat(read.version()).isEqualTo(4);
        assertThat(read.record()).isEqualTo(played.record());
        assertThat(read.seats()).isEqualTo(played.seats());
        assertThat(read.open()).isEqualTo(played.open());
        assertThat(tables.seatOf(created.id(), white)).contains("white");
        assertThat(tables.seatOf(created.id(), black)).contains("black");
    }

    @Test
    void aLongTableLetGo_isReadBackFromItsRecordAndItsLog_atEveryVersion() {
        // Every action reads the table back from the store: the record written whole every 256 versions (and at
        // the end), then the moves and throws logged after it. The Royal Game of Ur: throws, moves and passes.
        // A game's length follows the server's secret dice: tables are played until one passes 256 versions.
        TableService tables = service(1);
        java.util.Random random = new java.util.Random(31);
        long longest = 0;
        for (int game = 0; game < 8 && longest <= 256; game++) {
            longest = Math.max(longest, playReadingBack(tables, random));
        }
        assertThat(longest).as("past the record written at 256").isGreaterThan(256);
    }

    /** Plays an Ur table to its end or 300 versions, checking each version read back; gives its last version. */
    private static long playReadingBack(TableService tables, java.util.Random random) {
        Created created = tables.create(new TableRequest("royal-ur", Map.of(),
                Map.of("light", "human", "dark", "human"), null, null));
        TableState played = created.state();
        while (played.status().equals("active") && played.version() < 300) {
            String token = created.tokens().get(played.turn());
            TableAction action = played.chance() != null ? TableAction.roll()
                    : TableAction.move(played.legalMoves().get(random.nextInt(played.legalMoves().size())).text());
            Answer answer = tables.act(created.id(), token, action);
            assertThat(answer).as("version %d", played.version()).isInstanceOf(Answer.Done.class);
            played = ((Answer.Done) answer).state();

            TableState read = tables.state(created.id()).orElseThrow();
            assertThat(read.version()).isEqualTo(played.version());
            assertThat(read.record()).as("version %d", played.version()).isEqualTo(played.record());
            assertThat(read.position()).isEqualTo(played.position());
            assertThat(read.chance()).isEqualTo(played.chance());
            assertThat(read.legalMoves()).isEqualTo(played.legalMoves());
        }
        return played.version();
    }

    @Test
    void restart_readsAgainOnlyTheTablesABotSitsAt() throws Exception {
        TableService first = service(TableLimits.DEFAULT_CACHE_BYTES);
        for (int i = 0; i < 20; i++) {
            first.create(PEOPLE);
        }
        // A bot against a person who never moves: its table stays active.
        String withBot = first.create(new TableRequest("morris", Map.of(),
                Map.of("white", "human", "black", "bot:1"), null, null)).id();
        close();
        opened.clear();

        TableService again = service(TableLimits.DEFAULT_CACHE_BYTES);
        again.start();

        assertThat(again.heldTables()).isEqualTo(1);
        assertThat(again.state(withBot)).isPresent();
    }
}
