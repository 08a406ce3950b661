package org.tabula.api.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;

class PointingTest {

    /** A move that is its places joined, as a test game's moves are. */
    private record Pointed(String text) implements Move {
    }

    private static final Function<Move, List<String>> PLACES = move -> List.of(move.text().split("-"));

    private static List<Move> moves(String... texts) {
        return java.util.Arrays.stream(texts).<Move>map(Pointed::new).toList();
    }

    @Test
    void theMovesWhosePlacesBeginWithWhatWasPointedAtStay_andOneLeftWholeIsChosen() {
        List<Move> legal = moves("d2-d3", "d2-d1", "a1-a4");
        Pointing first = Pointing.of(legal, PLACES, List.of("d2"));
        assertThat(first.candidates()).extracting(Move::text).containsExactly("d2-d3", "d2-d1");
        assertThat(first.chosen()).isEmpty();
        assertThat(first.next(PLACES)).containsExactly("d3", "d1");
        assertThat(Pointing.of(legal, PLACES, List.of("d2", "d1")).chosen()).contains(new Pointed("d2-d1"));
        assertThat(Pointing.of(legal, PLACES, List.of("g7")).candidates()).isEmpty();
        assertThat(Pointing.of(legal, PLACES, List.of()).chosen()).as("nothing pointed at yet").isEmpty();
    }

    @Test
    void whenOneMoveRemains_itIsChosen_beforeAllItsPlacesArePointedAt() {
        List<Move> legal = moves("d2-d3", "d2-d1", "a1-a4");
        Pointing one = Pointing.of(legal, PLACES, List.of("a1"));
        assertThat(one.chosen()).contains(new Pointed("a1-a4"));
        assertThat(one.next(PLACES)).containsExactly("a4");
        assertThat(Pointing.of(moves("b1"), PLACES, List.of("b1")).chosen()).contains(new Pointed("b1"));
    }

    @Test
    void aMoveThatBeginsAnother_isEndedByPointingAtItsLastPlaceAgain() {
        List<Move> legal = moves("9-18", "9-18-27");
        assertThat(Pointing.of(legal, PLACES, List.of("9", "18")).chosen()).isEmpty();
        assertThat(Pointing.of(legal, PLACES, List.of("9", "18", "18")).chosen()).contains(new Pointed("9-18"));
        assertThat(Pointing.of(legal, PLACES, List.of("9", "18", "27")).chosen()).contains(new Pointed("9-18-27"));
        assertThat(Pointing.toChoose(new Pointed("9-18"), legal, PLACES)).containsExactly("9", "18", "18");
        assertThat(Pointing.toChoose(new Pointed("9-18-27"), legal, PLACES)).containsExactly("9", "18", "27");
    }

    @Property
    void pointingAtAMovesPlaces_selectsThatMoveAlone(@ForAll("legalMoves") List<Move> legal) {
        for (Move move : legal) {
            List<String> pointed = Pointing.toChoose(move, legal, PLACES);
            assertThat(Pointing.of(legal, PLACES, pointed).chosen()).contains(move);
        }
    }

    /** Distinct moves of one to four places, no place twice in a row, over a small board so that they overlap. */
    @Provide
    Arbitrary<List<Move>> legalMoves() {
        Arbitrary<String> move = Arbitraries.of("a", "b", "c", "d").list().ofMinSize(1).ofMaxSize(4)
                .filter(places -> {
                    for (int i = 1; i < places.size(); i++) {
                        if (places.get(i).equals(places.get(i - 1))) {
                            return false;
                        }
                    }
                    return true;
                }).map(places -> String.join("-", places));
        return move.set().ofMinSize(1).ofMaxSize(8).map(texts -> {
            Map<String, Move> distinct = new LinkedHashMap<>();
            texts.forEach(text -> distinct.put(text, new Pointed(text)));
            return new ArrayList<>(distinct.values());
        });
    }
}
