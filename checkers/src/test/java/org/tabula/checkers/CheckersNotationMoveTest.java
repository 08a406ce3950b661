package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Status;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.Squares;

/** The seed's moves: parse_move, format_move and format_coord_move, sentence by sentence. */
class CheckersNotationMoveTest {

    private static ParsedMove parsed(String text) {
        return CheckersNotation.parseMove(text).orElseThrow(() -> new AssertionError("not read: " + text));
    }

    // "A simple move is 11-15."
    @Test
    void parseMove_readsASimpleMove_asFromToSquaresAndNoJump() {
        assertThat(parsed("11-15")).isEqualTo(new ParsedMove(11, 15, List.of(11, 15), false));
    }

    // "A jump is 23x14x7, the whole path."
    @Test
    void parseMove_readsAJump_withItsWholePath() {
        assertThat(parsed("23x14x7")).isEqualTo(new ParsedMove(23, 7, List.of(23, 14, 7), true));
    }

    // "the short form 23x7 is accepted on input but never emitted."
    @Test
    void parseMove_acceptsTheShortForm() {
        assertThat(parsed("23x7")).isEqualTo(new ParsedMove(23, 7, List.of(23, 7), true));
    }

    @Property(tries = 60)
    void shortForm_isNeverEmitted_everyJumpIsWrittenWithEverySquareItLandsOn(@ForAll long seed,
            @ForAll @IntRange(max = 120) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        for (CheckersMove move : game.legalMoves()) {
            List<Integer> written = parsed(CheckersNotation.formatMove(move)).squares();
            assertThat(written).isEqualTo(move.squares());
            if (move.jump()) {
                assertThat(written).hasSize(move.captured().size() + 1);
            }
        }
        for (CheckersMove move : game.history()) {
            assertThat(parsed(move.text()).squares()).hasSize(move.jump() ? move.captured().size() + 1 : 2);
        }
    }

    // "A square may also be written as its algebraic name, f6-e5 and c3xe5xg7."
    // "The squares come back as numbers whichever spelling was given."
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "f6-e5|11 15|false", "c3xe5xg7|22 15 8|true", "e3xc5xe7|23 14 7|true", "a1-b2|29 25|false",
        "h8xf6|4 11|true"})
    void parseMove_readsAlgebraicNames_asSquareNumbers(String text, String squares, boolean jump) {
        List<Integer> numbers = java.util.Arrays.stream(squares.split(" ")).map(Integer::valueOf).toList();
        assertThat(parsed(text)).isEqualTo(ParsedMove.of(numbers, jump));
    }

    // "Whitespace is ignored and x and a file letter may be upper case."
    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {" 23 x 14 x 7 ", "23X14X7", "\t23x14\nx7", "E3XC5XE7", " e3 X c5 x E7", "2 3x1 4x7"})
    void parseMove_ignoresWhiteSpace_andReadsXAndFileLettersInEitherCase(String text) {
        assertThat(parsed(text)).isEqualTo(new ParsedMove(23, 7, List.of(23, 14, 7), true));
    }

    // "A square outside 1 to 32, a name that is not a playing square, the same square twice in a row, or the two
    // spellings in one move, is not a move."
    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {
        "0-5", "32-33", "33x24", "11-150", "99999999999999999999-1", // outside 1 to 32
        "a8-b7", "f6-e6", "i1-h2", "f9-e8", "f0-e1", // not playing squares, or off the board
        "11-11", "23x14x14", "f6-f6", "23x23x14", // the same square twice in a row
        "f6-15", "11-e5", "e3x14x7", // the two spellings
        "", " ", "-", "x", "11", "f6", "11-", "-15", "11--15", "11-15-19", "11-15x19", "11x15-19", "23xx14",
        "011-15", "11-015", "1 1 - 1 5 -", "11–15", "１１-15", "f6-e5-d4", "k", "11 15", "Kf6-e5", "\u0000"})
    void parseMove_findsNoMoveIn(String text) {
        assertThat(CheckersNotation.parseMove(text)).isEmpty();
    }

    @Test
    void parseMove_takesNull_asNoMove() {
        assertThat(CheckersNotation.parseMove(null)).isEmpty();
    }

    @Property(tries = 2000)
    void parseMove_neverThrows_andWhatItReadsIsWellFormed(@ForAll("texts") String text) {
        Optional<ParsedMove> move = CheckersNotation.parseMove(text);
        move.ifPresent(parsed -> {
            assertThat(parsed.squares()).allMatch(Squares::isSquare).hasSizeGreaterThanOrEqualTo(2);
            assertThat(CheckersNotation.parseMove(parsed.text())).contains(parsed);
            assertThat(CheckersNotation.parseMove(parsed.coordText())).contains(parsed);
        });
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> square = Arbitraries.oneOf(Arbitraries.integers().between(-2, 40).map(String::valueOf),
                Arbitraries.of("f6", "E5", "a1", "h8", "b8", "a8", "i2", "c3", "g7", "d4"));
        Arbitrary<String> joint = Arbitraries.of("-", "x", "X", " x ", "", " ", "--", "xx", "–");
        Arbitrary<String> movish = Combinators.combine(square, joint, square, joint, square)
                .as((a, j, b, k, c) -> a + j + b + k + c);
        return Arbitraries.oneOf(Arbitraries.strings(), Arbitraries.strings().withChars("0123456789-xXabcdefgh ")
                .ofMaxLength(12), movish, square);
    }

    // "format_move: The notation for a Game::Checkers::Move or for a hashref as parse_move returns."
    @Test
    void formatMove_writesAMoveOrWhatParseMoveReturns_inNumericNotation() {
        assertThat(CheckersNotation.formatMove(CheckersMove.jump(23, 14, 7))).isEqualTo("23x14x7");
        assertThat(CheckersNotation.formatMove(CheckersMove.step(11, 15))).isEqualTo("11-15");
        assertThat(CheckersNotation.formatMove(parsed(" 23 X 14 X 7 "))).isEqualTo("23x14x7");
        assertThat(CheckersNotation.formatMove(parsed("f6-e5"))).isEqualTo("11-15");
        assertThat(CheckersNotation.formatMove(parsed("23x7"))).isEqualTo("23x7");
    }

    // "format_coord_move: The same move with its squares named by file and rank."
    @Test
    void formatCoordMove_namesTheSquaresByFileAndRank() {
        assertThat(CheckersNotation.formatCoordMove(CheckersMove.jump(23, 14, 7))).isEqualTo("e3xc5xe7");
        assertThat(CheckersNotation.formatCoordMove(CheckersMove.step(11, 15))).isEqualTo("f6-e5");
        assertThat(CheckersNotation.formatCoordMove(parsed("11-15"))).isEqualTo("f6-e5");
        assertThat(CheckersNotation.formatCoordMove(parsed("22x15x8"))).isEqualTo("c3xe5xg7");
    }

    @Property(tries = 60)
    void everyLegalMove_readsBackFromBothSpellings_andPlaysFromEither(@ForAll long seed,
            @ForAll @IntRange(max = 120) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        if (game.status() != Status.ACTIVE) {
            return;
        }
        for (CheckersMove move : game.legalMoves()) {
            assertThat(parsed(move.text())).isEqualTo(ParsedMove.of(move));
            assertThat(parsed(move.coordText())).isEqualTo(ParsedMove.of(move));
            assertThat(game.copy().play(move.coordText()).value()).isEqualTo(move);
            assertThat(game.copy().play(move.text().toUpperCase()).value()).isEqualTo(move);
        }
    }

    @Test
    void checkersMove_refusesAPathNoPieceCanTravel() {
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> CheckersMove.step(11, 16 + 3));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> CheckersMove.jump(23, 7));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> new CheckersMove(List.of(11, 15, 18), false));
        assertThat(CheckersMove.jump(23, 14, 7).captured()).containsExactly(18, 10);
        assertThat(CheckersMove.jump(18, 9, 2, 11, 18).from()).isEqualTo(18);
    }
}
