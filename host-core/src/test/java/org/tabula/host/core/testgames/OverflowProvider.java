package org.tabula.host.core.testgames;

import org.tabula.api.Game;
import org.tabula.api.GameOptions;

/** A game whose set-up recurses without end, as a plugin with that bug would: a real stack overflow. */
public final class OverflowProvider extends StubProvider {

    /** The provider; ServiceLoader calls this. */
    public OverflowProvider() {
        super("overflow");
    }

    @Override
    public Game newGame(GameOptions options) {
        return deeper(options, 0);
    }

    private Game deeper(GameOptions options, int depth) {
        Game game = deeper(options, depth + 1);
        // Never reached; keeps the call from being a tail call any compiler could turn into a loop.
        return depth < 0 ? null : game;
    }
}
