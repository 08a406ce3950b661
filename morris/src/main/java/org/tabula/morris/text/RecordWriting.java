package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.notation.Lines;
import org.tabula.notation.NumberedMoves;

/**
 * A morris record written canonically from its moves, its start and what it says beside them: the work behind
 * {@link org.tabula.morris.MorrisNotation#formatRecord(List, Optional, RecordState)} and
 * {@link org.tabula.morris.MorrisNotation#formatRecordTexts(List, Optional, RecordState)}.
 *
 * <p>Both take their moves to canonical texts first and share one writer, so a record written from values and
 * one written from typed texts of the same moves are the same bytes.
 */
public final class RecordWriting {

    private RecordWriting() {
    }

    /**
     * A record from move values; as {@link org.tabula.morris.MorrisNotation#formatRecord(List, Optional, RecordState)}.
     */
    public static String fromMoves(List<MorrisMove> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(moves, "there are no moves to write");
        List<String> texts = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            MorrisMove move = moves.get(i);
            if (move == null) {
                throw new IllegalArgumentException("move " + (i + 1) + " is missing");
            }
            texts.add(move.text());
        }
        return write(texts, start, state);
    }

    /**
     * A record from move texts; as {@link org.tabula.morris.MorrisNotation#formatRecordTexts(List, Optional,
     * RecordState)}.
     */
    public static String fromTexts(List<String> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(moves, "there are no moves to write");
        return write(NumberedMoves.written(moves, text -> MoveText.parse(text).map(MorrisMove::text)), start, state);
    }

    private static String write(List<String> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(state, "state");
        List<String> lines = new ArrayList<>();
        start.filter(position -> !position.equals(Position.START))
                .ifPresent(position -> lines.add(RecordKeywords.POSITION + " " + PositionText.format(position)));
        if (state.playedWithoutFlying()) {
            lines.add(RecordKeywords.FLYING + " no");
        }
        boolean blackFirst = start.map(position -> position.turn() == Colour.BLACK).orElse(false);
        lines.addAll(NumberedMoves.pairs(moves, blackFirst));
        state.offer().ifPresent(side -> lines.add(RecordKeywords.OFFER + " " + side.word()));
        state.resultText().ifPresent(result -> lines.add(RecordKeywords.RESULT + " " + result));
        return Lines.join(lines);
    }
}
