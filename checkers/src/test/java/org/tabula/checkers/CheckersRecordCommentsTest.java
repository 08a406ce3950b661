package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Match;

/**
 * The seed's "Comments in braces and after a semicolon are parsed and discarded": a comment, whatever it holds and
 * wherever it stands, leaves what a record says as it was, and never names the game.
 */
class CheckersRecordCommentsTest {

    private static final List<String> RECORD = List.of("[GameType \"21\"]", "1. 11-15 23-19", "2. 8-11 *");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{ # game 3 of 10 }", "; # game morris", "{game 1 of 300}", "{\n[GameType \"20\"]\n}",
        "{ a comment\n[GameType \"20\"] over\nthree lines }", "; [GameType \"20\"]"})
    void aComment_beforeOrBetweenTheLines_changesNothingTheRecordSays(String comment) {
        Match plain = Fixtures.fromPdn(String.join("\n", RECORD) + "\n");
        for (int at = 0; at < RECORD.size(); at++) {
            List<String> lines = new ArrayList<>(RECORD);
            lines.add(at, comment);
            String text = String.join("\n", lines) + "\n";
            Match read = Fixtures.fromPdn(text);
            assertThat(read.history()).as(text).isEqualTo(plain.history());
            assertThat(read.position()).as(text).isEqualTo(plain.position());
            assertThat(Fixtures.PROVIDER.claimsRecord(text)).as(text).isTrue();
        }
    }
}
