package org.tabula.host.command;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tabula.api.Side;
import org.tabula.host.play.PlayerChoice;
import org.tabula.host.plugin.InstalledGame;
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
        List<String> ids = game.sides().stream().map(Side::id).toList();
        for (String sideId : given.keySet()) {
            if (!ids.contains(sideId)) {
                throw choice.usage(game.id() + " has no side '" + sideId + "' (its sides: "
                        + String.join(", ", ids) + ").");
            }
        }
        if (botsOnly && game.botLevels().isEmpty()) {
            throw choice.usage(game.id() + " has no bot to play a match with.");
        }
        Map<Side, PlayerChoice> seats = new LinkedHashMap<>();
        for (int i = 0; i < game.sides().size(); i++) {
            Side side = game.sides().get(i);
            String text = given.get(side.id());
            PlayerChoice player;
            if (text == null) {
                player = game.botLevels().isEmpty() || (i == 0 && !botsOnly)
                        ? PlayerChoice.HUMAN : PlayerChoice.middle(game.botLevels());
            } else {
                try {
                    player = PlayerChoice.parse(text, game.id(), game.botLevels());
                } catch (IllegalArgumentException e) {
                    throw choice.usage("--" + side.id() + " " + text + ": " + e.getMessage());
                }
                if (botsOnly && player.human()) {
                    throw choice.usage("--" + side.id() + " " + text + ": a match is played by bots only.");
                }
            }
            seats.put(side, player);
        }
        return seats;
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
