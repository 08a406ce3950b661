package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Side;

/** A finished match refuses every move and action, and changes for none; undo alone may take its last move back. */
final class FinishedChecks {

    private FinishedChecks() {
    }

    /** Checks a finished match; leaves it as it was. */
    static void check(Match game, Mutator mutator) {
        GameSnapshot before = GameSnapshot.of(game);
        List<String> texts = new ArrayList<>(List.of("", "\u00A4"));
        if (!before.history().isEmpty()) {
            String last = before.history().get(before.history().size() - 1);
            texts.add(last);
            texts.add(mutator.mutate(last));
        }
        MoveChecks.everyTextRefused(game, texts, "once the game is over");
        for (Side side : game.sides()) {
            Verify.refusedAs("resign by " + side + " once the game is over", MatchRefusal.GAME_OVER,
                    game.resign(side));
            Verify.refusedAs("timeout of " + side + " once the game is over", MatchRefusal.GAME_OVER,
                    game.timeout(side));
            Verify.refused("a draw offer by " + side + " once the game is over", game.offerDraw(side));
            Verify.refused("a draw accepted by " + side + " once the game is over", game.acceptDraw(side));
            Verify.refused("a draw declined by " + side + " once the game is over", game.declineDraw(side));
        }
        Verify.refused("supplying chance once the game is over", game.supplyChance("1"));
        Verify.refused("drawing chance once the game is over", game.drawChance());
        Verify.unchanged("refusals once the game is over changed it", before, game);
    }
}
