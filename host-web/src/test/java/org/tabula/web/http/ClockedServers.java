package org.tabula.web.http;

import com.google.inject.Guice;
import com.google.inject.Stage;
import com.google.inject.util.Modules;
import java.time.Clock;
import java.util.List;
import org.tabula.host.core.CoreModule;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.plugin.PluginModule;
import org.tabula.host.core.plugin.ProblemReporter;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;

/** Servers whose time is a test's clock: wired as TabulaServer wires itself, the clock bound in CoreModule's place. */
public final class ClockedServers {

    private ClockedServers() {
    }

    /** A server on the games of the class path, reading time from {@code clock}. */
    public static TabulaServer start(ServerSettings settings, Clock clock) {
        ProblemReporter toStderr = problem -> System.err.println("tabula: " + problem);
        var injector = Guice.createInjector(Stage.DEVELOPMENT,
                Modules.override(new CoreModule()).with(binder -> binder.bind(Clock.class).toInstance(clock)),
                new PluginModule(new PluginLoader(TabulaServer.class.getClassLoader()).load(List.of())),
                binder -> binder.bind(ProblemReporter.class).toInstance(toStderr));
        return TabulaServer.start(injector, settings);
    }
}
