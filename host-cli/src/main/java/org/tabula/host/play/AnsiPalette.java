package org.tabula.host.play;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabula.api.Palette;
import org.tabula.api.Side;

/**
 * Colours for a terminal, by ANSI escape codes: each side of the game its own colour, in the order the game names
 * its sides, the board dim, the coordinates blue and the last move in reverse video.
 *
 * <p>The colours go by the sides' places, not their names, so any game gets distinct sides.
 */
public final class AnsiPalette implements Palette {

    private static final String RESET = "\u001b[0m";
    /** Bold yellow, bold cyan, bold magenta, bold green, bold red, bold blue, then round again. */
    private static final String[] SIDE_CODES = {"1;33", "1;36", "1;35", "1;32", "1;31", "1;34"};
    private static final String BOARD_CODE = "2";
    private static final String LABEL_CODE = "34";
    private static final String MARK_CODE = "1;7";

    private final Map<String, String> codes;

    private AnsiPalette(Map<String, String> codes) {
        this.codes = codes;
    }

    /** The palette for a game with these sides. */
    public static AnsiPalette forSides(List<Side> sides) {
        Map<String, String> codes = new HashMap<>();
        codes.put(BOARD, BOARD_CODE);
        codes.put(LABEL, LABEL_CODE);
        codes.put(MARK, MARK_CODE);
        for (int i = 0; i < sides.size(); i++) {
            codes.put(sides.get(i).id(), SIDE_CODES[i % SIDE_CODES.length]);
        }
        return new AnsiPalette(Map.copyOf(codes));
    }

    /** The text in its role's colour; blank text and unknown roles are left as they are. */
    @Override
    public String paint(String role, String text) {
        String code = codes.get(role);
        if (code == null || text.isBlank()) {
            return text;
        }
        return "\u001b[" + code + "m" + text + RESET;
    }
}
