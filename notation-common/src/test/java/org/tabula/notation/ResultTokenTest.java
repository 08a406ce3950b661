package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Side;

/** The result tokens of PGN and PDN records. */
class ResultTokenTest {

    @Test
    void parse_readsTheFourTokensExactly() {
        assertThat(ResultToken.parse("1-0")).contains(ResultToken.FIRST_WINS);
        assertThat(ResultToken.parse("0-1")).contains(ResultToken.SECOND_WINS);
        assertThat(ResultToken.parse("1/2-1/2")).contains(ResultToken.DRAW);
        assertThat(ResultToken.parse("*")).contains(ResultToken.UNDECIDED);
        for (ResultToken token : ResultToken.values()) {
            assertThat(ResultToken.parse(token.text())).contains(token);
            assertThat(token).hasToString(token.text());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " 1-0", "1-0 ", "2-0", "1:0", "½-½", "0-0", "**", "1/2"})
    void parse_findsNoTokenIn(String text) {
        assertThat(ResultToken.parse(text)).isEmpty();
        assertThat(ResultToken.parse(null)).isEmpty();
    }

    @Test
    void ofWinner_givesTheTokenFromTheSideThatMovesFirst() {
        Side red = Side.of("red");
        Side black = Side.of("black");
        assertThat(ResultToken.ofWinner(Optional.of(red), red)).isEqualTo(ResultToken.FIRST_WINS);
        assertThat(ResultToken.ofWinner(Optional.of(black), red)).isEqualTo(ResultToken.SECOND_WINS);
        assertThat(ResultToken.ofWinner(Optional.empty(), red)).isEqualTo(ResultToken.DRAW);
        assertThat(ResultToken.ofWinner(Optional.of(black), black)).isEqualTo(ResultToken.FIRST_WINS);
    }
}
