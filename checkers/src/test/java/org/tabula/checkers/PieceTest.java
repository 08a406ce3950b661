package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.checkers.model.Piece;

/** The four pieces: each is its side's man or king, drawn lower case for a man and upper case for a king. */
class PieceTest {

    @ParameterizedTest
    @EnumSource(Piece.class)
    void of_findsThePieceFromItsSideAndRank(Piece piece) {
        assertThat(Piece.of(piece.colour(), piece.isKing())).isSameAs(piece);
        assertThat(piece.name()).startsWith(piece.colour().name()).endsWith(piece.isKing() ? "KING" : "MAN");
    }

    @ParameterizedTest
    @EnumSource(Piece.class)
    void glyph_isTheSidesInitial_upperCaseForAKing(Piece piece) {
        char initial = Character.toLowerCase(piece.colour().name().charAt(0));
        assertThat(piece.glyph()).isEqualTo(piece.isKing() ? Character.toUpperCase(initial) : initial);
    }
}
