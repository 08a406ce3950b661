package org.tabula.host.core.seat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.InstalledGame;

/** Who plays each side of a game, from what a person or a platform asked for, checked against the game. */
public final class Seats {

    private Seats() {
    }

    /**
     * Each of the game's sides with its player, in the game's order: those given, the others by default (the
     * first side a person, the others the game's middle bot; everyone a person when the game has no bot).
     *
     * @param given side id to {@code human}, {@code bot} or {@code bot:LEVEL}, as asked
     * @param botsOnly true when every side must be a bot (a match between bots)
     * @throws SeatingException for a side the game does not have, or a player it cannot have
     */
    public static Map<Side, PlayerChoice> resolve(InstalledGame game, Map<String, String> given, boolean botsOnly) {
        List<String> ids = game.sides().stream().map(Side::id).toList();
        for (String sideId : given.keySet()) {
            if (!ids.contains(sideId)) {
                throw new SeatingException(null, null, game.id() + " has no side '" + sideId + "' (its sides: "
                        + String.join(", ", ids) + ").");
            }
        }
        if (botsOnly && game.botLevels().isEmpty()) {
            throw new SeatingException(null, null, game.id() + " has no bot to play a match with.");
        }
        Map<Side, PlayerChoice> seats = new LinkedHashMap<>();
        for (int i = 0; i < game.sides().size(); i++) {
            Side side = game.sides().get(i);
            String text = given.get(side.id());
            PlayerChoice player;
            if (text == null) {
                player = game.botLevels().isEmpty() || (i == 0 && !botsOnly)
                        ? PlayerChoice.HUMAN : PlayerChoice.bot(game.defaultBotLevel());
            } else {
                try {
                    player = PlayerChoice.parse(text, game);
                } catch (IllegalArgumentException e) {
                    throw new SeatingException(side.id(), text, e.getMessage());
                }
                if (botsOnly && player.human()) {
                    throw new SeatingException(side.id(), text, "a match is played by bots only.");
                }
            }
            seats.put(side, player);
        }
        return seats;
    }
}
