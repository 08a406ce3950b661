package ${package}.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Outcome;

/** The rules on small games written out, each move as its text. */
class BoardTest {

    private static Board played(String... moves) {
        Board board = Board.EMPTY;
        for (String move : moves) {
            board = board.after(board.read(move).value());
        }
        return board;
    }

    @Test
    void crossMovesFirst_andTheSidesAlternate() {
        assertThat(Board.EMPTY.turn()).isZero();
        assertThat(played("b2").turn()).isEqualTo(1);
        assertThat(played("b2", "a1").cells()).isEqualTo("o...x....");
    }

    @Test
    void threeInARow_wins_andNothingMoreIsLegal() {
        Board won = played("a1", "a2", "b1", "b2", "c1");
        assertThat(won.result().orElseThrow().sentence()).isEqualTo("Cross wins: three in a row");
        assertThat(won.result().orElseThrow().reason()).isEqualTo("three-in-a-row");
        assertThat(won.moves()).isEmpty();
        assertThat(won.read("c3").refusal().code()).isEqualTo("game-over");
    }

    @Test
    void aFullBoardWithNoRow_isADraw() {
        Board full = played("a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3", "c3");
        assertThat(full.result().orElseThrow().isDraw()).isTrue();
        assertThat(full.result().orElseThrow().sentence()).isEqualTo("Draw: the board is full");
    }

    @Test
    void anOccupiedSquare_isRefusedWithItsCode_andTheBoardIsUnchanged() {
        Board board = played("b2");
        Outcome<Square> refused = board.read("B2");
        assertThat(refused.refusal().code()).isEqualTo("square-taken");
        assertThat(refused.refusal().message()).isEqualTo("b2 is taken: mark a free square.");
        assertThat(board).isEqualTo(played("b2"));
        assertThat(board.moves()).extracting(Move::text).doesNotContain("b2").hasSize(8);
    }

    @Test
    void textThatNamesNoSquare_isNotAMove() {
        assertThat(Board.EMPTY.read(" d4 ").refusal().code()).isEqualTo("not-a-move");
        assertThat(Board.EMPTY.read(" d4 ").refusal().message())
                .isEqualTo("'d4' is not a move: name a square, a1 to c3.");
    }
}
