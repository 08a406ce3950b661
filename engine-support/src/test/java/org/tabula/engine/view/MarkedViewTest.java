package org.tabula.engine.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

class MarkedViewTest {

    /** A view as a game writes one: a line of the board's text, and the last move marked when there is one. */
    private static final class Strip extends MarkedView<String, String> {
        Strip(String board, String lastMove) {
            super(board, lastMove);
        }

        @Override
        protected List<String> lines(Palette palette, boolean turned) {
            String drawn = turned ? new StringBuilder(board()).reverse().toString() : board();
            List<String> lines = new ArrayList<>(List.of(palette.paint(Palette.BOARD, drawn)));
            if (lastMove() != null) {
                lines.add(palette.paint(Palette.MARK, lastMove()));
            }
            return lines;
        }
    }

    private static final Palette BRACKETS = (role, text) -> role + "[" + text + "]";

    @Test
    void view_drawsTheBoardAndMarksTheLastMove_asAnUnmodifiableList() {
        List<String> drawn = new Strip("x.x", "a1").draw(BRACKETS);

        assertThat(drawn).containsExactly("board[x.x]", "mark[a1]");
        assertThatThrownBy(() -> drawn.add("more")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(new Strip("x.x", null).draw(BRACKETS)).containsExactly("board[x.x]");
    }

    @Test
    void flipped_isTheSameBoardTurned_andTurnedBackIsTheFirst() {
        Strip strip = new Strip("xo.", "a1");
        assertThat(strip.flipped()).isPresent();
        assertThat(strip.flipped().get().draw(BRACKETS)).containsExactly("board[.ox]", "mark[a1]");
        assertThat(strip.flipped().get().flipped().get().draw(BRACKETS)).isEqualTo(strip.draw(BRACKETS));
    }

    @Test
    void view_needsABoardAndAPalette() {
        assertThatThrownBy(() -> new Strip(null, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Strip("x", null).draw(null)).isInstanceOf(NullPointerException.class);
    }
}
