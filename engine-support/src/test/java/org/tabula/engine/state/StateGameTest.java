package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
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
    /** Only the id and the sides are asked of the provider. */
    private static final GameProvider PROVIDER = (GameProvider) Proxy.newProxyInstance(
            GameProvider.class.getClassLoader(), new Class<?>[] {GameProvider.class},
            (proxy, method, args) -> method.getName().equals("id") ? "counting" : SIDES);

    /** A move adding 1 or 2 to a total; reaching 5 or more ends the game, the last mover winning. */
    private record Add(int by) implements Move {
        @Override
        public String text() {
            return "+" + by;
        }
    }

    /** A total, with a die of 1 or 2 to roll before each move when {@code dice}; the die's face is added too. */
    private record Total(int total, int ply, boolean dice, int rolled) implements PlayableState<Total, Add> {
        @Override
        public Side side() {
            return SIDES.get(ply % 2);
        }

        @Override
        public List<Add> moves() {
            return total >= 5 || (dice && rolled == 0) ? List.of() : List.of(new Add(1), new Add(2));
        }

        @Override
        public Outcome<Add> read(String text) {
            Add move = text.strip().equals("+1") ? new Add(1) : text.strip().equals("+2") ? new Add(2) : null;
            if (move == null) {
                return Outcome.refused("not-a-move", text + " is no move.");
            }
            return check(move).<Outcome<Add>>map(Outcome::refused).orElse(Outcome.accepted(move));
        }

        @Override
        public Optional<Refusal> check(Add move) {
            return moves().contains(move) ? Optional.empty() : Optional.of(new Refusal("illegal", "not now"));
        }

        @Override
        public Total after(Add move) {
            return new Total(total + move.by() + rolled, ply + 1, dice, 0);
        }

        @Override
        public Optional<Result> result() {
            return total < 5 ? Optional.empty()
                    : Optional.of(Result.win(SIDES.get((ply + 1) % 2), "five", "five reached"));
        }

        @Override
        public Optional<ChanceRequest> chance() {
            return dice && rolled == 0 && total < 5 ? Optional.of(new ChanceRequest("a die", List.of("1", "2"), true))
                    : Optional.empty();
        }

        @Override
        public Outcome<Total> supplied(String outcome) {
            return chance().isPresent() && outcome.strip().matches("[12]")
                    ? Outcome.accepted(new Total(total, ply, dice, Integer.parseInt(outcome.strip())))
                    : Outcome.refused("no-roll", "Not a roll now.");
        }
    }

    private static Total total(int total, int ply) {
        return new Total(total, ply, false, 0);
    }

    private static final class Counting extends StateGame<Total, Add> {
        Counting(Total start) {
            super(PROVIDER, GameOptions.defaults(List.of()), Add.class, start);
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

        Optional<Add> last() {
            return lastMove();
        }

        @Override
        public String position() {
            return now().total() + " " + now().ply() + " " + now().rolled();
        }

        @Override
        public BoardView view() {
            return palette -> List.of(position());
        }
    }

    @Test
    void moves_byTextAndByValue_changeTheStateAndTheHistory_andUndoTakesThemBack() {
        Counting game = new Counting(total(0, 0));

        assertThat(game.play(" +2 ").isAccepted()).isTrue();
        assertThat(game.play(new Add(1)).isAccepted()).isTrue();
        assertThat(game.play(() -> "+2").isAccepted()).as("a move of another making, by its text").isTrue();

        assertThat(game.history()).extracting(Move::text).containsExactly("+2", "+1", "+2");
        assertThat(game.before()).containsExactly(total(0, 0), total(2, 1), total(3, 2));
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result().orElseThrow().winner()).isEqualTo(SIDES.get(0));
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.undo().value().text()).isEqualTo("+2");
        assertThat(game.now()).isEqualTo(total(3, 2));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aRefusedMove_leavesTheGameUnchanged_andUndoWithNothingPlayed_isRefused() {
        Counting game = new Counting(total(4, 3));

        assertThat(game.play("+3").refusal().code()).isEqualTo("not-a-move");
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(game.history()).isEmpty();
        assertThat(game.now()).isEqualTo(total(4, 3)).isEqualTo(game.start());
    }

    @Test
    void aCopy_sharesNothing_andKeepsTheStartAndTheMoves() {
        Counting game = new Counting(total(1, 0));
        game.play("+1");

        Game copy = game.copy();
        copy.play("+2");

        assertThat(game.history()).hasSize(1);
        assertThat(copy.history()).extracting(Move::text).containsExactly("+1", "+2");
        assertThat(copy.undo().isAccepted()).isTrue();
        assertThat(copy.undo().isAccepted()).isTrue();
        assertThat(copy.position()).isEqualTo("1 0 0");
    }

    @Test
    void theLastMove_isMarkedOnThePlacesItTouched_andPlacesOfAnIllegalMove_areRefused() {
        Counting game = new Counting(total(0, 0));
        assertThat(game.marks()).isEmpty();
        assertThat(game.last()).isEmpty();
        assertThat(game.placesOf(new Add(2))).containsExactly("0", "2");

        game.play("+2");

        assertThat(game.marks()).containsExactly(new Mark("0", Mark.LAST_MOVE), new Mark("2", Mark.LAST_MOVE));
        assertThat(game.last()).contains(new Add(2));
        assertThatThrownBy(() -> game.placesOf(() -> "+9")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aChanceOutcome_changesTheStateWithoutAMove_andUndoLeavesTheOneAMoveWasPlayedOn() {
        Counting game = new Counting(new Total(0, 0, true, 0));

        assertThat(game.pendingChance()).isPresent();
        assertThat(game.play("+1").isAccepted()).isFalse();
        assertThat(game.supplyChance("3").refusal().code()).isEqualTo("no-roll");
        assertThat(game.supplyChance(" 2 ").value()).isEqualTo("2");
        assertThat(game.pendingChance()).isEmpty();
        game.play("+1");
        assertThat(game.position()).isEqualTo("3 1 0");
        game.undo();
        assertThat(game.position()).isEqualTo("0 0 2");
        assertThat(game.turn()).isEqualTo(SIDES.get(0));
        assertThat(game.gameId()).isEqualTo("counting");
    }
}
