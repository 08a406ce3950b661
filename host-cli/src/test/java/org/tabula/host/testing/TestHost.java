package org.tabula.host.testing;

import com.google.inject.AbstractModule;
import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.util.Modules;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.tabula.host.HostInjector;
import org.tabula.host.HostModule;
import org.tabula.host.Main;
import org.tabula.host.console.Console;
import org.tabula.host.core.HostEnvironment;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.testing.HidingClassLoader;

/**
 * The real host wiring with fakes where the world comes in: a recording console, no launcher folder or
 * environment unless given, a fixed clock and seed, and a host loader that hides the test games.
 */
public final class TestHost {

    /** The instant the fixed clock stands at. */
    public static final Instant NOW = Instant.parse("2026-01-01T12:00:00Z");

    private final FakeConsole console;
    private final HostEnvironment environment;
    private final ClassLoader hostLoader;
    private final Clock clock;
    /** Bindings over the fakes: a fault put in (a writer that fails), a console that acts between lines. */
    private final Module extra;

    private TestHost(FakeConsole console, HostEnvironment environment, ClassLoader hostLoader, Clock clock) {
        this(console, environment, hostLoader, clock, Modules.EMPTY_MODULE);
    }

    private TestHost(FakeConsole console, HostEnvironment environment, ClassLoader hostLoader, Clock clock,
            Module extra) {
        this.console = console;
        this.environment = environment;
        this.hostLoader = hostLoader;
        this.clock = clock;
        this.extra = extra;
    }

    /** A host with no launcher folder and no TABULA_PLUGINS, whatever the machine running the tests has. */
    public static TestHost create() {
        return new TestHost(FakeConsole.withoutInput(), HostEnvironment.none(), HidingClassLoader.withoutTestGames(),
                Clock.fixed(NOW, ZoneOffset.UTC));
    }

    /** The same host, its console replaced by this one (scripted input, terminal or not). */
    public TestHost withConsole(FakeConsole replacement) {
        return new TestHost(replacement, environment, hostLoader, clock, extra);
    }

    /** The same host with redirected input holding these lines. */
    public TestHost typing(String... lines) {
        return withConsole(FakeConsole.piped(lines));
    }

    /** The same host on this clock. */
    public TestHost withClock(Clock replacement) {
        return new TestHost(console, environment, hostLoader, replacement, extra);
    }

    /** The same host as if launched from this folder, with this TABULA_PLUGINS value (or none). */
    public TestHost withEnvironment(Path home, String pluginsVariable) {
        return new TestHost(console, new HostEnvironment(Optional.ofNullable(home), Optional.ofNullable(pluginsVariable)),
                hostLoader, clock, extra);
    }

    /** The same host with nothing on its class path but the JDK: no game at all, unless from a plugins folder. */
    public TestHost withEmptyClassPath() {
        return new TestHost(console, environment, ClassLoader.getPlatformClassLoader(), clock, extra);
    }

    /** The same host with these bindings over the fakes (the console's output is still read from {@link #console}). */
    public TestHost withModule(Module replacement) {
        return new TestHost(console, environment, hostLoader, clock, replacement);
    }

    /** The console, to look at what was offered and left unread. */
    public FakeConsole console() {
        return console;
    }

    /** The injector for a run with these arguments: HostModule overridden by the fakes, and the plugins found. */
    public Injector injector(String... args) {
        Module fakes = new AbstractModule() {
            @Override
            protected void configure() {
                bind(Console.class).toInstance(console);
                bind(HostEnvironment.class).toInstance(environment);
                bind(Clock.class).toInstance(clock);
                bind(SeedSource.class).toInstance(() -> 42L);
                bind(PluginLoader.class).toInstance(new PluginLoader(hostLoader));
            }
        };
        return HostInjector.create(Modules.override(Modules.override(new HostModule()).with(fakes)).with(extra), args);
    }

    /** Runs {@code tabula} with these arguments in a fresh injector. */
    public Run run(String... args) {
        // Through Main's own dispatch, so that --help and --version are answered as the launcher answers them.
        int code = Main.run(args, () -> console, () -> injector(args));
        return new Run(code, console.output(), console.errors());
    }

    /**
     * What one run did.
     *
     * @param exitCode the exit code
     * @param out what went to standard output
     * @param err what went to standard error
     */
    public record Run(int exitCode, String out, String err) {
    }
}
