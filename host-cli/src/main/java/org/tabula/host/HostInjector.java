package org.tabula.host;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.Stage;
import org.tabula.host.command.Cli;
import org.tabula.host.core.plugin.GameCatalog;
import org.tabula.host.core.plugin.PluginFolders;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.plugin.PluginModule;

/**
 * Wires the host for one run, in two steps: the host's own module (console, clock, seeds, environment, plugin
 * loader), then, in a child injector, the plugins that loader finds in the folders the arguments and the
 * environment name, bound by id.
 *
 * <p>Tests wire the host the same way, with the host module overridden by fakes.
 */
public final class HostInjector {

    private HostInjector() {
    }

    /**
     * The injector for a run with these arguments.
     *
     * @param hostModule {@link HostModule}, or it overridden by a test's fakes
     */
    public static Injector create(Module hostModule, String... args) {
        // DEVELOPMENT: singletons such as the terminal are made on first use, and it starts faster.
        Injector host = Guice.createInjector(Stage.DEVELOPMENT, hostModule);
        PluginFolders folders = host.getInstance(PluginFolders.class);
        PluginsArgument.scan(args).ifPresent(folders::useOnly);
        GameCatalog catalog = host.getInstance(PluginLoader.class).load(folders.folders());
        return host.createChildInjector(new PluginModule(catalog), binder -> {
            // Bound here so that the command line, and every command it makes, comes from the injector with the games.
            binder.bind(Cli.class);
        });
    }
}
