package org.tabula.morris.text;

import java.util.Optional;
import org.tabula.api.Outcome;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisRefusal;
import org.tabula.morris.model.Points;
import org.tabula.notation.Ascii;

/**
 * A move as a caller gives it (text, point numbers, point names) read into a move value, or refused as
 * {@code not-a-move}: the part of playing that asks nothing of the rules.
 */
public final class MoveInput {

    private static final int NO_SUCH_POINT = Integer.MIN_VALUE;

    private MoveInput() {
    }

    /** A move written as text, in any case, spaces around the {@code -} and {@code x} forgiven. Never throws. */
    public static Outcome<MorrisMove> text(String text) {
        Optional<MorrisMove> move = MoveText.parse(text);
        return move.isPresent() ? Outcome.accepted(move.get())
                : Outcome.refused(MorrisRefusal.NOT_A_MOVE.with(text.strip(), "write one like d2, d2-d3 or d2-d3xa1"));
    }

    /** A move given by point numbers, {@link MorrisMove#NONE} for a {@code from} or {@code remove} it has not. */
    public static Outcome<MorrisMove> numbers(int from, int to, int remove) {
        String text = (from == MorrisMove.NONE ? "" : from + "-") + to
                + (remove == MorrisMove.NONE ? "" : "x" + remove);
        int[] points = {to, from, remove};
        for (int i = 0; i < points.length; i++) {
            boolean absent = i > 0 && points[i] == MorrisMove.NONE;
            if (!absent && !Points.isPoint(points[i])) {
                return Outcome.refused(MorrisRefusal.NOT_A_MOVE.with(text,
                        "there is no point " + points[i] + " (points are 0 to 23)"));
            }
        }
        if (from == to || remove == to || (from != MorrisMove.NONE && from == remove)) {
            return Outcome.refused(MorrisRefusal.NOT_A_MOVE.with(text, "it names the same point twice"));
        }
        return Outcome.accepted(new MorrisMove(from, to, remove));
    }

    /** A move given by points named ({@code d2}) or numbered ({@code 19}), {@code null} for what it has not. */
    public static Outcome<MorrisMove> names(String from, String to, String remove) {
        String[] given = {from, to, remove};
        int[] points = new int[3];
        for (int i = 0; i < 3; i++) {
            points[i] = given[i] == null ? MorrisMove.NONE : point(given[i]);
            if (points[i] == NO_SUCH_POINT) {
                String text = (from == null ? "" : from + "-") + to + (remove == null ? "" : "x" + remove);
                return Outcome.refused(MorrisRefusal.NOT_A_MOVE.with(text, "there is no point '" + given[i] + "'"));
            }
        }
        return numbers(points[0], points[1], points[2]);
    }

    private static int point(String text) {
        String trimmed = text.strip();
        Optional<Integer> named = Points.parse(trimmed);
        if (named.isPresent()) {
            return named.get();
        }
        if (!trimmed.isEmpty() && trimmed.length() <= 2 && trimmed.chars().allMatch(Ascii::isDigit)) {
            return Integer.parseInt(trimmed);
        }
        return NO_SUCH_POINT;
    }
}
