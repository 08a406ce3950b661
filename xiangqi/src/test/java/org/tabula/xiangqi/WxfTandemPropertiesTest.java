package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * WXF over generated positions where soldiers stand in tandem: each side's soldiers on two or three files, so a
 * file holds one to five of them and two files may each hold two or more, the case the seed is silent on.
 */
class WxfTandemPropertiesTest {

    @Property(tries = 400)
    @StatisticsReport(onFailureOnly = true)
    void everyLegalMove_isWrittenOnce_andReadsBackToItself(@ForAll("soldierPositions") Position position) {
        int[] onFile = new int[Squares.FILES];
        for (int square = 0; square < Squares.COUNT; square++) {
            if (position.at(square).equals(Optional.of(new Piece(position.turn(), PieceKind.SOLDIER)))) {
                onFile[Squares.file(square)]++;
            }
        }
        int most = Arrays.stream(onFile).max().orElse(0);
        boolean twoTandems = Arrays.stream(onFile).filter(count -> count >= 2).count() >= 2;
        Statistics.collect(most, twoTandems);
        // The generator must reach what the test is about, every count up to five and two tandems at once.
        Statistics.coverage(coverage -> {
            for (int count = 3; count <= 5; count++) {
                coverage.check(count, false).count(c -> c >= 10);
            }
            coverage.check(2, true).count(c -> c >= 10);
            coverage.check(3, true).count(c -> c >= 10);
        });
        Map<String, XiangqiMove> written = new HashMap<>();
        for (XiangqiMove move : XiangqiGame.fromPosition(position).legalMoves()) {
            String wxf = XiangqiNotation.wxfOf(position, move).orElseThrow();
            assertThat(written.put(wxf, move)).as("%s twice in %s", wxf, position).isNull();
            assertThat(WxfReading.square(position, wxf, position.turn())).as("%s in %s", wxf, position)
                    .isEqualTo(move);
        }
    }

    @Provide
    Arbitrary<Position> soldierPositions() {
        Arbitrary<String> kings = Arbitraries.of("Kd0 ke9", "Ke0 kf9", "Kf1 kd8", "Kd2 kf7");
        Arbitrary<String> red = soldiers('P', 5, 3);
        Arbitrary<String> black = soldiers('p', 0, 6);
        return Combinators.combine(kings, red, black, Arbitraries.of('w', 'b'))
                .as((k, r, b, turn) -> Fixtures.fen(k + r + b, turn))
                .filter(WxfTandemPropertiesTest::isPosition).map(XiangqiNotation::parseFen);
    }

    /**
     * One to five soldiers of one side on three files, one to five on the first, the rest shared by the others:
     * anywhere on the five ranks past the river (from {@code across}), and on the files a, c, e, g, i on the two
     * ranks before it (from {@code home}).
     */
    private static Arbitrary<String> soldiers(char letter, int across, int home) {
        Arbitrary<List<Integer>> files = Arbitraries.integers().between(0, 8).list().ofSize(3).uniqueElements();
        return files.flatMap(chosen -> Arbitraries.integers().between(1, 5).flatMap(first -> Arbitraries.integers()
                .between(0, 5 - first).flatMap(second -> Arbitraries.integers().between(0, 5 - first - second)
                        .flatMap(third -> Combinators.combine(
                                onFile(letter, chosen.get(0), first, across, home),
                                onFile(letter, chosen.get(1), second, across, home),
                                onFile(letter, chosen.get(2), third, across, home)).as((x, y, z) -> x + y + z)))));
    }

    /** {@code count} soldiers on one file, each as {@code " Pc5"}. */
    private static Arbitrary<String> onFile(char letter, int file, int count, int across, int home) {
        List<Integer> ranks = new ArrayList<>();
        for (int rank = across; rank < across + 5; rank++) {
            ranks.add(rank);
        }
        if (file % 2 == 0) {
            ranks.add(home);
            ranks.add(home + 1);
        }
        return Arbitraries.subsetOf(ranks).ofSize(count).map(chosen -> chosen.stream()
                .map(rank -> " " + letter + (char) ('a' + file) + rank).reduce("", String::concat));
    }

    /** Whether the text is a position a game could reach (no two pieces on a point, the side just moved safe). */
    private static boolean isPosition(String fen) {
        try {
            XiangqiNotation.parseFen(fen);
            return true;
        } catch (TextFormatException e) {
            return false;
        }
    }
}
