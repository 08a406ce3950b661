package org.tabula.host.core.plugin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The games installed in this host, by id, with the problems met while loading them.
 *
 * <p>Ids are unique. Games are listed in the order of their ids.
 */
public final class GameCatalog {

    private final List<InstalledGame> games;
    private final List<PluginProblem> problems;
    private final List<PluginFolder> folders;

    private GameCatalog(List<InstalledGame> games, List<PluginProblem> problems, List<PluginFolder> folders) {
        List<InstalledGame> sorted = new ArrayList<>(games);
        sorted.sort(Comparator.comparing(InstalledGame::id));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).id().equals(sorted.get(i - 1).id())) {
                throw new IllegalArgumentException("two games with the id " + sorted.get(i).id());
            }
        }
        this.games = List.copyOf(sorted);
        this.problems = List.copyOf(problems);
        this.folders = List.copyOf(folders);
    }

    /**
     * A catalog of the given games.
     *
     * @param games games with unique ids, in any order
     * @param problems the plugins skipped while loading, in the order met
     * @param folders the plugins folders that were searched
     * @throws IllegalArgumentException when two games share an id
     */
    public static GameCatalog of(List<InstalledGame> games, List<PluginProblem> problems, List<PluginFolder> folders) {
        return new GameCatalog(games, problems, folders);
    }

    /** Every installed game, by id. */
    public List<InstalledGame> games() {
        return games;
    }

    /** The game with this id, if installed. */
    public Optional<InstalledGame> find(String id) {
        return games.stream().filter(game -> game.id().equals(id)).findFirst();
    }

    /** The ids of the installed games, in order, joined with commas; "none" when there are none. */
    public String ids() {
        return games.isEmpty() ? "none" : games.stream().map(InstalledGame::id).collect(Collectors.joining(", "));
    }

    /** The plugins and providers skipped while loading, in the order met. */
    public List<PluginProblem> problems() {
        return problems;
    }

    /** The plugins folders that were searched, in order. */
    public List<PluginFolder> folders() {
        return folders;
    }
}
