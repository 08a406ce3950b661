package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AsciiTest {

    @Test
    void toLowerCase_lowersOnlyAsciiLetters() {
        assertThat(Ascii.toLowerCase("D2-D3XA1")).isEqualTo("d2-d3xa1");
        assertThat(Ascii.toLowerCase("\u212A\u0130\u00C9")).isEqualTo("\u212A\u0130\u00C9");
        assertThat(Ascii.toLowerCase('Q')).isEqualTo('q');
        assertThat(Ascii.toLowerCase('\u212A')).isEqualTo('\u212A');
    }

    @Test
    void equalsIgnoreCase_doesNotLetOtherScriptsPassForLetters() {
        assertThat(Ascii.equalsIgnoreCase("FLYING", "flying")).isTrue();
        assertThat(Ascii.equalsIgnoreCase("po\u017Fition", "position")).isFalse();
        assertThat(Ascii.equalsIgnoreCase("\u212Aing", "king")).isFalse();
        assertThat(Ascii.equalsIgnoreCase(null, null)).isTrue();
        assertThat(Ascii.equalsIgnoreCase(null, "a")).isFalse();
    }

    @Test
    void isDigit_takesAsciiDigitsOnly() {
        assertThat(Ascii.isDigit('7')).isTrue();
        assertThat(Ascii.isDigit('\u0667')).isFalse();
        assertThat(Ascii.isSpace('\t')).isTrue();
        assertThat(Ascii.isSpace('\u3000')).isTrue();
        assertThat(Ascii.isSpace('x')).isFalse();
    }
}
