package org.tabula.host;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import java.time.Clock;
import org.tabula.host.console.Console;
import org.tabula.host.console.JLineConsole;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.plugin.PluginFolders;
import org.tabula.host.plugin.PluginLoader;

/**
 * The host's own wiring: the console, the clock, the seed source, the process environment and the plugin loader.
 * Tests replace any of these with {@code Modules.override(new HostModule()).with(...)}.
 *
 * <p>The games themselves are bound by {@link org.tabula.host.plugin.PluginModule} in a child injector, once the
 * plugins folders are known; {@link HostInjector} makes both.
 */
public final class HostModule extends AbstractModule {

    @Override
    protected void configure() {
        binder().requireAtInjectOnConstructors();
        binder().disableCircularProxies();
        bind(SeedSource.class).to(SecureSeedSource.class).in(Singleton.class);
        bind(Clock.class).toInstance(Clock.systemDefaultZone());
    }

    /** JLine's console when a person is at a terminal; plain lines when the input or output is redirected. */
    @Provides
    @Singleton
    Console console() {
        return System.console() != null ? JLineConsole.system() : new SystemConsole();
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
}
