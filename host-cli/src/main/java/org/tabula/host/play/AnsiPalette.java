package org.tabula.host.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabula.api.Palette;
import org.tabula.api.Side;

/**
 * Colours for a terminal, by ANSI escape codes: each side its own colour, the board dim, the coordinates blue and
 * the last move in reverse video.
 *
 * <p>A side keeps its colour in every game: a side named for a colour is drawn in it (red red), white and light
 * bold yellow, black and dark bold cyan (black and white themselves would vanish on one background or the other);
 * a side with another name takes the first colour no side of its game holds.
 */
public final class AnsiPalette implements Palette {

    private static final String RESET = "\u001b[0m";
    private static final String YELLOW = "1;33";
    private static final String CYAN = "1;36";
    private static final Map<String, String> BY_NAME = Map.of(
            "white", YELLOW, "light", YELLOW, "black", CYAN, "dark", CYAN,
            "red", "1;31", "green", "1;32", "blue", "1;34", "yellow", YELLOW);
    /** For sides with other names, in this order. */
    private static final List<String> SPARE = List.of(YELLOW, CYAN, "1;35", "1;32", "1;31", "1;34");
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
        List<String> spare = new ArrayList<>(SPARE);
        for (Side side : sides) {
            String named = BY_NAME.get(side.id());
            if (named != null) {
                codes.put(side.id(), named);
                spare.remove(named);
            }
        }
        int next = 0;
        for (Side side : sides) {
            if (!codes.containsKey(side.id())) {
                codes.put(side.id(), spare.isEmpty() ? SPARE.get(next++ % SPARE.size()) : spare.remove(0));
            }
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
