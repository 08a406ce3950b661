package org.tabula.api.testkit;

import java.util.List;
import java.util.Random;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Status;

/**
 * Copies share nothing: a copy equals its game, and what is done to either afterwards leaves the other alone.
 */
final class CopyChecks {

    private CopyChecks() {
    }

    /**
     * Takes a copy, checks that it equals the game, changes the copy by one action (the next move or outcome, or undo,
     * which reaches back past the copy) and checks that the game did not change with it.
     *
     * @return the copy and how it stood after its action, for {@link #checkEarlierCopies(List)} to look at later
     */
    static ConformanceWalk.CopyAndSnapshot copyAndAdvance(Match game, Random random) {
        GameSnapshot before = GameSnapshot.of(game);
        Match copy = game.copy();
        Verify.that(copy != game, () -> "copy() returned the game itself");
        Verify.same("a copy is not the game it was taken of", before, GameSnapshot.of(copy));
        String taken = advance(copy, random);
        Verify.unchanged("the game changed when its copy took " + taken, before, game);
        return new ConformanceWalk.CopyAndSnapshot(copy, GameSnapshot.of(copy), taken);
    }

    /**
     * One copy and one action on it: the copy has the game's moves and the game keeps its own after the copy acts.
     * Bounded, so a history kept in a static field, which every copy adds its moves to again and doubles, fails
     * here at the first copy instead of running the heap out thousands of copies later, naming no test.
     */
    static void keepsItsOwnHistory(Match game) {
        List<String> moves = GameSnapshot.texts(game.history());
        String position = game.position();
        int ply = game.ply();
        Match copy = game.copy();
        Verify.equal("the moves of a copy against its game's (a copy keeps moves of its own, none in a static field)",
                moves, GameSnapshot.texts(copy.history()));
        String taken = advance(copy, new Random(moves.size()));
        Verify.equal("the game's moves changed when its copy took " + taken + " (a copy keeps moves of its own)",
                moves, GameSnapshot.texts(game.history()));
        Verify.equal("the game's position changed when its copy took " + taken, position, game.position());
        Verify.equal("the game's ply changed when its copy took " + taken, ply, game.ply());
    }

    /** Checks that the copies taken earlier were left alone while their game went on. */
    static void checkEarlierCopies(List<ConformanceWalk.CopyAndSnapshot> copies) {
        for (ConformanceWalk.CopyAndSnapshot copy : copies) {
            Verify.unchanged("a copy (which took " + copy.taken() + ") changed when its game went on",
                    copy.snapshot(), copy.copy());
        }
    }

    /** One action on the copy: undo now and then (and always once it is over), else the next move or outcome. */
    private static String advance(Match copy, Random random) {
        boolean undo = copy.status() == Status.FINISHED || random.nextInt(4) == 0;
        if (undo) {
            if (copy.history().isEmpty()) {
                return "nothing";
            }
            Verify.accepted("undo on a copy", copy.undo());
            return "undo";
        }
        if (copy.pendingChance().isPresent()) {
            List<String> outcomes = copy.pendingChance().get().outcomes();
            String outcome = outcomes.get(random.nextInt(outcomes.size()));
            Verify.accepted("the outcome " + outcome + " on a copy", copy.supplyChance(outcome));
            return "the outcome " + outcome;
        }
        List<? extends Move> legal = copy.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        Verify.accepted("the legal move " + move.text() + " on a copy", copy.play(move));
        return "the move " + move.text();
    }
}
