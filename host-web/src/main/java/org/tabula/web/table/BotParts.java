package org.tabula.web.table;

import java.util.List;
import java.util.Map;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Side;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.seat.PlayerChoice;

/** The precomputed parts a table's bots and analysis read (api {@code PrecomputedData}), none for most games. */
final class BotParts {

    private BotParts() {
    }

    /** The parts a bot of this level reads in a game with these options. */
    static List<String> forBot(GameProvider provider, int level, GameOptions options) {
        return provider.precomputedData().map(data -> data.partsForBot(level, options)).orElse(List.of());
    }

    /** The parts the game's analysis of this state reads. */
    static List<String> forAnalysis(GameProvider provider, Game state) {
        return provider.precomputedData().map(data -> data.partsForAnalysis(state)).orElse(List.of());
    }

    /**
     * Refuses a seat whose bot reads a part larger than the server computes, naming it and its size.
     *
     * @throws BadTableRequest (BAD_SEAT) for such a seat
     */
    static void checkSeats(GameProvider provider, Map<Side, PlayerChoice> seats, GameOptions options,
            PartsPreparer preparer) {
        seats.forEach((side, player) -> {
            if (player.human()) {
                return;
            }
            List<String> tooLarge = preparer.tooLarge(provider, forBot(provider, player.level(), options));
            if (!tooLarge.isEmpty()) {
                long bytes = provider.precomputedData().orElseThrow().maxSavedBytes(tooLarge.get(0));
                throw new BadTableRequest("BAD_SEAT", "The bot for " + side.id() + " reads " + provider.id()
                        + "'s precomputed " + tooLarge.get(0) + " (up to " + (bytes >> 20) + " MB), larger than the "
                        + (preparer.maxPartBytes() >> 20) + " MB this server computes (--max-part-mb): choose"
                        + " another level.");
            }
        });
    }
}
