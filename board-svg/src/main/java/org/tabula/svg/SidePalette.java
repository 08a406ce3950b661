package org.tabula.svg;

import java.util.List;
import java.util.Map;
import org.tabula.api.Side;

/**
 * The colours a side's pieces are drawn in: by the side's id where the id is a colour (white, black, red, light,
 * dark), else by its place in the order of sides, so that any game's sides are told apart without naming it.
 */
final class SidePalette {

    /** A piece's fill, its outline and the colour of the label on it. */
    record Colours(String fill, String stroke, String text) {
    }

    private static final Colours LIGHT = new Colours("#f5efdf", "#3a3026", "#222222");
    private static final Colours DARK = new Colours("#2b2b2b", "#000000", "#f5efdf");
    private static final Colours RED = new Colours("#b8322a", "#5e1510", "#fff6ee");

    private static final Map<String, Colours> BY_ID = Map.of(
            "white", LIGHT, "light", LIGHT, "black", DARK, "dark", DARK, "red", RED);

    // For other ids, by order: first light, then dark, then colours still told apart without colour by their label.
    private static final List<Colours> BY_ORDER = List.of(LIGHT, DARK, RED,
            new Colours("#2f6db5", "#143563", "#ffffff"),
            new Colours("#3e8e4a", "#1c4a24", "#ffffff"),
            new Colours("#d9a21b", "#6b4f08", "#222222"));

    private SidePalette() {
    }

    /** The colours of {@code side}, whose place among the sides is {@code index}. */
    static Colours of(Side side, int index) {
        Colours named = BY_ID.get(side.id());
        return named != null ? named : BY_ORDER.get(Math.floorMod(index, BY_ORDER.size()));
    }
}
