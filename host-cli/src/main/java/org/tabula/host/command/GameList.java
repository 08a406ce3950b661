package org.tabula.host.command;

import java.io.PrintWriter;
import java.util.List;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;

/** What {@code tabula play} says when no game is named: the installed games, and how to start one. */
final class GameList {

    private GameList() {
    }

    /** Prints the games' ids and titles, ids padded to one column, then the command that starts one. */
    static void print(InstalledGames installed, PrintWriter err) {
        List<InstalledGame> games = installed.all();
        if (games.isEmpty()) {
            err.println("tabula play: which game? No games are installed (tabula games tells where plugins go).");
            err.flush();
            return;
        }
        int width = games.stream().mapToInt(game -> game.id().length()).max().orElse(0);
        err.println("tabula play: which game? The installed games:");
        for (InstalledGame game : games) {
            err.println("  " + game.id() + " ".repeat(width - game.id().length()) + "  " + game.title());
        }
        err.println("Start one with: tabula play GAME (for example: tabula play " + games.get(0).id()
                + "); tabula games GAME tells its sides and options.");
        err.flush();
    }
}
