package org.tabula.host;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import java.time.Clock;
import org.tabula.host.console.Console;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.plugin.GameCatalog;
import org.tabula.host.plugin.PluginFolders;
import org.tabula.host.plugin.PluginLoader;
import org.tabula.host.plugin.PluginProblem;

/**
 * The host's wiring: the console, the clock, the seed source, the process environment, and the installed
 * games. Tests replace any of these with {@code Modules.override(new HostModule()).with(...)}.
 *
 * <p>The injector must be made in {@code Stage.DEVELOPMENT}: the catalog is a lazy singleton because the
 * plugins folder comes from the command line, which is parsed after the injector is made.
 */
public final class HostModule extends AbstractModule {

    @Override
    protected void configure() {
        binder().requireAtInjectOnConstructors();
        binder().disableCircularProxies();
        bind(SeedSource.class).to(SecureSeedSource.class).in(Singleton.class);
        bind(Clock.class).toInstance(Clock.systemDefaultZone());
    }

    @Provides
    @Singleton
    Console console() {
        return new SystemConsole();
    }

    @Provides
    @Singleton
    HostEnvironment environment() {
        return HostEnvironment.fromSystem();
    }

    /** Plugins share the host's own loader as parent, and so the one copy of the api classes. */
    @Provides
    PluginLoader pluginLoader() {
        return new PluginLoader(HostModule.class.getClassLoader());
    }

    @Provides
    @Singleton
    PluginFolders pluginFolders(HostEnvironment environment) {
        return PluginFolders.of(environment.home(), environment.pluginsVariable());
    }

    /** The installed games, loaded once on first use; every plugin skipped is reported on the console's errors. */
    @Provides
    @Singleton
    GameCatalog catalog(PluginLoader loader, PluginFolders folders, Console console) {
        GameCatalog catalog = loader.load(folders.folders());
        for (PluginProblem problem : catalog.problems()) {
            console.err().println("tabula: " + problem);
        }
        console.err().flush();
        return catalog;
    }
}
