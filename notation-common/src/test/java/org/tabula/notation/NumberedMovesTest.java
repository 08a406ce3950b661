package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumberedMovesTest {

    @ParameterizedTest
    @CsvSource({"1.,true", "12.,true", "3...,true", "1..,true", "1,false", ".,false", "1.d2,false", "d2,false",
        "a1.,false", "'',false", "\u0661.,false"})
    void isMoveNumber_takesDigitsThenDots(String token, boolean number) {
        assertThat(NumberedMoves.isMoveNumber(token)).isEqualTo(number);
    }

    @Test
    void moves_skipsNumbersAndCutsThemFromGluedMoves() {
        List<Token> tokens = new Line(1, "1. d2 f4 2.d6 3...b4 12.  a1").tokens();
        assertThat(NumberedMoves.moves(tokens)).containsExactly(Token.of("d2", 1, 4), Token.of("f4", 1, 7),
                Token.of("d6", 1, 12), Token.of("b4", 1, 19), Token.of("a1", 1, 27));
    }

    @Test
    void moves_leavesABareNumberWithoutDotAsAMove() {
        assertThat(NumberedMoves.moves(new Line(1, "1 d2").tokens())).extracting(Token::text)
                .containsExactly("1", "d2");
    }

    @Test
    void pairs_writesOnePairALine() {
        assertThat(NumberedMoves.pairs(List.of("d2", "f4", "d6", "b4", "d7"), false))
                .containsExactly("1. d2 f4", "2. d6 b4", "3. d7");
    }

    @Test
    void pairs_writesAFirstMoveThatIsSecondOfItsPairWithAnEllipsis() {
        assertThat(NumberedMoves.pairs(List.of("d2", "f4", "d6"), true)).containsExactly("1... d2", "2. f4 d6");
        assertThat(NumberedMoves.pairs(List.of("d2"), true)).containsExactly("1... d2");
    }

    @Test
    void pairs_writesNothingForNoMoves() {
        assertThat(NumberedMoves.pairs(List.of(), false)).isEmpty();
        assertThat(NumberedMoves.pairs(List.of(), true)).isEmpty();
    }

    @Test
    void pairs_refusesAMoveThatIsNotOneWord() {
        assertThatThrownBy(() -> NumberedMoves.pairs(List.of("d2 d3"), false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NumberedMoves.pairs(List.of(""), false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void wrapped_breaksLinesBeforeTheyPassTheWidth() {
        List<String> moves = List.of("11-15", "23-19", "8-11", "22-17", "9-13", "17x10");
        assertThat(NumberedMoves.wrapped(moves, false, 20))
                .containsExactly("1. 11-15 23-19", "2. 8-11 22-17", "3. 9-13 17x10");
        assertThat(NumberedMoves.wrapped(moves, false, 79))
                .containsExactly("1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17x10");
        assertThat(NumberedMoves.wrapped(moves, true, 79))
                .containsExactly("1... 11-15 2. 23-19 8-11 3. 22-17 9-13 4. 17x10");
    }

    @Test
    void wrapped_putsAWordLongerThanTheWidthOnALineOfItsOwn() {
        assertThat(NumberedMoves.wrapped(List.of("abcdefgh", "b"), false, 4)).containsExactly("1.", "abcdefgh", "b");
        assertThatThrownBy(() -> NumberedMoves.wrapped(List.of("a"), false, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Property
    void pairs_readBackToTheSameMoves(@ForAll("moveLists") List<String> moves, @ForAll boolean startsWithSecond) {
        List<Token> tokens = new ArrayList<>();
        for (Line line : Lines.split(Lines.join(NumberedMoves.pairs(moves, startsWithSecond)))) {
            tokens.addAll(line.tokens());
        }
        assertThat(NumberedMoves.moves(tokens)).extracting(Token::text).containsExactlyElementsOf(moves);
    }

    @Property
    void wrapped_readsBackToTheSameMovesWithinTheWidth(@ForAll("moveLists") List<String> moves,
            @ForAll boolean startsWithSecond, @ForAll @IntRange(min = 1, max = 100) int width) {
        List<String> lines = NumberedMoves.wrapped(moves, startsWithSecond, width);
        List<Token> tokens = new ArrayList<>();
        for (Line line : Lines.split(Lines.join(lines))) {
            tokens.addAll(line.tokens());
            if (line.tokens().size() > 1) {
                assertThat(line.length()).isLessThanOrEqualTo(width);
            }
        }
        assertThat(NumberedMoves.moves(tokens)).extracting(Token::text).containsExactlyElementsOf(moves);
    }

    @Property
    void moves_neverThrows(@ForAll("hostile") String text) {
        for (Line line : Lines.split(text)) {
            NumberedMoves.moves(line.tokens());
        }
    }

    @Provide
    Arbitrary<List<String>> moveLists() {
        return Arbitraries.of("d2", "d2-d3", "d2xa1", "a1-a4xg7", "11-15", "23x14x7", "hand-b1", "h2e2")
                .list().ofMaxSize(30);
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }

    /** The number of the move to come is the one pairs writes before it (or would, for the second of a pair). */
    @Property
    void next_isTheNumberPairsWritesForTheMoveAfterThem(@ForAll @IntRange(max = 40) int played,
            @ForAll boolean startsWithSecond) {
        List<String> moves = new ArrayList<>(Collections.nCopies(played, "m"));
        moves.add("next");
        List<String> lines = NumberedMoves.pairs(moves, startsWithSecond);
        String last = lines.get(lines.size() - 1);
        String next = NumberedMoves.next(played, startsWithSecond);
        if (last.endsWith(" m next")) {
            // The second of its pair, written after the first on its line: the pair's number with an ellipsis.
            assertThat(next).isEqualTo(last.substring(0, last.indexOf('.')) + "...");
        } else {
            assertThat(last).isEqualTo(next + " next");
        }
    }

    @Test
    void next_numbersInPairs() {
        assertThat(NumberedMoves.next(0, false)).isEqualTo("1.");
        assertThat(NumberedMoves.next(1, false)).isEqualTo("1...");
        assertThat(NumberedMoves.next(4, false)).isEqualTo("3.");
        assertThat(NumberedMoves.next(0, true)).isEqualTo("1...");
        assertThat(NumberedMoves.next(1, true)).isEqualTo("2.");
    }

    @Test
    void written_isEachMoveAsItsGameWritesIt_theFirstThatIsNoMoveRefusedByItsPlace() {
        java.util.function.Function<String, java.util.Optional<String>> lowerDigits = text ->
                text.matches("[A-Ha-h][1-8]") ? java.util.Optional.of(text.toLowerCase(java.util.Locale.ROOT))
                        : java.util.Optional.empty();

        assertThat(NumberedMoves.written(List.of("D2", "f4"), lowerDigits)).containsExactly("d2", "f4");
        assertThat(NumberedMoves.written(List.of(), lowerDigits)).isEmpty();
        assertThatThrownBy(() -> NumberedMoves.written(List.of("d2", "zz", "q9"), lowerDigits))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("move 2 (zz) is not a move");
    }
}
