package org.tabula.checkers.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.tabula.api.Outcome;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersRefusal;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Diagonals;
import org.tabula.checkers.model.ParsedMove;

/**
 * A move as written resolved against the legal moves, and when it fits none, why not: the part of playing that
 * asks the rules.
 *
 * <p>A written move fits a legal move when it names the same first and last square and every square it names
 * between them is landed on in that order; so {@code 23x7} fits {@code 23x14x7}, and {@code 23x14x7} fits only
 * itself. The separator is not compared, since real records write some steps with {@code x} ({@code 10x14).
 * One fit is the move; two or more are refused as ambiguous, naming every one; none is refused with the first
 * reason found, in the order the methods below test them.
 */
public final class MoveResolver {

    private MoveResolver() {
    }

    /**
     * The legal move the written move names, encoded, or why there is none.
     *
     * @param core the game as it stands, not over
     * @param written the move as read
     * @param text the text as given, for the sentence of a refusal
     * @param exact true for a move value, which names its whole path and must be a legal move as it is; false for
     *     text, which may leave out squares between
     */
    public static Outcome<Long> resolve(Core core, ParsedMove written, String text, boolean exact) {
        long[] codes = MoveGenerator.legalMoves(core);
        int count = codes.length;
        List<Long> fitCodes = new ArrayList<>(2);
        List<CheckersMove> fitting = new ArrayList<>(2);
        for (int i = 0; i < count; i++) {
            CheckersMove move = MoveCode.toMove(codes[i]);
            if (exact ? move.squares().equals(written.squares()) && move.jump() == written.jump()
                    : fits(written, move)) {
                fitCodes.add(codes[i]);
                fitting.add(move);
            }
        }
        if (fitCodes.size() == 1) {
            return Outcome.accepted(fitCodes.get(0));
        }
        if (fitCodes.size() > 1) {
            return Outcome.refused(CheckersRefusal.AMBIGUOUS.with(text, listed(fitting)));
        }
        List<CheckersMove> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            legal.add(MoveCode.toMove(codes[i]));
        }
        Diagnosis diagnosis = diagnose(core, written, text, legal);
        return Outcome.refused(diagnosis.reason().with(diagnosis.arguments()));
    }

    /** A reason and the arguments of its sentence. */
    private record Diagnosis(CheckersRefusal reason, Object... arguments) {
    }

    private static Diagnosis diagnose(Core core, ParsedMove written, String text, List<CheckersMove> legal) {
        int side = core.turn();
        Colour colour = Colour.ofIndex(side);
        int from = written.from();
        int fromBit = Diagonals.bit(from);
        if ((core.pieces(side) & fromBit) == 0) {
            return new Diagnosis(CheckersRefusal.NO_PIECE_OF_YOURS, colour.title(), from);
        }
        int to = written.to();
        boolean neighbours = written.squares().size() == 2 && Diagonals.direction(from, to, false) >= 0;
        boolean mustJump = !legal.isEmpty() && legal.get(0).jump();
        if (mustJump) {
            List<CheckersMove> own = legal.stream().filter(move -> move.from() == from).toList();
            if (own.isEmpty() || neighbours) {
                CheckersMove example = own.isEmpty() ? legal.get(0) : own.get(0);
                return new Diagnosis(CheckersRefusal.MUST_CAPTURE, colour.title(), example.text());
            }
            for (CheckersMove move : own) {
                if (stopsEarlyOn(written, move)) {
                    return new Diagnosis(CheckersRefusal.JUMP_NOT_FINISHED, written.to(), move.text());
                }
            }
            boolean man = (core.kings() & fromBit) == 0;
            if (man) {
                for (CheckersMove move : own) {
                    if (goesOnAfter(written, move, side)) {
                        return new Diagnosis(CheckersRefusal.CROWNED_ENDS_MOVE, move.to(), move.text());
                    }
                }
            }
            return new Diagnosis(CheckersRefusal.NO_SUCH_JUMP, from, written.text(), listed(own));
        }
        if (!neighbours) {
            if (written.jump() || written.squares().size() > 2) {
                return new Diagnosis(CheckersRefusal.NOTHING_TO_JUMP, colour.title(), text);
            }
            return new Diagnosis(CheckersRefusal.NOT_A_STEP, from, to);
        }
        int toBit = Diagonals.bit(to);
        if (((core.pieces(0) | core.pieces(1)) & toBit) != 0) {
            return new Diagnosis(CheckersRefusal.SQUARE_TAKEN, to);
        }
        // An empty neighbour that a piece cannot step to is behind a man: the step any king could make.
        return new Diagnosis(CheckersRefusal.MAN_MOVES_FORWARD, from, to);
    }

    /** True when the written squares start the jump's path and end on a square it lands on before its end. */
    private static boolean stopsEarlyOn(ParsedMove written, CheckersMove move) {
        List<Integer> path = move.squares();
        int at = 0;
        for (int square : written.squares()) {
            while (at < path.size() && path.get(at) != square) {
                at++;
            }
            if (at == path.size()) {
                return false;
            }
            at++;
        }
        return at < path.size();
    }

    /**
     * True when the jump ends on the far row, where a man is crowned, and the written squares fit it up to there
     * and then go on.
     */
    private static boolean goesOnAfter(ParsedMove written, CheckersMove move, int side) {
        int crownRow = side == 0 ? Diagonals.BOTTOM_ROW : Diagonals.TOP_ROW;
        if ((crownRow & Diagonals.bit(move.to())) == 0) {
            return false;
        }
        List<Integer> squares = written.squares();
        int end = squares.indexOf(move.to());
        return end >= 1 && end < squares.size() - 1
                && fits(ParsedMove.of(squares.subList(0, end + 1), true), move);
    }

    /**
     * True when the written squares fit a move's path: the same first and last square, and every square written
     * between them landed on in that order. The separator is not compared: real records write some steps with
     * {@code x}.
     */
    private static boolean fits(ParsedMove written, CheckersMove move) {
        List<Integer> path = move.squares();
        if (path.get(0) != written.from() || path.get(path.size() - 1) != written.to()) {
            return false;
        }
        int at = 1;
        for (int i = 1; i < written.squares().size() - 1; i++) {
            while (at < path.size() - 1 && !path.get(at).equals(written.squares().get(i))) {
                at++;
            }
            if (at >= path.size() - 1) {
                return false;
            }
            at++;
        }
        return true;
    }

    /** Moves as a list for a sentence: {@code 23x14x7 and 23x16x7}, {@code a, b and c}. */
    static String listed(List<CheckersMove> moves) {
        List<String> texts = moves.stream().map(CheckersMove::text).toList();
        if (texts.size() == 1) {
            return texts.get(0);
        }
        return texts.subList(0, texts.size() - 1).stream().collect(Collectors.joining(", "))
                + " and " + texts.get(texts.size() - 1);
    }
}
