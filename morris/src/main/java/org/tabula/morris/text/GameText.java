package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.tabula.api.Game;
import org.tabula.api.MatchMarks;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Result;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.model.RecordedMove;
import org.tabula.morris.rules.GameState;
import org.tabula.notation.GameLine;
import org.tabula.notation.Lines;
import org.tabula.notation.RecordText;

/**
 * A whole game to and from its record text: the game's side of {@link org.tabula.morris.MorrisNotation}, which reads
 * and writes the text but knows nothing of the rules. The offer and the player's ending are the match's
 * ({@link MatchMarks}); this reads and writes them in morris's words.
 */
public final class GameText {

    /**
     * The note naming the game, first in every record the provider writes. The seed's notation has no such line;
     * a note is what its reader passes over, so the seed's functions read such a record unchanged, and so does
     * {@link #read}: only a host, which knows the games installed, reads the note (as this exact line alone).
     */
    public static final GameLine GAME = GameLine.note("#", "game", "morris", "morris");

    private GameText() {
    }

    /**
     * Plays a record through: its start, its flying line (which overrules {@code flying}), its no-mill note (which
     * overrules {@code noMillLimit}, see {@link NoMillNote}), its moves; then reads its draw offer and its ending
     * as the match's marks.
     *
     * <p>An offer or a resignation, timeout or agreed draw after moves that already ended the game is an error,
     * since the record then says two things at once. An offer and an ending together are taken as they come: the
     * offer stood, then the game ended (by the other side's accepting it, say); the match writes both back.
     *
     * @param wrap makes the game's public face of the state played through
     * @throws TextFormatException when a line cannot be read, a move is refused (naming it by its place), or a line
     *     names what the moves already ruled out; never for a note, which is passed over
     */
    public static RecordedMatch read(String text, boolean flying, int noMillLimit,
            Function<GameState, ? extends Game> wrap) {
        Objects.requireNonNull(text, "text");
        // Read once: a long record's lines are the most of the work of replaying it.
        RecordText record = RecordReading.read(text);
        RecordState state = RecordStateText.read(record);
        Position start = RecordReading.start(record).orElse(Position.START);
        List<RecordedMove> moves = RecordReading.moves(record);
        int limit = NoMillNote.read(text).orElse(noMillLimit);
        GameState game = new GameState(start, state.flying().orElse(flying), limit);
        for (int i = 0; i < moves.size(); i++) {
            RecordedMove recorded = moves.get(i);
            Outcome<Move> outcome = game.play(recorded.move());
            if (!outcome.isAccepted()) {
                throw TextFormatException.atMove(i + 1, recorded.text(), recorded.location(),
                        withoutStop(outcome.refusal().message()));
            }
        }
        Optional<MorrisResult> reached = game.result();
        if (state.offer().isPresent() && reached.isPresent()) {
            throw TextFormatException.at(lineOf(text, RecordKeywords.OFFER), "no draw offer from "
                    + state.offer().get().word() + " can stand: "
                    + withoutStop(MatchRefusal.GAME_OVER.with(reached.get().sentence()).message()));
        }
        if (state.result().isPresent() && reached.isPresent()) {
            throw TextFormatException.at(lineOf(text, RecordKeywords.RESULT), "the result "
                    + state.resultText().orElseThrow() + " comes after moves that already ended the game ("
                    + reached.get().sentence() + ")");
        }
        MatchMarks marks = new MatchMarks(state.offer().map(Colour::side), state.result());
        return new RecordedMatch(wrap.apply(game), marks);
    }

    /**
     * The game's record: the game note, the no-mill note when the limit is not the default, start, flying, moves,
     * then the offer and the player's ending the match marks.
     */
    public static String write(GameState game, MatchMarks marks) {
        Objects.requireNonNull(marks, "marks");
        Optional<Position> start = game.start.equals(Position.START) ? Optional.empty() : Optional.of(game.start);
        Optional<Boolean> flying = game.flying ? Optional.empty() : Optional.of(false);
        Optional<Result> ending = marks.ending();
        RecordState state = new RecordState(flying, marks.offer().map(Colour::of), ending);
        String record = RecordWriting.fromMoves(game.history(), start, state);
        List<String> notes = new ArrayList<>(List.of(GAME.text()));
        NoMillNote.line(game.noMillLimit).ifPresent(notes::add);
        return Lines.join(notes) + record;
    }

    /** A record {@link #write} wrote, without its game note: the seed's own text (to_text). */
    public static String withoutGameNote(String record) {
        String note = Lines.join(List.of(GAME.text()));
        return record.startsWith(note) ? record.substring(note.length()) : record;
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    /** Where the line of a keyword begins, counted as the reader counts lines; the text's start when none. */
    private static TextLocation lineOf(String text, String keyword) {
        return RecordReading.headerLocation(text, keyword).orElse(new TextLocation(1, 1));
    }
}
