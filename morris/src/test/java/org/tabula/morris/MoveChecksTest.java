package org.tabula.morris;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveChecks;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The quick checks a game makes on every move, held to the rules they stand in for: {@link MoveChecks} against
 * {@link Rules#check} and the core's own moves, and {@link Points#at} against the names of the points.
 */
class MoveChecksTest {

    @Property(tries = 40)
    void isLegal_acceptsExactlyWhatTheRulesAccept_everyMoveOfRandomPositions(@ForAll long seed,
            @ForAll boolean flying, @ForAll @IntRange(max = 200) int plies) {
        MorrisGame game = MorrisGamePropertiesTest.randomGame(seed, flying, plies);
        Core core = game.core();
        Position position = game.toPosition();
        int[] buffer = new int[Core.MAX_MOVES];
        Set<Integer> generated = new HashSet<>();
        int count = core.generate(buffer, 0);
        for (int i = 0; i < count; i++) {
            generated.add(buffer[i]);
        }
        for (int from = -1; from < Points.COUNT; from++) {
            for (int to = 0; to < Points.COUNT; to++) {
                for (int remove = -1; remove < Points.COUNT; remove++) {
                    if (from == to || remove == to || (from >= 0 && remove == from)) {
                        continue;
                    }
                    MorrisMove move = new MorrisMove(from, to, remove);
                    int code = MoveCode.encode(move);
                    boolean rulesAccept = Rules.check(position, flying, move).isEmpty();
                    assertThat(MoveChecks.isLegal(core, code)).as("%s in %s", move, position)
                            .isEqualTo(rulesAccept)
                            .isEqualTo(generated.contains(code));
                }
            }
        }
        assertThat(MoveChecks.canMove(core)).isEqualTo(core.countMoves() > 0);
    }

    @Test
    void canMove_isFalse_forASideBlockedIn() {
        // White's mill a7 d7 g7 is walled in by black on a4, d6 and g4, and white's a1 by a4 and d1.
        Core core = Core.of(MorrisNotation.parsePosition(Fixtures.moving("a7 d7 g7 a1", "a4 d6 g4 d1 b2 f2", 'w')),
                true, 0);
        assertThat(core.countMoves()).isZero();
        assertThat(MoveChecks.canMove(core)).isFalse();
    }

    @Test
    void pointsAt_readsExactlyTheTwentyFourNames_inAnyCase() {
        String[] names = new String[Points.COUNT];
        for (int point = 0; point < Points.COUNT; point++) {
            names[point] = Points.name(point);
        }
        for (char a = 0; a < 0x180; a++) {
            for (char b = 0; b < 0x80; b++) {
                String text = "" + a + b;
                int expected = Arrays.asList(names).indexOf(ascii(text));
                assertThat(Points.at(text, 0)).as("'%s'", text).isEqualTo(expected);
                assertThat(Points.parse(text)).isEqualTo(expected < 0 ? Optional.empty() : Optional.of(expected));
                assertThat(Points.at("x" + text, 1)).isEqualTo(expected);
            }
        }
        assertThat(Points.at("d", 0)).isEqualTo(-1);
        assertThat(Points.at("d2", 1)).isEqualTo(-1);
        assertThat(Points.parse("d2 ")).isEmpty();
    }

    /** Lower case for the ASCII letters only, as the notation reads them. */
    private static String ascii(String text) {
        StringBuilder lower = new StringBuilder();
        for (char c : text.toCharArray()) {
            lower.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return lower.toString();
    }
}
