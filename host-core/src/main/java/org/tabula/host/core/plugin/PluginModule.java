package org.tabula.host.core.plugin;

import com.google.inject.AbstractModule;
import com.google.inject.TypeLiteral;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The discovered plugins as bindings: the installed games in a {@code Map<String, InstalledGame>} by id, in the
 * order of the ids, and the catalog with the problems met while loading them.
 *
 * <p>The map is bound as one instance, not through a MapBinder: the games are all known when the module is made,
 * and a MapBinder's machinery cost every run of the launcher start-up time for nothing.
 *
 * <p>Made after the plugins are loaded, which is after {@code --plugins} is known; see
 * {@code org.tabula.host.HostInjector} in the terminal host.
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
        Map<String, InstalledGame> games = new LinkedHashMap<>();
        for (InstalledGame game : catalog.games()) {
            games.put(game.id(), game);
        }
        bind(new TypeLiteral<Map<String, InstalledGame>>() { }).toInstance(Collections.unmodifiableMap(games));
    }
}
