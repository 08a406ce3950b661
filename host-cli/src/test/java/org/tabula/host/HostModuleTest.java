package org.tabula.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Stage;
import java.nio.file.Path;
import java.time.Clock;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.command.Cli;
import org.tabula.host.console.Console;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.plugin.GameCatalog;
import org.tabula.host.plugin.PluginFolders;

class HostModuleTest {

    private final Injector injector = Guice.createInjector(Stage.DEVELOPMENT, new HostModule());

    @Test
    void hostModule_bindsTheProcessConsole_aClock_andASeedSource() {
        assertThat(injector.getInstance(Console.class)).isInstanceOf(SystemConsole.class)
                .isSameAs(injector.getInstance(Console.class));
        assertThat(injector.getInstance(Clock.class)).isNotNull();
        SeedSource seeds = injector.getInstance(SeedSource.class);
        assertThat(LongStream.generate(seeds::nextSeed).limit(8).distinct().count()).isGreaterThan(1);
        assertThat(injector.getInstance(Cli.class)).isNotNull();
    }

    @Test
    void catalog_isLoadedOnFirstUse_soThatThePluginsOptionParsedAfterwardsCounts(@TempDir Path chosen) {
        injector.getInstance(PluginFolders.class).useOnly(chosen);

        GameCatalog catalog = injector.getInstance(GameCatalog.class);

        assertThat(catalog.folders()).singleElement().satisfies(folder -> assertThat(folder.path()).isEqualTo(chosen));
        assertThat(injector.getInstance(GameCatalog.class)).as("loaded once").isSameAs(catalog);
    }
}
