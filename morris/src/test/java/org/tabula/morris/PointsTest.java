package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.function.IntConsumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.model.Points;

/**
 * A number outside 0..23 handed to any function of the points is a mistake in the calling code, and throws, as
 * the seed says of every such function (Game::Merrills::Points: "dies when handed anything that is not one").
 */
class PointsTest {

    /** Each point function of the seed's API, by the name of its Java counterpart, called with one point. */
    private static final Map<String, IntConsumer> FUNCTIONS = Map.of(
            "name", Points::name,
            "coordinate", Points::coordinate,
            "neighbours", Points::neighbours,
            "millsOf", Points::millsOf,
            "adjacent(p, 0)", point -> Points.adjacent(point, 0),
            "adjacent(0, p)", point -> Points.adjacent(0, point),
            "inMill", point -> Points.inMill(Points.ALL, point));

    @ParameterizedTest(name = "{0}({1}) throws")
    @CsvSource(delimiter = '|', textBlock = """
        name           | -1
        name           | 24
        coordinate     | -1
        coordinate     | 24
        neighbours     | -1
        neighbours     | 24
        millsOf        | -1
        millsOf        | 24
        adjacent(p, 0) | -1
        adjacent(p, 0) | 24
        adjacent(0, p) | -1
        adjacent(0, p) | 24
        adjacent(0, p) | 32
        adjacent(0, p) | 33
        inMill         | -1
        inMill         | 24
        """)
    void aNumberThatIsNoPoint_throws(String function, int point) {
        assertThatThrownBy(() -> FUNCTIONS.get(function).accept(point))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no such point: " + point + " (points are 0 to 23)");
    }

    @ParameterizedTest(name = "{0}(0) and {0}(23) answer")
    @CsvSource({"name", "coordinate", "neighbours", "millsOf", "'adjacent(p, 0)'", "'adjacent(0, p)'", "inMill"})
    void theFirstAndLastPoints_answer(String function) {
        FUNCTIONS.get(function).accept(0);
        FUNCTIONS.get(function).accept(23);
    }

    @ParameterizedTest(name = "millsOf({0}) = {1}, {2}")
    @CsvSource(delimiter = '|', textBlock = """
        0  | 0 1 2    | 0 9 21
        19 | 18 19 20 | 16 19 22
        23 | 21 22 23 | 2 14 23
        """)
    void millsOf_givesTheMillAcrossThenTheMillDown(int point, String across, String down) {
        assertThat(Points.millsOf(point)).isEqualTo(new int[][] {triple(across), triple(down)});
    }

    @ParameterizedTest(name = "adjacent({0}, {1}) = {2}")
    @CsvSource({"0, 1, true", "0, 9, true", "0, 2, false", "19, 22, true", "22, 19, true", "4, 13, false"})
    void adjacent_isTrueOnlyAlongALine(int a, int b, boolean joined) {
        assertThat(Points.adjacent(a, b)).isEqualTo(joined);
    }

    private static int[] triple(String points) {
        String[] parts = points.split(" ");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])};
    }
}
