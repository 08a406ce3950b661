package org.tabula.host;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import org.tabula.host.command.DataFolder;
import org.tabula.host.console.Console;
import org.tabula.host.console.JLineConsole;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.core.CoreModule;
import org.tabula.host.core.plugin.ProblemReporter;

/**
 * The terminal host's wiring: what every host shares ({@link CoreModule}: clock, seeds, environment, plugin
 * loader) and the console. Tests replace any of these with {@code Modules.override(new HostModule()).with(...)}.
 *
 * <p>The games themselves are bound by {@link org.tabula.host.core.plugin.PluginModule} in a child injector, once
 * the plugins folders are known; {@link HostInjector} makes both.
 */
public final class HostModule extends AbstractModule {

    @Override
    protected void configure() {
        install(new CoreModule());
    }

    /** JLine's console when a person is at a terminal; plain lines when the input or output is redirected. */
    @Provides
    @Singleton
    Console console() {
        return System.console() != null ? JLineConsole.system() : new SystemConsole();
    }

    /** Where the server's database and the shell's history go, from this process's environment. */
    @Provides
    DataFolder dataFolder() {
        return DataFolder.ofSystem();
    }

    /** A plugin skipped is said on the console's error stream, one line each. */
    @Provides
    ProblemReporter problemReporter(Console console) {
        return problem -> {
            console.err().println("tabula: " + problem);
            console.err().flush();
        };
    }
}
