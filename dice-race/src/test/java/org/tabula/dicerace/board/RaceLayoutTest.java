package org.tabula.dicerace.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Side;
import org.tabula.dicerace.DiceRaceProvider;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.dicerace.text.PositionText;

class RaceLayoutTest {

    private static final Side LIGHT = Side.of("light");
    private static final Side DARK = Side.of("dark");
    private static final DiceRaceProvider RACE = new DiceRaceProvider();

    @Test
    void board_hasTheTrackAsTheNotationNumbersIt_andEachMansStartAndEachSidesHome() {
        BoardLayout layout = RaceLayout.of(RaceState.START, List.of());

        assertThat(layout.places()).extracting(Place::name).containsExactlyInAnyOrder("1", "2", "3", "4", "5", "6",
                "light-hand-a", "light-hand-b", "dark-hand-a", "dark-hand-b", "light-home", "dark-home");
        assertThat(layout.regions()).filteredOn(region -> region.role().equals(Region.ROSETTES))
                .singleElement().extracting(Region::places).isEqualTo(List.of("3"));
        assertThat(layout.pieces()).containsExactly(Piece.one("light-hand-a", LIGHT, "man", "a"),
                Piece.one("light-hand-b", LIGHT, "man", "b"), Piece.one("dark-hand-a", DARK, "man", "a"),
                Piece.one("dark-hand-b", DARK, "man", "b"));
        assertThat(layout.dice()).isEmpty();
    }

    @Test
    void pieces_standOnTheirSquares_andMenHomeAreCounted() {
        BoardLayout layout = RaceLayout.of(PositionText.read("7,3/5,7 dark 2 12"), List.of());

        assertThat(layout.pieces()).containsExactly(Piece.one("3", LIGHT, "man", "b"),
                new Piece("light-home", LIGHT, "man", "", 1), Piece.one("5", DARK, "man", "a"),
                new Piece("dark-home", DARK, "man", "", 1));
        assertThat(layout.dice()).hasValueSatisfying(dice -> {
            assertThat(dice.faces()).containsExactly("2");
            assertThat(dice.value()).isEqualTo("2");
        });
    }

    @Test
    void placesOf_aMove_areWhereTheManStandsThenWhereItGoes() {
        RaceState state = PositionText.read("0,0/5,1 light 3 4");

        assertThat(RaceLayout.placesOf(state, new RaceMove(0, 3))).containsExactly("light-hand-a", "3");
        assertThat(RaceLayout.placesOf(state, new RaceMove(1, 3))).containsExactly("light-hand-b", "3");
        RaceState dark = PositionText.read("0,0/5,1 dark 2 4");
        assertThat(RaceLayout.placesOf(dark, new RaceMove(0, 7))).containsExactly("5", "dark-home");
        assertThat(RaceLayout.placesOf(PositionText.read("0,0/5,1 dark 0 4"), RaceMove.PASS)).isEmpty();
        Game game = RACE.fromPosition("0,0/5,1 dark 2 4", GameOptions.defaults(RACE.options()));
        assertThat(game.placesOf(new RaceMove(0, 7))).containsExactly("5", "dark-home");
        assertThatThrownBy(() -> game.placesOf(new RaceMove(1, 5))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void lastMove_marksTheSquaresItTouched() {
        Game game = RACE.fromPosition("0,0/5,1 light 3 4", GameOptions.defaults(RACE.options()));
        assertThat(game.layout().orElseThrow().marks()).isEmpty();

        game.play("a3");

        assertThat(game.layout().orElseThrow().marks()).containsExactly(new Mark("light-hand-a", Mark.LAST_MOVE),
                new Mark("3", Mark.LAST_MOVE));
    }
}
