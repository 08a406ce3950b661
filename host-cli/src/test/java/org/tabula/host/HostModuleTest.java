package org.tabula.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.command.Cli;
import org.tabula.host.console.Console;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.plugin.GameCatalog;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.TestHost;

class HostModuleTest {

    private static final Key<Map<String, InstalledGame>> GAMES_BY_ID = Key.get(new TypeLiteral<>() { });

    @Test
    void hostModule_bindsTheProcessConsole_aClock_andASeedSource() {
        Injector injector = HostInjector.create(new HostModule());

        assertThat(injector.getInstance(Console.class)).as("no terminal under the test runner")
                .isInstanceOf(SystemConsole.class)
                .isSameAs(injector.getInstance(Console.class));
        assertThat(injector.getInstance(Clock.class)).isNotNull();
        SeedSource seeds = injector.getInstance(SeedSource.class);
        assertThat(LongStream.generate(seeds::nextSeed).limit(8).distinct().count()).isGreaterThan(1);
        assertThat(injector.getInstance(Cli.class)).isNotNull();
    }

    @Test
    void installedGames_areBoundInAMapById_theClassPathsMorrisAmongThem() {
        Injector injector = HostInjector.create(new HostModule());

        Map<String, InstalledGame> games = injector.getInstance(GAMES_BY_ID);

        assertThat(games).containsKey("morris");
        assertThat(games.get("morris").provider().id()).isEqualTo("morris");
    }

    @Test
    void pluginsOption_isReadBeforeTheWiring_soThatItsGamesAreBound(@TempDir Path dir) {
        PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(dir.resolve("nim.jar"));

        Injector injector = TestHost.create().injector("games", "--plugins", dir.toString());

        assertThat(injector.getInstance(GAMES_BY_ID)).containsKeys("morris", "nim");
        assertThat(injector.getInstance(GameCatalog.class).folders()).singleElement()
                .satisfies(folder -> assertThat(folder.path()).isEqualTo(dir));
    }

    @Test
    void pluginsArgument_isFoundInEitherSpelling_andNotAfterTheEndOfOptions() {
        assertThat(PluginsArgument.scan("--plugins", "a", "games")).contains(Path.of("a"));
        assertThat(PluginsArgument.scan("play", "morris", "--plugins=b")).contains(Path.of("b"));
        assertThat(PluginsArgument.scan("--plugins")).isEmpty();
        assertThat(PluginsArgument.scan("--plugins=")).isEmpty();
        assertThat(PluginsArgument.scan("games", "--", "--plugins", "c")).isEmpty();
        assertThat(PluginsArgument.scan()).isEmpty();
    }
}
