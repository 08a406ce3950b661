package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.PerftWalks;
import org.tabula.api.TextFormatException;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Pointing;
import org.tabula.api.board.Region;

/** The mill family's other games played through the plugin: made, read from positions, drawn, pointed at, counted. */
class MorrisFamilyGameTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();

    private static GameOptions options(String... pairs) {
        Map<String, String> given = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            given.put(pairs[i], pairs[i + 1]);
        }
        return GameOptions.of(PROVIDER.options(), given);
    }

    @ParameterizedTest
    @CsvSource({"three, 9, 16", "five, 16, 20", "six, 16, 20", "seven, 17, 24", "ten, 24, 32", "lasker, 24, 32",
        "eleven, 24, 40", "twelve, 24, 40", "morabaraba, 24, 40", "sesotho, 25, 40"})
    void everyVariant_isPlayed_onItsOwnBoard(String variant, int points, int links) {
        Game game = PROVIDER.newGame(options("variant", variant));

        assertThat(game.position()).startsWith(variant + " ");
        assertThat(game.options().get("variant")).isEqualTo(variant);
        Move first = game.legalMoves().get(0);
        assertThat(game.play(first.text()).isAccepted()).isTrue();
        BoardLayout layout = game.layout().orElseThrow();
        assertThat(layout.regions().stream().filter(region -> region.role().equals(Region.POINTS))
                .mapToInt(region -> region.places().size()).sum()).isEqualTo(points);
        assertThat(layout.links()).hasSize(links);
        assertThat(layout.marks()).extracting(Mark::place).containsExactly(first.text());
        assertThat(String.join("\n", game.view().draw())).contains("W");
    }

    @Test
    void theTitle_namesTheVariantTheOptionsMake() {
        assertThat(PROVIDER.title(options())).isEqualTo("Nine Men's Morris");
        assertThat(PROVIDER.title(options("variant", "six"))).isEqualTo("Six Men's Morris");
        assertThat(PROVIDER.title(options("variant", "three", "misere", "true"))).isEqualTo("Three Men's Morris (misère)");
        assertThat(new org.tabula.api.GameDefinition(PROVIDER, options("variant", "lasker")).title())
                .isEqualTo("Lasker Morris");
    }

    @Test
    void aGameOfTheFamily_namesItsVariantInItsPositionAndReadsItBack() {
        Game game = PROVIDER.newGame(options("variant", "six"));
        game.play("a1");
        game.play("b2");

        assertThat(game.position()).isEqualTo("six ..........B..W.. w 5 5 0 2");
        Game read = PROVIDER.fromPosition(game.position(), options("variant", "six"));
        assertThat(read.position()).isEqualTo(game.position());
        assertThat(read.legalMoves()).isEqualTo(game.legalMoves());
    }

    @Test
    void aPositionOfAnotherVariant_isRefused_namingTheOptionThatReadsIt() {
        String six = PROVIDER.newGame(options("variant", "six")).position();

        assertThatThrownBy(() -> PROVIDER.fromPosition(six, options("variant", "twelve")))
                .isInstanceOf(TextFormatException.class)
                .hasMessageContaining("Six Men's Morris").hasMessageContaining("variant=six");
        assertThatThrownBy(() -> PROVIDER.fromPosition(six, GameOptions.defaults(PROVIDER.options())))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("variant=six");
    }

    @Test
    void lasker_aPlacementPointsAtTheHandFirst_soNoMovesPlacesBeginAnothers() {
        Game game = PROVIDER.newGame(options("variant", "lasker"));
        for (String move : List.of("d2", "f4", "a1", "g7")) {
            assertThat(game.play(move).isAccepted()).as(move).isTrue();
        }
        List<? extends Move> legal = game.legalMoves();
        Function<Move, List<String>> places = game::placesOf;

        assertThat(legal).extracting(Move::text).contains("d3", "d2-d3");
        assertThat(game.placesOf(legal.stream().filter(m -> m.text().equals("d3")).findFirst().orElseThrow()))
                .containsExactly("white-hand", "d3");
        assertThat(game.placesOf(legal.stream().filter(m -> m.text().equals("d2-d3")).findFirst().orElseThrow()))
                .containsExactly("d2", "d3");
        for (Move move : legal) {
            List<String> its = places.apply(move);
            assertThat(Pointing.toChoose(move, legal, places)).as(move.text()).isEqualTo(its);
            assertThat(Pointing.of(legal, places, its).chosen()).as(move.text()).contains(move);
        }
        game.play("d3");
        assertThat(game.layout().orElseThrow().marks()).extracting(Mark::place).containsExactly("d3");
    }

    @ParameterizedTest
    @CsvSource({"six, 4, 43680", "three, 5, 15120", "lasker, 4, 319176", "sesotho, 3, 13800"})
    void perft_fromTheStart_isTheFamilysCount(String variant, int depth, long count) {
        assertThat(PROVIDER.newGame(options("variant", variant)).perft(depth)).isEqualTo(count);
    }

    @Test
    void perft_afterStepsThatMayRepeat_countsTheGamesOwnHistory() {
        Game game = PROVIDER.fromPosition("six W.B....WB....B.W w 0 0 0 10",
                options("variant", "six", "no-mill-limit", "12"));
        for (String move : List.of("b3-b4", "d3-d4", "b4-b3", "d4-d3", "b3-b4")) {
            assertThat(game.play(move).isAccepted()).as(move).isTrue();
        }

        assertThat(game.perft(4)).isEqualTo(PerftWalks.throughContract(game, 4));
    }
}
