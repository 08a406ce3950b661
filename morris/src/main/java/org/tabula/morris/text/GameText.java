package org.tabula.morris.text;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.rules.GameState;
import org.tabula.morris.MorrisResult;
import org.tabula.morris.Position;
import org.tabula.morris.RecordState;
import org.tabula.morris.RecordedMove;
import org.tabula.morris.RecordedResult;
import org.tabula.notation.RecordText;

/**
 * A whole game to and from its record text: the game's side of {@link MorrisNotation}, which reads and writes
 * the text but knows nothing of the rules.
 */
public final class GameText {

    private GameText() {
    }

    /**
     * Plays a record through: its start, its flying line (which overrules {@code flying}), its moves, then its
     * draw offer and its ending.
     *
     * <p>An offer or a resignation, timeout or agreed draw put back after moves that already ended the game is
     * an error, since the record then says two things at once. An offer and an ending together are taken as
     * they come: the offer stood, then the game ended (by the other side's accepting it, say); the game writes
     * both back.
     *
     * @throws TextFormatException when a line cannot be read, a move is refused (naming it by its place), or a
     *     line names what the moves already ruled out
     */
    public static GameState read(String text, boolean flying, int noMillLimit) {
        Objects.requireNonNull(text, "text");
        // Read once: a long record's lines are the most of the work of replaying it.
        RecordText record = RecordReading.read(text);
        RecordState state = RecordStateText.read(record);
        Position start = RecordReading.start(record).orElse(Position.START);
        List<RecordedMove> moves = RecordReading.moves(record);
        GameState game = new GameState(start, state.flying().orElse(flying), noMillLimit);
        for (int i = 0; i < moves.size(); i++) {
            RecordedMove recorded = moves.get(i);
            Outcome<Move> outcome = game.play(recorded.move());
            if (!outcome.isAccepted()) {
                throw TextFormatException.atMove(i + 1, recorded.text(), recorded.location(),
                        withoutStop(outcome.refusal().message()));
            }
        }
        if (state.offer().isPresent()) {
            Colour side = state.offer().get();
            Outcome<?> offered = game.standing().offerDraw(side);
            if (!offered.isAccepted()) {
                throw TextFormatException.at(lineOf(text, MorrisNotation.OFFER),
                        "no draw offer from " + side.word() + " can stand: "
                                + withoutStop(offered.refusal().message()));
            }
        }
        if (state.result().isPresent()) {
            RecordedResult recorded = state.result().get();
            Optional<MorrisResult> reached = game.standing().result();
            if (reached.isPresent()) {
                throw TextFormatException.at(lineOf(text, MorrisNotation.RESULT), "the result "
                        + recorded.text() + " comes after moves that already ended the game ("
                        + reached.get().sentence() + ")");
            }
            game.standing().endAs(ending(recorded));
        }
        return game;
    }

    private static MorrisResult ending(RecordedResult recorded) {
        switch (recorded.reason()) {
            case RecordedResult.RESIGN:
                return MorrisResult.resign(recorded.winner().orElseThrow().opponent());
            case RecordedResult.TIMEOUT:
                return MorrisResult.timeout(recorded.winner().orElseThrow().opponent());
            default:
                return MorrisResult.agreement();
        }
    }

    /** The game's record: start, flying, moves, the offer standing, and an ending its moves cannot show. */
    public static String write(GameState game) {
        Optional<Position> start = game.start.equals(Position.START) ? Optional.empty() : Optional.of(game.start);
        Optional<Boolean> flying = game.flying ? Optional.empty() : Optional.of(false);
        Optional<RecordedResult> result = game.standing().result()
                .filter(ending -> ending.ending().isWritten())
                .map(MorrisResult::toRecorded);
        RecordState state = new RecordState(flying, game.standing().recordedOffer(), result);
        return MorrisNotation.formatRecord(game.history(), start, state);
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    /** Where the line of a keyword begins, counted as the reader counts lines; the text's start when none. */
    private static TextLocation lineOf(String text, String keyword) {
        return RecordReading.headerLocation(text, keyword).orElse(new TextLocation(1, 1));
    }
}
