package org.tabula.host.command;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.host.core.seat.SeatingException;
import org.tabula.host.core.seat.Seats;
import picocli.CommandLine.ParameterException;

/**
 * Who plays each side, as the command line said it: {@code --white bot:3}, or {@code --side white=bot:3} for any
 * side; checked against the chosen game's sides and bot levels once the game is known.
 */
final class Seating {

    private final Map<String, String> given = new LinkedHashMap<>();
    private final List<String> twice = new ArrayList<>();
    private final Set<String> ownOptions = new HashSet<>();

    /** Records a side's player as given; a side given twice is reported when the seats are resolved. */
    void give(String sideId, String player) {
        if (given.putIfAbsent(sideId, player) != null) {
            twice.add(sideId);
        }
    }

    /** True when nothing was given. */
    boolean isEmpty() {
        return given.isEmpty();
    }

    /**
     * Each of the game's sides with its player, in the game's order: those given, the others by default (the
     * first side a person, the others the game's middle bot; everyone a person when the game has no bot).
     *
     * @param botsOnly true when every side must be a bot (a match)
     * @throws ParameterException for a side the game does not have, a side given twice, or a player it cannot have
     */
    Map<Side, PlayerChoice> resolve(InstalledGame game, boolean botsOnly, GameChoice choice) {
        if (!twice.isEmpty()) {
            throw choice.usage("Who plays " + twice.get(0) + " is given twice.");
        }
        try {
            return Seats.resolve(game, given, botsOnly);
        } catch (SeatingException e) {
            throw choice.usage(e.sideId() == null ? e.getMessage()
                    : "--" + e.sideId() + " " + e.asked() + ": " + e.getMessage());
        }
    }

    /** Records that a side has an option of its own, {@code --NAME}. */
    void hasOption(String sideId) {
        ownOptions.add(sideId);
    }

    /**
     * The seats as command-line options, {@code --white human --black bot:3}, to repeat in a command; a side
     * without an option of its own as {@code --side NAME=PLAYER}.
     */
    String asOptions(Map<Side, PlayerChoice> seats) {
        return seats.entrySet().stream()
                .map(seat -> ownOptions.contains(seat.getKey().id())
                        ? "--" + seat.getKey().id() + " " + seat.getValue()
                        : "--side " + seat.getKey().id() + "=" + seat.getValue())
                .collect(Collectors.joining(" "));
    }
}
