package org.tabula.api.testkit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Pointing;

/**
 * The board as geometry at one step of a walk: a layout for every position, the same for the same position, its
 * board the same for every position, its pieces those of the position text; every legal move's places are places
 * of the layout, pointing at them in order selects exactly that move, and they are where it moves: its first and last
 * place change when it is played, and every place the mover gains a piece on is one of them.
 */
final class LayoutChecks {

    private LayoutChecks() {
    }

    static void check(GameProvider provider, Match game) {
        BoardLayout layout = game.layout().orElseThrow(() -> new AssertionError("the game gives no layout"));
        Verify.equal("the layout of a copy, the same position", layout, game.copy().layout().orElse(null));
        BoardLayout start = provider.newGame(game.options()).layout()
                .orElseThrow(() -> new AssertionError("a new game gives no layout"));
        Verify.equal("the board (plane, places, links, regions), the same in every position", board(start),
                board(layout));
        BoardLayout read = provider.fromPosition(game.position(), game.options()).layout()
                .orElseThrow(() -> new AssertionError("a game read from a position gives no layout"));
        Verify.equal("the pieces of the layout against those of its position text " + game.position(),
                layout.pieces(), read.pieces());
        // A position text holds a throw's count; the faces it fell with may be the game's alone.
        Verify.equal("the throw standing against that of its position text " + game.position(),
                layout.dice().map(Dice::value), read.dice().map(Dice::value));
        pointing(game, layout);
    }

    /**
     * Every legal move's places are places, none twice in a row, where the move moves, and pointing at them selects
     * that move alone.
     */
    private static void pointing(Match game, BoardLayout layout) {
        List<? extends Move> legal = game.legalMoves();
        Set<String> names = layout.places().stream().map(Place::name).collect(Collectors.toSet());
        // Asked once a move: pointing asks for every move's places at every place pointed at.
        Map<Move, List<String>> asked = new HashMap<>();
        legal.forEach(move -> asked.put(move, game.placesOf(move)));
        Function<Move, List<String>> places = asked::get;
        // Playing each move to see what it changes costs a copy: about eight a step, another eight at the next ply.
        int stride = (legal.size() + 7) / 8;
        for (int index = 0; index < legal.size(); index++) {
            Move move = legal.get(index);
            List<String> its = asked.get(move);
            if (its.isEmpty()) {
                Verify.that(legal.size() == 1, () -> "the move " + move.text() + " touches no place, yet it is not the"
                        + " only legal move: " + legal);
                continue;
            }
            for (int i = 0; i < its.size(); i++) {
                String place = its.get(i);
                Verify.that(names.contains(place), () -> "the move " + move.text() + " touches " + place
                        + ", no place of the layout");
                Verify.that(i == 0 || !place.equals(its.get(i - 1)), () -> "the move " + move.text()
                        + " points at " + place + " twice in a row: " + its);
            }
            if (index % stride == game.ply() % stride) {
                pointsWhereItMoves(game, layout, move, its);
            }
            List<String> pointed = Pointing.toChoose(move, legal, places);
            Pointing chosen = Pointing.of(legal, places, pointed);
            Verify.that(chosen.chosen().filter(move::equals).isPresent(), () -> "pointing at " + pointed
                    + " does not select " + move.text() + " alone, but " + chosen.chosen().map(Move::text)
                    + " among " + chosen.candidates());
            for (int k = 1; k < its.size(); k++) {
                Pointing part = Pointing.of(legal, places, its.subList(0, k));
                Verify.that(part.candidates().contains(move), () -> "pointing at the start of " + move.text()
                        + "'s places leaves it out");
            }
        }
    }

    /**
     * A move's places against what playing it does to the pieces: the first and the last place it points at change
     * (unless it ends where it began, as a king's round of jumps may), and every place where the side to move gains
     * a piece is one it points at. Pointing alone cannot tell: wrong places, one set a move, still choose it.
     */
    private static void pointsWhereItMoves(Match game, BoardLayout layout, Move move, List<String> its) {
        Match played = game.copy();
        Verify.accepted("the legal move " + move.text() + " (on a copy, to see what it changes)", played.play(move));
        Map<String, List<Piece>> before = layout.piecesByPlace();
        Map<String, List<Piece>> after = played.layout()
                .orElseThrow(() -> new AssertionError("the game gives no layout after " + move.text())).piecesByPlace();
        String first = its.get(0);
        String last = its.get(its.size() - 1);
        List<String> changing = its.size() > 1 && first.equals(last) ? List.of() : List.of(first, last);
        for (String place : changing) {
            Verify.that(!Objects.equals(before.get(place), after.get(place)), () -> "pointing at " + its
                    + " chooses " + move.text() + ", yet playing it leaves the pieces on " + place
                    + " as they were: a move points at the places it changes");
        }
        Side mover = game.turn();
        for (Map.Entry<String, List<Piece>> now : after.entrySet()) {
            Optional<Piece> was = of(mover, before.get(now.getKey()));
            of(mover, now.getValue()).filter(piece -> gained(was, piece)).ifPresent(piece -> Verify.that(
                    its.contains(now.getKey()), () -> "playing " + move.text() + " brings a piece of " + mover + " to "
                            + now.getKey() + ", which is not among the places it points at " + its));
        }
    }

    /** The piece of a side among those on a place (a layout has at most one a side and place). */
    private static Optional<Piece> of(Side side, List<Piece> pieces) {
        return pieces == null ? Optional.empty() : pieces.stream().filter(p -> p.side().equals(side)).findFirst();
    }

    /** Whether a side's piece on a place is one it did not have there: new, of another kind or label, or more. */
    private static boolean gained(Optional<Piece> was, Piece is) {
        return was.isEmpty() || !was.get().kind().equals(is.kind()) || !was.get().label().equals(is.label())
                || is.count() > was.get().count();
    }

    private static BoardLayout board(BoardLayout layout) {
        return BoardLayout.board(layout.width(), layout.height(), layout.places(), layout.links(), layout.regions());
    }
}
