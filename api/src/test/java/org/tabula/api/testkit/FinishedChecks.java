package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.Side;

/** A finished game refuses every move and action, and changes for none; undo alone may take its last move back. */
final class FinishedChecks {

    private FinishedChecks() {
    }

    /** Checks a finished game; leaves it as it was. */
    static void check(Game game, Mutator mutator) {
        GameSnapshot before = GameSnapshot.of(game);
        List<String> texts = new ArrayList<>(List.of("", "\u00A4"));
        if (!before.history().isEmpty()) {
            String last = before.history().get(before.history().size() - 1);
            texts.add(last);
            texts.add(mutator.mutate(last));
        }
        MoveChecks.everyTextRefused(game, texts, "once the game is over");
        for (Side side : game.sides()) {
            Verify.refused("resign by " + side + " once the game is over", game.resign(side));
            Verify.refused("timeout of " + side + " once the game is over", game.timeout(side));
            Verify.refused("a draw offer by " + side + " once the game is over", game.offerDraw(side));
            Verify.refused("a draw accepted by " + side + " once the game is over", game.acceptDraw(side));
            Verify.refused("a draw declined by " + side + " once the game is over", game.declineDraw(side));
        }
        Verify.refused("supplying chance once the game is over", game.supplyChance("1"));
        Verify.refused("drawing chance once the game is over", game.drawChance());
        Verify.unchanged("refusals once the game is over changed it", before, game);
    }
}
