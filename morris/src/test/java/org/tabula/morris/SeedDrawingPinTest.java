package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

/**
 * The seed's board drawn exactly as before the mill family drew every board: the layouts and text views of a few
 * games, kept in {@code seed-drawings.txt} (see PROVENANCE.md beside it).
 */
class SeedDrawingPinTest {

    static String drawings() {
        List<String> out = new ArrayList<>();
        List<MorrisGame> games = List.of(MorrisGame.newGame(), Fixtures.played("d2", "f4", "d6"),
                Fixtures.played("a7", "b6", "d7", "f4", "g7xb6"),
                Fixtures.playAll(Fixtures.game("d6 a1 g1", "a7 g7 d1", 'w'), "d6-d5"),
                Fixtures.playAll(MorrisGame.fromPosition("..BB.....W....BW.W.W.B.. w 0 0 0 30"), "d2-d3xa1"),
                Fixtures.playAll(MorrisGame.fromPosition("..B......W....BW.W...B.. w 0 0 0 30"), "e3-a7"));
        for (MorrisGame game : games) {
            out.add("## " + game.position());
            out.add(game.layout().orElseThrow().toString());
            out.addAll(game.view().draw(Palette.PLAIN));
            out.addAll(game.view().flipped().orElseThrow().draw(Palette.PLAIN));
        }
        return String.join("\n", out) + "\n";
    }

    @Test
    void seedBoard_isDrawnAsBefore_layoutsAndViews() throws IOException {
        try (InputStream in = SeedDrawingPinTest.class.getResourceAsStream("seed-drawings.txt")) {
            assertThat(in).as("seed-drawings.txt").isNotNull();
            assertThat(drawings()).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
