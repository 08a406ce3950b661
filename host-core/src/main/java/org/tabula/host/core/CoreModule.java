package org.tabula.host.core;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import java.time.Clock;
import org.tabula.host.core.plugin.PluginFolders;
import org.tabula.host.core.plugin.PluginLoader;

/**
 * What every host binds the same way: the clock, the seed source, the process environment and the plugin
 * loader with its folders. A host installs it in its own module and adds its own parts (a console, a server);
 * tests replace any of these with {@code Modules.override(...)}.
 */
public final class CoreModule extends AbstractModule {

    @Override
    protected void configure() {
        binder().requireAtInjectOnConstructors();
        binder().disableCircularProxies();
        bind(SeedSource.class).to(SecureSeedSource.class).in(Singleton.class);
        bind(Clock.class).toInstance(Clock.systemDefaultZone());
    }

    @Provides
    @Singleton
    HostEnvironment environment() {
        return HostEnvironment.fromSystem();
    }

    /** Plugins share the host's own loader as parent, and so the one copy of the api classes. */
    @Provides
    PluginLoader pluginLoader() {
        return new PluginLoader(CoreModule.class.getClassLoader());
    }

    @Provides
    @Singleton
    PluginFolders pluginFolders(HostEnvironment environment) {
        return PluginFolders.of(environment.home(), environment.pluginsVariable());
    }
}
