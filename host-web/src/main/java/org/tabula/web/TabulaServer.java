package org.tabula.web;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.ProvisionException;
import com.google.inject.Stage;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.tabula.host.core.CoreModule;
import org.tabula.host.core.plugin.GameCatalog;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.plugin.PluginModule;
import org.tabula.host.core.plugin.ProblemReporter;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.web.http.ApiServer;
import org.tabula.web.store.TableStore;
import org.tabula.web.table.TableService;

/**
 * A running game server: its store open, its tables' bots carrying on, its HTTP API listening. {@link #close()}
 * stops HTTP, then the bots, then the store.
 */
public final class TabulaServer implements AutoCloseable {

    private final ApiServer api;
    /** The address listened on, as given. */
    private final String address;
    /** What to close, last opened first: HTTP, table service, bot pool, store. */
    private final Deque<AutoCloseable> parts;

    private TabulaServer(ApiServer api, String address, Deque<AutoCloseable> parts) {
        this.api = api;
        this.address = address;
        this.parts = parts;
    }

    /**
     * Starts a server on the games the injector has (bound by {@link PluginModule}).
     *
     * @throws IllegalArgumentException when the database URL names neither SQLite, H2 nor PostgreSQL
     * @throws org.tabula.web.store.StoreException when the database cannot be opened
     */
    public static TabulaServer start(Injector withGames, ServerSettings settings) {
        Injector injector = withGames.createChildInjector(new WebModule(settings));
        Deque<AutoCloseable> parts = new ArrayDeque<>();
        try {
            parts.push(instance(injector, TableStore.class));
            parts.push(injector.getInstance(BotScheduler.class));
            TableService tables = injector.getInstance(TableService.class);
            parts.push(tables);
            tables.start();
            ApiServer api = injector.getInstance(ApiServer.class);
            parts.push(api);
            api.start();
            return new TabulaServer(api, settings.access().bind(), parts);
        } catch (RuntimeException e) {
            closeAll(parts);
            throw e;
        }
    }

    /** Starts a server on these games, wired on its own (tests, and a platform embedding the server). */
    public static TabulaServer start(ServerSettings settings, GameCatalog games) {
        ProblemReporter toStderr = problem -> System.err.println("tabula: " + problem);
        Injector injector = Guice.createInjector(Stage.DEVELOPMENT, new CoreModule(), new PluginModule(games),
                binder -> binder.bind(ProblemReporter.class).toInstance(toStderr));
        return start(injector, settings);
    }

    /** Starts a server on the games found on the class path. */
    public static TabulaServer start(ServerSettings settings) {
        return start(settings, new PluginLoader(TabulaServer.class.getClassLoader()).load(List.of()));
    }

    /** Guice wraps what a provider throws; the store's own exception says more. */
    private static <T> T instance(Injector injector, Class<T> type) {
        try {
            return injector.getInstance(type);
        } catch (ProvisionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    /** Where the server listens: the address it was given and its port. */
    public URI url() {
        return url(address, port());
    }

    /** The URL of a server listening on this address (an IPv6 one in brackets) and port. */
    public static URI url(String address, int port) {
        return URI.create("http://" + authority(address, port) + "/");
    }

    /** {@code ADDRESS:PORT}, an IPv6 address in brackets. */
    static String authority(String address, int port) {
        String host = address.contains(":") && !address.startsWith("[") ? "[" + address + "]" : address;
        return host + ":" + port;
    }

    /** The port the API listens on. */
    public int port() {
        return api.port();
    }

    /** Stops HTTP, the bots and the store, in that order. */
    @Override
    public void close() {
        closeAll(parts);
    }

    private static void closeAll(Deque<AutoCloseable> parts) {
        while (!parts.isEmpty()) {
            try {
                parts.pop().close();
            } catch (Exception e) {
                System.err.println("tabula serve: closing failed: " + e);
            }
        }
    }
}
