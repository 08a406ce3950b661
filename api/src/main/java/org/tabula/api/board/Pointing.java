package org.tabula.api.board;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.Move;

/**
 * Turns the places a person points at, in order, into a move, for any game whose moves say their places
 * ({@link org.tabula.api.Game#placesOf}): the legal moves whose places begin with what was pointed at stay, and
 * when one remains it is chosen (an Ur piece that has one move goes at a click; a morris man that can step to two
 * points waits for the second).
 *
 * <p>Where one legal move's places are the beginning of another's, pointing at its last place once more ends the
 * shorter move (no move points at one place twice in a row); until then both stay. None of the games Tabula ships
 * has such moves (a morris move that closes a mill must take a man, a checkers jump must go on), which the kit's
 * layout walk shows for each. Immutable.
 *
 * @param pointed the places pointed at so far
 * @param candidates the legal moves whose places begin with them
 * @param chosen the move the pointing ends in, when it is whole
 * @since 0.1.0
 */
public record Pointing(List<String> pointed, List<Move> candidates, Optional<Move> chosen) {

    /**
     * Copies the lists.
     *
     * @param pointed the places pointed at so far
     * @param candidates the legal moves whose places begin with them
     * @param chosen the move the pointing ends in, when it is whole
     */
    public Pointing {
        pointed = List.copyOf(pointed);
        candidates = List.copyOf(candidates);
        Objects.requireNonNull(chosen, "chosen");
    }

    /**
     * What pointing at {@code pointed}, in order, selects among the legal moves.
     *
     * @param places the places of a move, in the order a person points at them
     * @param legal the game's legal moves, in the game's order
     * @param pointed the places pointed at so far, in order
     * @return the moves still possible after these places, and the move they choose if only one is left
     */
    public static Pointing of(List<? extends Move> legal, Function<Move, List<String>> places, List<String> pointed) {
        List<String> points = List.copyOf(pointed);
        // A place pointed at twice in a row ends the move whose places end there.
        boolean ending = points.size() >= 2 && points.get(points.size() - 1).equals(points.get(points.size() - 2));
        List<String> prefix = ending ? points.subList(0, points.size() - 1) : points;
        List<Move> candidates = new ArrayList<>();
        for (Move move : legal) {
            List<String> its = places.apply(move);
            if (!its.isEmpty() && its.size() >= prefix.size() && its.subList(0, prefix.size()).equals(prefix)) {
                candidates.add(move);
            }
        }
        List<Move> whole = candidates.stream().filter(move -> places.apply(move).size() == prefix.size()).toList();
        if (ending) {
            candidates = new ArrayList<>(whole);
        }
        Optional<Move> chosen = candidates.size() == 1 && !prefix.isEmpty()
                ? Optional.of(candidates.get(0)) : Optional.empty();
        return new Pointing(points, candidates, chosen);
    }

    /**
     * The places a person may point at next: where the candidates go on after what was pointed at.
     *
     * @param places the places of a move, in the order a person points at them
     * @return the places that keep at least one candidate possible, pointed at next
     */
    public Set<String> next(Function<Move, List<String>> places) {
        Set<String> next = new LinkedHashSet<>();
        for (Move move : candidates) {
            List<String> its = places.apply(move);
            if (its.size() > pointed.size()) {
                next.add(its.get(pointed.size()));
            }
        }
        return next;
    }

    /**
     * The pointing that selects {@code move}: its places, and its last place once more where it is the start of another's.
     *
     * @param move the move to choose, one of {@code legal}
     * @param legal the game's legal moves, in the game's order
     * @param places the places of a move, in the order a person points at them
     * @return the places to point at, in order, that leave {@code move} chosen
     */
    public static List<String> toChoose(Move move, List<? extends Move> legal, Function<Move, List<String>> places) {
        List<String> its = places.apply(move);
        Pointing plain = of(legal, places, its);
        if (plain.chosen().filter(move::equals).isPresent()) {
            return its;
        }
        List<String> again = new ArrayList<>(its);
        again.add(its.get(its.size() - 1));
        return again;
    }
}
