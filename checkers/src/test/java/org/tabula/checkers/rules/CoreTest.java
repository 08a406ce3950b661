package org.tabula.checkers.rules;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.checkers.CheckersGame;
import org.tabula.checkers.Fixtures;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Position;

/** The fast core: moves that encode both ways, and make and unmake leaving no trace. */
class CoreTest {

    /** A core that played the game's moves from its start, as the game's own core did. */
    private static Core replayed(CheckersGame game) {
        Core core = Core.of(game.startPosition(), game.noProgressLimit() * 2, game.repetitionDraws());
        for (CheckersMove move : game.history()) {
            core.make(MoveCode.encode(move));
        }
        return core;
    }

    @Test
    void aKing_takesNineInOneMove_theMostAMoveCanTake() {
        CheckersGame game = CheckersGame.fromPosition("W:WK29:B9,10,11,17,18,19,25,26,27");
        CheckersMove most = game.legalMoves().stream().filter(m -> m.captured().size() == 9).findFirst().orElseThrow();
        assertThat(most.squares()).hasSize(10);
        game.play(most.text());
        assertThat(game.ending()).contains(CheckersResult.noPieces(Colour.BLACK));
        assertThat(Fixtures.state(Fixtures.fromPdn(Fixtures.record(game))).history()).containsExactly(most);
    }

    @Property(tries = 60)
    void everyLegalMove_encodesBothWays_andMakeThenUnmakeLeavesNoTrace(@ForAll long seed,
            @ForAll @IntRange(max = 150) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        Core core = replayed(game);
        Position before = core.toPosition();
        int[] window = core.windowKeys();
        for (long move : MoveGenerator.legalMoves(core)) {
            assertThat(MoveCode.encode(MoveCode.toMove(move))).isEqualTo(move);
            core.make(move);
            assertThat(core.ply()).isEqualTo(before.ply() + 1);
            core.unmake();
            assertThat(core.toPosition()).isEqualTo(before);
            assertThat(core.windowKeys()).isEqualTo(window);
        }
    }
}
