package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Ending;
import org.tabula.checkers.model.Piece;
import org.tabula.checkers.model.Position;

/** The seed's FEN, fen_from_position and position_from_fen, sentence by sentence, and the game's position text. */
class CheckersNotationPositionTest {

    private static final Board EXAMPLE = Board.EMPTY.with(21, Piece.WHITE_MAN).with(22, Piece.WHITE_MAN)
            .with(23, Piece.WHITE_MAN).with(1, Piece.BLACK_MAN).with(2, Piece.BLACK_MAN).with(3, Piece.BLACK_KING);

    // "A position and the side to move, as B:W21,22,23:B1,2,K3: the side to move, then the White pieces, then the
    // Black, with K marking a king."
    @Test
    void fenFromPosition_writesTheSideToMove_thenWhite_thenBlack_withKForAKing() {
        assertThat(CheckersNotation.fenFromPosition(EXAMPLE, Colour.BLACK)).isEqualTo("B:W21,22,23:B1,2,K3");
        assertThat(CheckersNotation.fenFromPosition(EXAMPLE, Colour.WHITE)).isEqualTo("W:W21,22,23:B1,2,K3");
        assertThat(CheckersNotation.fenFromPosition(Board.START, Colour.BLACK))
                .isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(CheckersNotation.fenFromPosition(Board.EMPTY, Colour.WHITE)).isEqualTo("W:W:B");
    }

    // "Squares are emitted in ascending order within each colour so the string is stable and two positions
    // compare as strings."
    @Test
    void fenFromPosition_writesSquaresInAscendingOrder_whateverOrderTheyWereRead() {
        Position read = CheckersNotation.positionFromFen("B:BK3,2,1:W23,21,22");
        assertThat(read.board()).isEqualTo(EXAMPLE);
        assertThat(CheckersNotation.fenFromPosition(read.board(), read.turn())).isEqualTo("B:W21,22,23:B1,2,K3");
        assertThat(CheckersNotation.fenFromPosition(Board.EMPTY.with(30, Piece.WHITE_KING).with(4, Piece.WHITE_MAN)
                .with(19, Piece.WHITE_MAN), Colour.WHITE)).isEqualTo("W:W4,19,K30:B");
    }

    @Property(tries = 100)
    void twoPositions_compareAsStrings(@ForAll long seed, @ForAll @IntRange(max = 100) int plies,
            @ForAll long other, @ForAll @IntRange(max = 100) int otherPlies) {
        CheckersGame a = Fixtures.randomGame(seed, plies);
        CheckersGame b = Fixtures.randomGame(other, otherPlies);
        boolean same = a.board().equals(b.board()) && a.toMove() == b.toMove();
        assertThat(a.fen().equals(b.fen())).isEqualTo(same);
    }

    // "position_from_fen: Returns the position arrayref and the side to move."
    @Property(tries = 100)
    void positionFromFen_givesBackThePiecesAndTheSideToMove(@ForAll long seed, @ForAll @IntRange(max = 150) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        Position read = CheckersNotation.positionFromFen(game.fen());
        assertThat(read.board()).isEqualTo(game.board());
        assertThat(read.turn()).isEqualTo(game.toMove());
        assertThat(CheckersNotation.fenFromPosition(read.board(), read.turn())).isEqualTo(game.fen());
    }

    // PDN 3.0's FEN (pdn.fmjd.org, "FEN tag") allows a range of squares, K? NUMSQUARE (- NUMSQUARE)?: W31-50.
    // A K before a range crowns every square of it. Written back as the seed writes, each square in ascending order.
    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "B:W21-23:B1-3|B:W21,22,23:B1,2,3",
        "W:WK29-32,5:B12-12|W:W5,K29,K30,K31,K32:B12",
        "B:W21-22,24-25:B1,K2-3|B:W21,22,24,25:B1,K2,K3",
        "B:W21-32:B1-12|B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"})
    void positionFromFen_readsPdnsSquareRanges_andWritesEachSquare(String fen, String written) {
        Position read = CheckersNotation.positionFromFen(fen);
        assertThat(CheckersNotation.fenFromPosition(read.board(), read.turn())).isEqualTo(written);
        assertThat(CheckersNotation.positionFromFen(written)).isEqualTo(read);
    }

    // "Dies on a malformed string: a missing piece list, a square outside 1 to 32, the same square twice, or a
    // colour other than B or W."
    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "B:W21,22|the black piece list is missing at 1:9",
        "B:B1,2|the white piece list is missing at 1:7",
        "B|a FEN has two piece lists after the side to move, and the first is missing at 1:2",
        "W:|a piece list begins with the colour B or W, not nothing at 1:3",
        "B:W21:B0|there is no square 0: squares are 1 to 32 at 1:8",
        "B:W33:B1|there is no square 33: squares are 1 to 32 at 1:4",
        "B:W21:B1,99999999999999999999|there is no square 99999999999999999999: squares are 1 to 32 at 1:10",
        "B:W21:B01|there is no square 01: squares are 1 to 32 at 1:8",
        "B:W21,22,21:B1|square 21 is given twice at 1:10",
        "B:W21:B21|square 21 is given twice at 1:8",
        "B:WK5:B5|square 5 is given twice at 1:8",
        "X:W21:B1|the side to move begins with the colour B or W, not 'X' at 1:1",
        "b:W21:B1|the side to move begins with the colour B or W, not 'b' at 1:1",
        "B:R21:B1|a piece list begins with the colour B or W, not 'R' at 1:3",
        "B:W21:W22|the white pieces are listed twice at 1:7",
        "B:W21:Bk1|a square is a number from 1 to 32, not 'k' at 1:8",
        "B:W21,:B1|a square is a number from 1 to 32, not ':' at 1:7",
        "B:W21 22:B1|the black piece list is missing at 1:6",
        "B:W21:B1:W2|the FEN ends after its two piece lists, but ':W2' follows at 1:9",
        "B:W21;22:B1|squares in a list are separated by commas at 1:6",
        "' '|a FEN is missing: write one like B:W21,22,23:B1,2,K3 at 1:1",
        "B:W23-21:B1|a range of squares runs upward, and 21 is below 23 at 1:7",
        "B:W21-33:B1|there is no square 33: squares are 1 to 32 at 1:7",
        "B:W21-:B1|a square is a number from 1 to 32, not ':' at 1:7",
        "B:W21-23,22:B1|square 22 is given twice at 1:10",
        "B:W21:B1-3,K2|square 2 is given twice at 1:12"})
    void positionFromFen_diesOnAMalformedString_namingWhere(String fen, String message) {
        assertThatThrownBy(() -> CheckersNotation.positionFromFen(fen))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    // "Pass strict => 1 to refuse more than twelve pieces of a colour, which an ordinary game cannot have but a
    // composed problem can."
    @Test
    void positionFromFen_refusesMoreThanTwelveOfAColour_onlyWhenStrict() {
        String thirteen = "W:W1,2,3,4,5,6,7,8,9,10,11,12,13:B32";
        assertThat(CheckersNotation.positionFromFen(thirteen).board().count(Colour.WHITE)).isEqualTo(13);
        assertThatThrownBy(() -> CheckersNotation.positionFromFen(thirteen, true))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("white has 13 pieces, more than the twelve an ordinary game has at 1:3");
        assertThat(CheckersNotation.positionFromFen(Fixtures.game("B:W21:B1").fen(), true).board().count(Colour.BLACK))
                .isEqualTo(1);
        assertThat(CheckersNotation.positionFromFen(CheckersGame.newGame().fen(), true).board()).isEqualTo(Board.START);
    }

    @Property(tries = 1500)
    void positionFromFen_throwsOnlyLocatedTextFormatExceptions(@ForAll("fenish") String text) {
        for (boolean strict : new boolean[] {false, true}) {
            try {
                CheckersNotation.positionFromFen(text, strict);
            } catch (TextFormatException e) {
                assertThat(e.getMessage()).matches("(?s).* at \\d+:\\d+");
            }
        }
        try {
            CheckersNotation.parsePosition(text);
        } catch (TextFormatException e) {
            assertThat(e.location()).isPresent();
        }
    }

    @Provide
    Arbitrary<String> fenish() {
        Arbitrary<String> parts = Arbitraries.strings().withChars("BWK:,0123456789 \n").ofMaxLength(30);
        Arbitrary<String> mutated = Arbitraries.of("B:W21,22,23:B1,2,K3 0 0", "W:W:B", "B:WK32:BK1 12 3")
                .flatMap(fen -> Arbitraries.integers().between(0, fen.length() - 1)
                        .flatMap(at -> Arbitraries.chars().map(c -> fen.substring(0, at) + c + fen.substring(at + 1))));
        return Arbitraries.oneOf(parts, mutated, Arbitraries.strings());
    }

    // "A FEN is a position, not a game. It carries neither the repetition history nor the no progress counter, and
    // both of those decide draws, so a game restored from a FEN alone can reach a different verdict than the game
    // it came from."
    @Test
    void aGameRestoredFromAFenAlone_canReachADifferentVerdict_noProgress() {
        CheckersGame game = Fixtures.game("B:WK29:BK4 78 100");
        CheckersGame fromFen = Fixtures.game(game.fen());
        CheckersGame fromPositionText = Fixtures.game(game.position());
        for (CheckersGame each : new CheckersGame[] {game, fromFen, fromPositionText}) {
            Fixtures.playAll(each, "4-8", "29-25");
        }
        assertThat(game.ending().orElseThrow().ending()).isEqualTo(Ending.NO_PROGRESS);
        assertThat(fromPositionText.ending()).isEqualTo(game.ending());
        assertThat(fromFen.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aGameRestoredFromAFenAlone_canReachADifferentVerdict_repetition() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:WK29:BK4"), "4-8", "29-25", "8-4", "25-29");
        CheckersGame fromFen = Fixtures.game(game.fen());
        for (CheckersGame each : new CheckersGame[] {game, fromFen}) {
            Fixtures.playAll(each, "4-8", "29-25", "8-4", "25-29");
        }
        assertThat(game.ending().orElseThrow().ending()).isEqualTo(Ending.REPETITION);
        assertThat(fromFen.status()).isEqualTo(Status.ACTIVE);
        // PDN is the text for a game: it carries the history, and so the verdict.
        assertThat(Fixtures.state(Fixtures.fromPdn(Fixtures.record(game))).ending()).isEqualTo(game.ending());
    }

    @Test
    void positionText_isTheFenThenTheTwoCounts_andReadsBackWithOrWithoutThem() {
        CheckersGame game = Fixtures.played("11-15", "23-19", "8-11", "22-17");
        assertThat(game.position()).isEqualTo("B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15"
                + " 0 4");
        Position read = CheckersNotation.parsePosition(game.position());
        assertThat(read).isEqualTo(game.toPosition());
        assertThat(CheckersNotation.parsePosition("  W:W18:BK1   3   9 ")).isEqualTo(new Position(
                Board.EMPTY.with(18, Piece.WHITE_MAN).with(1, Piece.BLACK_KING), Colour.WHITE, 3, 9));
        assertThat(CheckersNotation.parsePosition("W:W18:B1")).isEqualTo(CheckersNotation.positionFromFen("W:W18:B1"));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "B:W21:B1 3|the plies played are missing after the plies without progress at 1:11",
        "B:W21:B1 3 4 5|a position is a FEN and two counts; '5' is one too many at 1:14",
        "B:W21:B1 x 4|'plies without progress' is a whole number, not 'x' at 1:10",
        "B:W21:B1 3 99999999999|'plies played' is too large a number: 99999999999 at 1:12",
        "B:W21:B1 1000000001 0|'plies without progress' is at most 1000000000, not 1000000001 at 1:10",
        "B:W21:B1\\nB:W21:B1|a position is one line at 2:1",
        "''|a position is missing: write a FEN like B:W21,22,23:B1,2,K3, perhaps followed by the plies without"
            + " progress and the plies played at 1:1",
        "'   B:W21:X1'|a piece list begins with the colour B or W, not 'X' at 1:10"})
    void parsePosition_refusesWhatIsNoPositionText(String text, String message) {
        assertThatThrownBy(() -> CheckersNotation.parsePosition(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }
}
