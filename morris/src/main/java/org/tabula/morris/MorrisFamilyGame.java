package org.tabula.morris;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.GameOptions;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.engine.state.StateGame;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.text.MillDrawing;
import org.tabula.morris.text.MillMen;
import org.tabula.notation.NumberedMoves;

/**
 * One game of the mill family other than the seed's, in progress: its rules are {@link FamilyState}'s and its
 * bookkeeping {@link StateGame}'s; here are its texts, its board as {@link MillDrawing} draws it and its perft.
 * The seed's own game stays {@link MorrisState}.
 *
 * <p>A move is pointed at as it is written, from, to and the man taken; under Lasker's rule a placement points at
 * the side's hand first, since a side with men in hand may also step a man, and {@code d2} the placement would
 * otherwise be the beginning of {@code d2-d3} the step.
 */
final class MorrisFamilyGame extends StateGame<FamilyState, FamilyMove> {

    MorrisFamilyGame(GameOptions options, FamilyState start) {
        super(MorrisProvider.PROVIDER, options, FamilyMove.class, start);
    }

    @Override
    protected MorrisFamilyGame begun(FamilyState start) {
        return new MorrisFamilyGame(options(), start);
    }

    @Override
    protected List<String> places(FamilyState state, FamilyMove move) {
        MillBoard board = move.board();
        List<String> places = new ArrayList<>(4);
        if (!move.isPlacement()) {
            places.add(board.name(move.from()));
        } else if (state.rules().lasker()) {
            places.add(MillDrawing.hand(state.position().turn()));
        }
        places.add(board.name(move.to()));
        if (move.isCapture()) {
            places.add(board.name(move.remove()));
        }
        return List.copyOf(places);
    }

    @Override
    public String position() {
        return now().position().text();
    }

    @Override
    public String nextMoveNumber() {
        return NumberedMoves.next(history().size(), start().position().turn() == Colour.BLACK);
    }

    @Override
    public BoardView view() {
        return MillDrawing.view(board(), men(), lastPoints());
    }

    /** The board's points and lines, the men on them and in hand, and the last move's points marked. */
    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(MillDrawing.layout(board(), men(), lastPoints()));
    }

    /** Each side's men in hand and on the board, and the no-mill count, as the seed's game tells them. */
    @Override
    public Map<String, String> facts() {
        FamilyPosition position = now().position();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("variant", position.rules().variant().title());
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " in hand", Integer.toString(position.inHand(colour.ordinal())));
        }
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " on board", Integer.toString(Integer.bitCount(position.men(colour.ordinal()))));
        }
        int limit = position.rules().noMillLimit();
        facts.put("no mill", position.noMill() + (limit == 0 ? "" : " of " + limit));
        return Collections.unmodifiableMap(facts);
    }

    /** Counted by {@link FamilyPerft#of}: a finished game has no moves, a mill counts once for each man it takes. */
    @Override
    public long perft(int depth) {
        return FamilyPerft.of(now(), depth);
    }

    private MillBoard board() {
        return now().rules().board();
    }

    private MillMen men() {
        FamilyPosition position = now().position();
        return new MillMen(position.white(), position.black(), position.whiteInHand(), position.blackInHand());
    }

    /** The points the last move touched; a hand it was placed from is no point and stays unmarked. */
    private List<String> lastPoints() {
        return lastMoveMarks().stream().map(Mark::place).filter(place -> board().point(place).isPresent()).toList();
    }
}
