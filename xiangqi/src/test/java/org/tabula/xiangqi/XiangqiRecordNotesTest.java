package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Match;

/** A note (a line beginning with #), of any shape and anywhere, leaves what a record says as it was. */
class XiangqiRecordNotesTest {

    private static final List<String> RECORD = List.of("[Game \"Chinese Chess\"]", "1. h2e2 h9g7 ; C2.5 H8+7",
            "2. h0g2", "offer red");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# game", "# game 3 of 10", "#game xiangqi", "# Game: Chinese Chess", "# game xiangqi",
        "# game morris", "# game 1 of 300, seed 2026: random (red random, black random)", "# [Game \"Chess\"]", "#",
        "{ an old record:\n[Game \"Chess\"]\n}"})
    void aNote_firstLastOrBetweenAnyLines_changesNothingTheRecordSays(String note) {
        Match plain = Fixtures.read(String.join("\n", RECORD) + "\n");
        for (int at = 0; at <= RECORD.size(); at++) {
            List<String> lines = new ArrayList<>(RECORD);
            lines.add(at, note);
            Match read = Fixtures.read(String.join("\n", lines) + "\n");
            assertThat(read.history()).isEqualTo(plain.history());
            assertThat(read.position()).isEqualTo(plain.position());
            assertThat(read.record()).isEqualTo(plain.record());
        }
    }
}
