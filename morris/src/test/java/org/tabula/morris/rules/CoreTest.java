package org.tabula.morris.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/** The fast core: encoded moves, generation against counting, and make/unmake restoring every field. */
class CoreTest {

    @Test
    void encode_roundTripsEveryShapeOfMove() {
        for (int to = 0; to < 24; to++) {
            for (int from = -1; from < 24; from++) {
                for (int remove = -1; remove < 24; remove += 5) {
                    int code = MoveCode.encode(from, to, remove);
                    assertThat(new int[] {MoveCode.from(code), MoveCode.to(code), MoveCode.remove(code)})
                            .containsExactly(from, to, remove);
                }
            }
        }
        MorrisMove move = MorrisMove.step(19, 16, 21);
        assertThat(MoveCode.toMove(MoveCode.encode(move))).isEqualTo(move);
    }

    @Test
    void makeAndUnmake_restoreEveryField_throughRandomGames() {
        Random random = new Random(7);
        int[] moves = new int[Core.MAX_MOVES];
        for (int game = 0; game < 30; game++) {
            Core core = Core.of(Position.START, game % 2 == 0, 120);
            List<String> states = new ArrayList<>();
            while (core.ending() == Core.ONGOING && core.depth() < 300) {
                int count = core.generate(moves, 0);
                assertThat(core.countMoves()).isEqualTo(count);
                states.add(state(core));
                core.make(moves[random.nextInt(count)]);
            }
            for (int i = states.size() - 1; i >= 0; i--) {
                core.unmake();
                assertThat(state(core)).isEqualTo(states.get(i));
            }
            assertThat(core.toPosition()).isEqualTo(Position.START);
        }
    }

    private static String state(Core core) {
        return core.toPosition() + " " + core.key() + " " + core.repetitions() + " "
                + Arrays.toString(core.windowKeys());
    }

    @Test
    void generate_writesMovesInTheFixedOrder_fromTheOffsetGiven() {
        Random random = new Random(11);
        int[] moves = new int[Core.MAX_MOVES + 5];
        Core core = Core.of(Position.START, true, 0);
        while (core.ending() == Core.ONGOING && core.depth() < 200) {
            int count = core.generate(moves, 5);
            List<MorrisMove> written = Arrays.stream(moves, 5, 5 + count).mapToObj(MoveCode::toMove).toList();
            assertThat(written).isSortedAccordingTo(java.util.Comparator.comparingInt(MorrisMove::from)
                    .thenComparingInt(MorrisMove::to).thenComparingInt(MorrisMove::remove));
            core.make(moves[5 + random.nextInt(count)]);
        }
    }

    @Test
    void copy_sharesNothing() {
        Core core = Core.of(Position.START, true, 120);
        core.make(MoveCode.encode(MorrisMove.place(19)));
        Core copy = core.copy();
        copy.make(MoveCode.encode(MorrisMove.place(13)));
        assertThat(core.toPosition().black()).isZero();
        core.unmake();
        assertThat(copy.toPosition().white()).isEqualTo(1 << 19);
        assertThat(copy.depth()).isEqualTo(2);
        copy.unmake();
        copy.unmake();
        assertThat(copy.toPosition()).isEqualTo(Position.START);
    }

    @Test
    void stack_growsPastItsFirstCapacity_andUnwindsAgain() {
        Position start = MorrisGame.fromPosition(Fixtures.moving("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w'))
                .toPosition();
        Core core = Core.of(start, true, 0);
        int[] round = {MoveCode.encode(0, 9, -1), MoveCode.encode(2, 14, -1), MoveCode.encode(9, 0, -1), MoveCode.encode(14, 2, -1)};
        for (int i = 0; i < 1000; i++) {
            core.make(round[i % 4]);
        }
        assertThat(core.noMill()).isEqualTo(1000);
        assertThat(core.repetitions()).isEqualTo(251);
        assertThat(core.drawn()).isEqualTo(Core.REPETITION);
        for (int i = 0; i < 1000; i++) {
            core.unmake();
        }
        assertThat(core.toPosition()).isEqualTo(start);
        assertThat(core.depth()).isZero();
    }
}
