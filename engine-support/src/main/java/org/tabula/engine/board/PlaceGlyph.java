package org.tabula.engine.board;

import java.util.Objects;

/**
 * What a text view shows on a place: a piece's character, painted in a palette role (a side's id, say).
 *
 * @param glyph the character drawn
 * @param role the palette role it is painted in
 */
public record PlaceGlyph(char glyph, String role) {

    public PlaceGlyph {
        Objects.requireNonNull(role, "role");
    }
}
