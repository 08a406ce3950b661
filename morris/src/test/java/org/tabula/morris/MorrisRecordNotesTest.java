package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.GameOptions;
import org.tabula.api.RecordedMatch;

/**
 * The seed's "A line that begins with # is a note and is passed over when reading": a free note, of any shape and
 * anywhere, leaves what a record means as it was. Only the exact lines the provider writes carry anything: the
 * game's name ({@code # game morris}, which the reader passes over too) and {@code # no-mill-limit N}.
 */
class MorrisRecordNotesTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final GameOptions DEFAULTS = GameOptions.defaults(PROVIDER.options());
    private static final List<String> RECORD = List.of("flying no", "1. d2 f4", "2. d6 b4", "3. f6", "offer white");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# game", "# game 3 of 10", "#game morris", "# Game: Morris", "# game morris",
        "# game 1 of 300, seed 2026: random (white random, black random), flying no", "# game xiangqi",
        "# game over", "#", "##", "  # indented", "# position WWW.BB..B..W....B..W.B.. w 4 4 0 10", "#flying yes",
        "# result black resign", "# no-mill-limit", "# no-mill-limit x", "# no-mill-limit -1", "#no-mill-limit 60",
        "# No-Mill-Limit 60", "# no-mill-limit 60 plies", "# the no-mill-limit 60"})
    void aNote_firstLastOrBetweenAnyLines_changesNothingTheRecordSays(String note) {
        RecordedMatch plain = PROVIDER.readRecord(String.join("\n", RECORD) + "\n", DEFAULTS);
        for (int at = 0; at <= RECORD.size(); at++) {
            List<String> lines = new ArrayList<>(RECORD);
            lines.add(at, note);
            String text = String.join("\n", lines) + "\n";

            RecordedMatch read = PROVIDER.readRecord(text, DEFAULTS);

            assertThat(read.game().history()).as(text).isEqualTo(plain.game().history());
            assertThat(read.game().position()).as(text).isEqualTo(plain.game().position());
            assertThat(read.game().options()).as(text).isEqualTo(plain.game().options());
            assertThat(read.marks()).as(text).isEqualTo(plain.marks());
            assertThat(PROVIDER.claimsRecord(text)).as(text).isEqualTo(note.equals("# game morris"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# no-mill-limit 60", "#  no-mill-limit\t60 "})
    void theNoMillLimit_isReadOnlyFromItsOwnExactLine_anywhere(String note) {
        GameOptions sixty = GameOptions.of(PROVIDER.options(), Map.of("flying", "false", "no-mill-limit", "60"));
        for (int at = 0; at <= RECORD.size(); at++) {
            List<String> lines = new ArrayList<>(RECORD);
            lines.add(at, note);
            assertThat(PROVIDER.readRecord(String.join("\n", lines) + "\n", DEFAULTS).game().options())
                    .isEqualTo(sixty);
        }
    }
}
