package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TakenBack;

/** Moves as the contract has them: played, taken back and played again; every legal one taken; non-moves refused. */
final class MoveChecks {

    /** Texts no game takes for a move, whatever its notation. */
    private static final List<String> NEVER_MOVES = List.of("", " ", "\n", "\u0000", "\u00A4 not a move \u00A4",
            "\uD83D", "x".repeat(100_000));

    private MoveChecks() {
    }

    /**
     * Plays the move, takes it back and plays it again: the game after the undo is the game before the move, with
     * the same legal moves in the same order, and the game after the replay the game after the move.
     */
    static void playUndoAndReplay(Match game, Move move) {
        GameSnapshot before = GameSnapshot.of(game);
        Move played = Verify.accepted("the legal move " + move.text(), game.play(move));
        Verify.equal("the move played, as the game writes it", move.text(), played.text());
        GameSnapshot after = GameSnapshot.of(game);
        List<String> history = new ArrayList<>(before.history());
        history.add(move.text());
        Verify.equal("the moves played after " + move.text(), history, after.history());
        Verify.that(game.drawOfferedBy().isEmpty(), () -> "a draw offer still stands after the move " + move.text());

        TakenBack undone = Verify.accepted("undo of " + move.text(), game.undo());
        Verify.equal("the move undo took back", Optional.of(move.text()), undone.move().map(Move::text));
        Verify.unchanged("after " + move.text() + " and undo the game is not as it was", before, game);

        Verify.accepted("the move " + move.text() + " played again after undo", game.play(move.text()));
        Verify.unchanged("after undo and " + move.text() + " again the game is not as after the first time", after,
                game);
    }

    /** Every legal move is accepted on a copy, as a value and as its text, and both make the same game. */
    static void everyLegalMoveAccepted(Match game, List<? extends Move> legal) {
        for (Move move : legal) {
            Match byValue = game.copy();
            Move played = Verify.accepted("the legal move " + move.text() + " (as a value, on a copy)",
                    byValue.play(move));
            Verify.equal("the move played as a value", move.text(), played.text());
            Match byText = game.copy();
            Move read = Verify.accepted("the legal move " + move.text() + " (as text, on a copy)",
                    byText.play(move.text()));
            Verify.equal("the move played as text", move.text(), read.text());
            // Position and moves alone, as a whole snapshot of each of a hundred moves a step would cost too much.
            Verify.equal("the position after " + move.text() + " played as text, against as a value",
                    byValue.position(), byText.position());
            Verify.equal("the moves played after " + move.text() + " played as text, against as a value",
                    GameSnapshot.texts(byValue.history()), GameSnapshot.texts(byText.history()));
        }
    }

    /**
     * Texts that are most likely not moves (legal moves' texts changed, and texts no game reads as a move, and a
     * move of no game) leave the game unchanged when refused; one a lenient reader takes is one of the legal moves,
     * and undo takes it back. No text makes the game throw.
     */
    static void nonMovesRefused(Match game, Mutator mutator, int count) {
        GameSnapshot before = GameSnapshot.of(game);
        List<String> tries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String legal = before.legalMoves().get(mutator.random().nextInt(before.legalMoves().size()));
            tries.add(mutator.mutate(legal));
        }
        tries.add(NEVER_MOVES.get(mutator.random().nextInt(NEVER_MOVES.size())));
        for (String text : tries) {
            tryText(game, before, text);
        }
        Move foreign = () -> "\u00A4 a move of no game \u00A4";
        Verify.refused("a move value of no game", game.play(foreign));
        Verify.unchanged("a refused move value of no game changed the game", before, game);
    }

    private static void tryText(Match game, GameSnapshot before, String text) {
        Outcome<Move> outcome;
        try {
            outcome = game.play(text);
        } catch (RuntimeException e) {
            throw new AssertionError("play(\"" + FuzzReport.escape(text) + "\") threw " + e, e);
        }
        if (outcome.isAccepted()) {
            Verify.that(before.legalMoves().contains(outcome.value().text()), () -> "play(\""
                    + FuzzReport.escape(text) + "\") was accepted as " + outcome.value().text()
                    + ", which is not a legal move");
            Verify.accepted("undo of " + outcome.value().text(), game.undo());
            Verify.unchanged("undo of a move read leniently from \"" + FuzzReport.escape(text) + "\"", before, game);
        } else {
            Verify.refused("play(\"" + FuzzReport.escape(text) + "\")", outcome);
            Verify.unchanged("play(\"" + FuzzReport.escape(text) + "\") was refused but changed the game", before,
                    game);
        }
    }

    /** No text is a move while the game waits for chance or is over; each is refused and changes nothing. */
    static void everyTextRefused(Match game, List<String> texts, String why) {
        GameSnapshot before = GameSnapshot.of(game);
        for (String text : texts) {
            Verify.refused("play(\"" + FuzzReport.escape(text) + "\") " + why, game.play(text));
            Verify.unchanged("a refused play(\"" + FuzzReport.escape(text) + "\") " + why, before, game);
        }
    }
}
