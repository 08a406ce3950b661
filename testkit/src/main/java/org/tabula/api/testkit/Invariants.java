package org.tabula.api.testkit;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Status;

/**
 * What holds of every game at every moment: it is the provider's game with its options and sides, the side to
 * move is one of them, a finished game has a result and no moves, a game waiting for chance has no moves, a game
 * going on has something to do, the legal moves come in a fixed order, the ply counts the moves played, and a copy
 * keeps moves of its own.
 */
final class Invariants {

    private final GameProvider provider;
    private final GameOptions options;
    private final int startPly;

    private Invariants(GameProvider provider, GameOptions options, int startPly) {
        this.provider = provider;
        this.options = options;
        this.startPly = startPly;
    }

    /** The invariants of a game just begun; its ply then is the ply every later one counts from. */
    static Invariants of(GameProvider provider, GameOptions options, Match game) {
        Verify.equal("the moves of a new game", List.of(), GameSnapshot.texts(game.history()));
        return new Invariants(provider, options, game.ply() - game.history().size());
    }

    /** Checks the game as it stands. */
    void check(Match game) {
        Verify.equal("the game's id", provider.id(), game.gameId());
        Verify.equal("the game's sides", provider.sides(), game.sides());
        Verify.equal("the game's options", options, game.options());
        Verify.that(game.sides().contains(game.turn()), () -> "the side to move, " + game.turn()
                + ", is not one of the sides " + game.sides());
        Verify.equal("whether the game has a result, as its status says", game.status() == Status.FINISHED,
                game.result().isPresent());
        game.drawOfferedBy().ifPresent(side -> Verify.that(game.sides().contains(side),
                () -> "the draw was offered by " + side + ", which is not a side"));
        List<String> legal = GameSnapshot.texts(game.legalMoves());
        Verify.equal("the legal moves asked a second time, which come in a fixed order", legal,
                GameSnapshot.texts(game.legalMoves()));
        for (String text : legal) {
            Verify.that(text != null && !text.isBlank() && text.indexOf('\n') < 0 && text.indexOf('\r') < 0,
                    () -> "a legal move's text is one line of text, not \"" + FuzzReport.escape(String.valueOf(text))
                            + "\"");
        }
        Optional<ChanceRequest> chance = game.pendingChance();
        if (game.status() == Status.FINISHED) {
            Verify.equal("the legal moves of a finished game", List.of(), legal);
            Verify.equal("the chance a finished game waits for", Optional.empty(), chance);
        } else if (chance.isPresent()) {
            Verify.equal("the legal moves while chance is pending", List.of(), legal);
            List<String> outcomes = chance.get().outcomes();
            Verify.that(!outcomes.isEmpty(), () -> "pending chance lists no outcome");
            Verify.equal("the number of distinct outcomes", outcomes.size(), new HashSet<>(outcomes).size());
        } else {
            Verify.that(!legal.isEmpty(), () -> "the game goes on and waits for no chance, yet has no legal move");
        }
        Verify.equal("the ply less the moves played (the ply of the start)", startPly,
                game.ply() - game.history().size());
        String position = game.position();
        Verify.that(position.indexOf('\n') < 0 && position.indexOf('\r') < 0,
                () -> "the position is one line: \"" + FuzzReport.escape(position) + "\"");
        Verify.that(game.record() != null, () -> "the record is null");
        CopyChecks.keepsItsOwnHistory(game);
    }
}
