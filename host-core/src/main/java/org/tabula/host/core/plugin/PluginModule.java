package org.tabula.host.core.plugin;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import java.util.Objects;

/**
 * The discovered plugins as bindings: each installed game in a {@code Map<String, InstalledGame>} by its id
 * (a {@link MapBinder}), and the catalog with the problems met while loading them.
 *
 * <p>Made after the plugins are loaded, which is after {@code --plugins} is known; see
 * {@link org.tabula.host.HostInjector}.
 */
public final class PluginModule extends AbstractModule {

    private final GameCatalog catalog;

    /** The bindings of these loaded plugins. */
    public PluginModule(GameCatalog catalog) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
    }

    @Override
    protected void configure() {
        bind(GameCatalog.class).toInstance(catalog);
        MapBinder<String, InstalledGame> games = MapBinder.newMapBinder(binder(), String.class, InstalledGame.class);
        for (InstalledGame game : catalog.games()) {
            games.addBinding(game.id()).toInstance(game);
        }
    }
}
