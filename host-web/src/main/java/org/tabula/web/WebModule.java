package org.tabula.web;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.Objects;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.web.http.ApiServer;
import org.tabula.web.store.Database;
import org.tabula.web.store.TableStore;
import org.tabula.web.table.TableService;

/**
 * The server's wiring, installed beside the installed games (a child of the injector that has them): its
 * settings, the table store opened from the URL, the bots' pool, the table service and the HTTP app.
 */
public final class WebModule extends AbstractModule {

    private final ServerSettings settings;

    /** The wiring of a server with these settings. */
    public WebModule(ServerSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    @Override
    protected void configure() {
        bind(ServerSettings.class).toInstance(settings);
        bind(TableService.class).in(Singleton.class);
        bind(ApiServer.class).in(Singleton.class);
    }

    /**
     * The store the URL names, migrated.
     *
     * @throws IllegalArgumentException when the URL names neither SQLite, H2 nor PostgreSQL
     */
    @Provides
    @Singleton
    TableStore store(ServerSettings settings) {
        return Database.open(settings.databaseUrl(), settings.databaseTimeout());
    }

    @Provides
    @Singleton
    BotScheduler botScheduler(ServerSettings settings, Clock clock) {
        return new BotScheduler(settings.botThreads(), clock);
    }
}
