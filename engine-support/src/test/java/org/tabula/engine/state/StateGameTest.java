package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.Mark;

/** The bookkeeping over an immutable state: play by text and value, undo, copy, status, places and last-move marks. */
class StateGameTest {

    private static final List<Side> SIDES = List.of(Side.of("first"), Side.of("second"));

    /** A move adding 1 or 2 to a total; reaching 5 or more ends the game, the last mover winning. */
    private record Add(int by) implements Move {
        @Override
        public String text() {
            return "+" + by;
        }
    }

    private record Total(int total, int ply) {
    }

    private static final class Counting extends StateGame<Total, Add> {
        Counting(Total start) {
            super(GameOptions.defaults(List.of()), Add.class, start);
        }

        @Override
        protected List<Add> movesIn(Total state) {
            return state.total() >= 5 ? List.of() : List.of(new Add(1), new Add(2));
        }

        @Override
        protected Outcome<Add> read(Total state, String text) {
            Add move = text.strip().equals("+1") ? new Add(1) : text.strip().equals("+2") ? new Add(2) : null;
            if (move == null) {
                return Outcome.refused("not-a-move", text + " is no move.");
            }
            return check(state, move).<Outcome<Add>>map(Outcome::refused).orElse(Outcome.accepted(move));
        }

        @Override
        protected Optional<Refusal> check(Total state, Add move) {
            return movesIn(state).contains(move) ? Optional.empty()
                    : Optional.of(new Refusal("illegal", "not now"));
        }

        @Override
        protected Total after(Total state, Add move) {
            return new Total(state.total() + move.by(), state.ply() + 1);
        }

        @Override
        protected Optional<Result> ending(Total state) {
            return state.total() < 5 ? Optional.empty()
                    : Optional.of(Result.win(SIDES.get((state.ply() + 1) % 2), "five", "five reached"));
        }

        @Override
        protected StateGame<Total, Add> begun(Total start) {
            return new Counting(start);
        }

        @Override
        protected List<String> places(Total state, Add move) {
            return List.of(Integer.toString(state.total()), Integer.toString(state.total() + move.by()));
        }

        List<Mark> marks() {
            return lastMoveMarks();
        }

        @Override
        public String gameId() {
            return "counting";
        }

        @Override
        public List<Side> sides() {
            return SIDES;
        }

        @Override
        public Side turn() {
            return SIDES.get(now().ply() % 2);
        }

        @Override
        public int ply() {
            return now().ply();
        }

        @Override
        public String position() {
            return now().total() + " " + now().ply();
        }

        @Override
        public BoardView view() {
            return palette -> List.of(position());
        }
    }

    @Test
    void moves_byTextAndByValue_changeTheStateAndTheHistory_andUndoTakesThemBack() {
        Counting game = new Counting(new Total(0, 0));

        assertThat(game.play(" +2 ").isAccepted()).isTrue();
        assertThat(game.play(new Add(1)).isAccepted()).isTrue();
        assertThat(game.play(() -> "+2").isAccepted()).as("a move of another making, by its text").isTrue();

        assertThat(game.history()).extracting(Move::text).containsExactly("+2", "+1", "+2");
        assertThat(game.before()).containsExactly(new Total(0, 0), new Total(2, 1), new Total(3, 2));
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result().orElseThrow().winner()).isEqualTo(SIDES.get(0));
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.undo().value().text()).isEqualTo("+2");
        assertThat(game.now()).isEqualTo(new Total(3, 2));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aRefusedMove_leavesTheGameUnchanged_andUndoWithNothingPlayed_isRefused() {
        Counting game = new Counting(new Total(4, 3));

        assertThat(game.play("+3").refusal().code()).isEqualTo("not-a-move");
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(game.history()).isEmpty();
        assertThat(game.now()).isEqualTo(new Total(4, 3)).isEqualTo(game.start());
    }

    @Test
    void aCopy_sharesNothing_andKeepsTheStartAndTheMoves() {
        Counting game = new Counting(new Total(1, 0));
        game.play("+1");

        Game copy = game.copy();
        copy.play("+2");

        assertThat(game.history()).hasSize(1);
        assertThat(copy.history()).extracting(Move::text).containsExactly("+1", "+2");
        assertThat(copy.undo().isAccepted()).isTrue();
        assertThat(copy.undo().isAccepted()).isTrue();
        assertThat(copy.position()).isEqualTo("1 0");
    }

    @Test
    void theLastMove_isMarkedOnThePlacesItTouched_andPlacesOfAnIllegalMove_areRefused() {
        Counting game = new Counting(new Total(0, 0));
        assertThat(game.marks()).isEmpty();
        assertThat(game.placesOf(new Add(2))).containsExactly("0", "2");

        game.play("+2");

        assertThat(game.marks()).containsExactly(new Mark("0", Mark.LAST_MOVE), new Mark("2", Mark.LAST_MOVE));
        assertThatThrownBy(() -> game.placesOf(() -> "+9")).isInstanceOf(IllegalArgumentException.class);
    }
}
