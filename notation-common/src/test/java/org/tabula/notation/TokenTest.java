package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.api.TextLocation;

class TokenTest {

    @Test
    void token_knowsWhereEachOfItsCharactersStands() {
        Token token = Token.of("d2-d3", 4, 7);
        assertThat(token.line()).isEqualTo(4);
        assertThat(token.column()).isEqualTo(7);
        assertThat(token.at(3)).isEqualTo(new TextLocation(4, 10));
        assertThat(token.end()).isEqualTo(new TextLocation(4, 12));
    }

    @Test
    void token_countsColumnsInCharactersAsSeen() {
        Token token = Token.of("\uD83D\uDE00d2", 1, 1);
        assertThat(token.length()).isEqualTo(3);
        assertThat(token.from(1)).isEqualTo(Token.of("d2", 1, 2));
    }

    @Test
    void from_keepsTheRestAtItsOwnColumn() {
        assertThat(Token.of("12.d2", 2, 5).from(3)).isEqualTo(Token.of("d2", 2, 8));
        assertThatThrownBy(() -> Token.of("1.", 1, 1).from(2)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void is_comparesInAnyCase() {
        assertThat(Token.of("Position", 1, 1).is("position")).isTrue();
        assertThat(Token.of("Position", 1, 1).lowerCase()).isEqualTo("position");
        assertThat(Token.of("positions", 1, 1).is("position")).isFalse();
    }

    @Test
    void token_isNeverEmpty() {
        assertThatThrownBy(() -> Token.of("", 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Token.of("a", 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
