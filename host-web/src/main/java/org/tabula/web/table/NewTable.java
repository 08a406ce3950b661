package org.tabula.web.table;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.host.core.seat.SeatingException;
import org.tabula.host.core.seat.Seats;

/** Checks a {@link TableRequest} against the installed games and makes its match, or says what is wrong. */
final class NewTable {

    /** What a request says for a seat left for whoever joins it from the lobby. */
    static final String OPEN = "open";

    private NewTable() {
    }

    /** The game the request names, or the one its record names. */
    static InstalledGame game(InstalledGames games, TableRequest request) {
        if (request.game() != null) {
            return games.find(request.game()).orElseThrow(() -> new BadTableRequest("UNKNOWN_GAME",
                    "No game '" + request.game() + "' is installed (installed: " + games.ids() + ")."));
        }
        if (request.record() == null) {
            throw new BadTableRequest("MISSING_GAME", "Say which game to play: \"game\", or a \"record\".");
        }
        List<InstalledGame> claiming = games.claiming(request.record());
        if (claiming.size() != 1) {
            throw new BadTableRequest("UNKNOWN_GAME", "The record does not name one installed game; say \"game\".");
        }
        return claiming.get(0);
    }

    /** The match the request asks for: the usual start with its options, or its record played through. */
    static Match match(InstalledGame game, TableRequest request) {
        GameOptions options;
        try {
            options = GameOptions.of(game.options(), request.options());
        } catch (IllegalArgumentException e) {
            throw new BadTableRequest("BAD_OPTION", e.getMessage());
        }
        ServerDice.refuseGivenSeed(game.options(), options);
        if (request.record() == null) {
            return started(game, options);
        }
        if (!request.options().isEmpty()) {
            // The options given are checked on their own, so that one the game refuses is named as an option.
            started(game, options);
        }
        Match read;
        try {
            read = Match.fromRecord(game.provider(), request.record(), options);
        } catch (IllegalArgumentException e) {
            // A TextFormatException (naming line and column) among them.
            throw new BadTableRequest("BAD_RECORD", "The record cannot be read: " + e.getMessage());
        }
        // Its throws kept, its seed left out: the server throws every later one from its own.
        return SeedlessReplay.of(read, game.options());
    }

    /**
     * A match from the usual start with these options. Each game checks its values' range (a negative limit, a
     * seed that is not hexadecimal) when it makes a game, and says which option it refuses.
     */
    private static Match started(InstalledGame game, GameOptions options) {
        try {
            return Match.start(game.provider(), options);
        } catch (IllegalArgumentException e) {
            throw new BadTableRequest("BAD_OPTION", e.getMessage());
        }
    }

    /** Each side's player: those asked for, the others as Seats gives them; an open seat is a person's. */
    static Map<Side, PlayerChoice> seats(InstalledGame game, TableRequest request) {
        Map<String, String> asked = new LinkedHashMap<>(request.seats());
        asked.replaceAll((side, player) -> open(player) ? "human" : player);
        try {
            return Seats.resolve(game, asked, false);
        } catch (SeatingException e) {
            throw new BadTableRequest("BAD_SEAT", e.getMessage());
        }
    }

    /**
     * The names asked for, checked (SaidText), in the game's side order.
     *
     * @throws BadTableRequest (BAD_NAME) when one names no side of the game or is not a name
     */
    static Map<String, String> names(InstalledGame game, TableRequest request, int maxChars) {
        Map<String, String> names = new LinkedHashMap<>();
        request.names().keySet().stream().filter(side -> game.sides().stream().noneMatch(s -> s.id().equals(side)))
                .findFirst().ifPresent(side -> {
                    throw new BadTableRequest("BAD_NAME", "'" + side + "' is not a side of " + game.id() + ".");
                });
        for (Side side : game.sides()) {
            String given = request.names().get(side.id());
            if (given != null) {
                names.put(side.id(), SaidText.name(given, maxChars));
            }
        }
        return names;
    }

    /** The sides asked for as {@code open}: human seats whose token waits for whoever joins. */
    static Set<String> openSides(TableRequest request) {
        Set<String> open = new HashSet<>();
        request.seats().forEach((side, player) -> {
            if (open(player)) {
                open.add(side);
            }
        });
        return open;
    }

    private static boolean open(String player) {
        return player != null && player.strip().equalsIgnoreCase(OPEN);
    }
}
