package org.tabula.api.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Side;

class BoardLayoutTest {

    private static final List<Place> PLACES = List.of(Place.point("a1", 0, 0), Place.point("a4", 0, 3),
            Place.square("hand", 5, 1, 2));

    @Test
    void aLayout_namesEachPlaceOnce_andEverythingElseNamesItsPlaces() {
        BoardLayout board = BoardLayout.board(6, 4, PLACES, List.of(new Link("a1", "a4")),
                List.of(Region.of(Region.HAND, List.of("hand")), Region.of(Region.RIVER, new Area(0, 1, 6, 1))));
        BoardLayout position = board.with(List.of(Piece.one("a1", Side.of("white"), "man", ""),
                new Piece("hand", Side.of("black"), "man", "", 7)), List.of(new Mark("a1", Mark.LAST_MOVE)),
                Optional.of(new Dice(List.of("1", "0", "1", "1"), "3")));
        assertThat(position.place("a4")).contains(PLACES.get(1));
        assertThat(position.piecesByPlace().get("hand")).singleElement().extracting(Piece::count).isEqualTo(7);
        assertThat(Place.point("a1", 0, 0).isPoint()).isTrue();
        assertThat(PLACES.get(2).isPoint()).isFalse();
    }

    @Test
    void aPlaceNamedTwice_orAnythingNamingNoPlace_isAMistakeOfTheGame() {
        assertThatIllegalArgumentException().isThrownBy(() -> BoardLayout.board(6, 4,
                List.of(Place.point("a1", 0, 0), Place.point("a1", 1, 1)), List.of(), List.of()))
                .withMessageContaining("a1 is named twice");
        BoardLayout board = BoardLayout.board(6, 4, PLACES, List.of(), List.of());
        assertThatIllegalArgumentException().isThrownBy(() -> board.with(
                List.of(Piece.one("z9", Side.of("white"), "man", "")), List.of(), Optional.empty()))
                .withMessageContaining("z9");
        assertThatIllegalArgumentException().isThrownBy(() -> BoardLayout.board(6, 4, PLACES,
                List.of(new Link("a1", "b2")), List.of()));
        assertThatIllegalArgumentException().isThrownBy(() -> Region.of("Dark Squares", List.of()));
        assertThatIllegalArgumentException().isThrownBy(() -> new Piece("a1", Side.of("white"), "man", "", 0));
    }
}
