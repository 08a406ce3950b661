package org.tabula.host.core.plugin;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The installed games a command works with, by id, as the plugin module bound them.
 *
 * <p>Made once, when a command first asks for a game: that is when the plugins skipped at load are reported on
 * host's {@link ProblemReporter}, so that {@code --help} and {@code --version} stay quiet.
 */
@Singleton
public final class InstalledGames {

    private final Map<String, InstalledGame> byId;
    private final GameCatalog catalog;

    @Inject
    InstalledGames(Map<String, InstalledGame> byId, GameCatalog catalog, ProblemReporter reporter) {
        this.byId = new TreeMap<>(byId);
        this.catalog = catalog;
        catalog.problems().forEach(reporter::report);
    }

    /** Every installed game, in the order of the ids. */
    public List<InstalledGame> all() {
        return List.copyOf(new ArrayList<>(byId.values()));
    }

    /** The game with this id, if installed. */
    public Optional<InstalledGame> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The installed games whose provider says a record names them: one, when the record names its game. */
    public List<InstalledGame> claiming(String record) {
        return byId.values().stream().filter(game -> game.provider().claimsRecord(record)).toList();
    }

    /**
     * Another installed game a record names, when it does not name {@code game}: a record given as {@code game}'s
     * that is another's. Empty when the record names {@code game} (whatever else it names) or no installed game.
     */
    public Optional<InstalledGame> namedInstead(InstalledGame game, String record) {
        if (game.provider().claimsRecord(record)) {
            return Optional.empty();
        }
        return claiming(record).stream().filter(other -> !other.id().equals(game.id())).findFirst();
    }

    /** The ids, joined with commas; "none" when no game is installed. */
    public String ids() {
        return byId.isEmpty() ? "none" : String.join(", ", byId.keySet());
    }

    /** The plugins folders that were searched. */
    public List<PluginFolder> folders() {
        return catalog.folders();
    }
}
