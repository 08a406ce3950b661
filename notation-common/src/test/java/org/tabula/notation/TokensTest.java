package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class TokensTest {

    @Test
    void joinedAround_joinsAMoveSpreadAroundItsJoints() {
        List<Token> tokens = new Line(2, "d2 - d3 xa1 f4 d2x a1 d2 -d3").tokens();
        assertThat(Tokens.joinedAround(tokens, "-xX")).containsExactly(Token.of("d2 - d3 xa1", 2, 1),
                Token.of("f4", 2, 13), Token.of("d2x a1", 2, 16), Token.of("d2 -d3", 2, 23));
    }

    @Test
    void joinedAround_joinsCheckersJumps() {
        assertThat(Tokens.joinedAround(new Line(1, " 23 x 14 x 7 ").tokens(), "-xX")).extracting(Token::text)
                .containsExactly("23 x 14 x 7");
    }

    @Test
    void joinedAround_neverJoinsAcrossLines() {
        List<Token> tokens = new ArrayList<>(new Line(1, "d2 -").tokens());
        tokens.addAll(new Line(2, "d3").tokens());
        assertThat(Tokens.joinedAround(tokens, "-")).extracting(Token::text).containsExactly("d2 -", "d3");
    }

    @Test
    void joinedAround_leavesTokensWithoutJointsAlone() {
        List<Token> tokens = new Line(1, "1. d2 f4").tokens();
        assertThat(Tokens.joinedAround(tokens, "-xX")).isEqualTo(tokens);
    }

    @Property
    void joinedAround_neverThrowsAndKeepsEveryCharacter(@ForAll("hostile") String text) {
        for (Line line : Lines.split(text)) {
            List<Token> tokens = line.tokens();
            List<Token> joined = Tokens.joinedAround(tokens, "-xX");
            assertThat(String.join("", joined.stream().map(t -> t.text().replace(" ", "")).toList()))
                    .isEqualTo(String.join("", tokens.stream().map(Token::text).toList()));
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }
}
