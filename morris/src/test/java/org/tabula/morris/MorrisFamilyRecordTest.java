package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;

/**
 * The records of the family's other games: the seed's numbered moves after header lines naming the variant and
 * every option not at its default, read back as the same game whatever options the reader was given.
 */
class MorrisFamilyRecordTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final GameOptions DEFAULTS = GameOptions.defaults(PROVIDER.options());

    private static GameOptions options(String... pairs) {
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            given.put(pairs[i], pairs[i + 1]);
        }
        return GameOptions.of(PROVIDER.options(), given);
    }

    private static Game played(Game game, String... moves) {
        for (String move : moves) {
            assertThat(game.play(move).isAccepted()).as(move).isTrue();
        }
        return game;
    }

    /** Written, read back with the default options, written again: the same text, game and marks. */
    private static RecordedMatch roundTrip(Game game, MatchMarks marks) {
        String record = PROVIDER.writeRecord(game, marks);
        RecordedMatch read = PROVIDER.readRecord(record, DEFAULTS);

        assertThat(read.game().options()).isEqualTo(game.options());
        assertThat(read.game().position()).isEqualTo(game.position());
        assertThat(read.game().history()).extracting(m -> m.text())
                .isEqualTo(game.history().stream().map(m -> m.text()).toList());
        assertThat(read.marks()).isEqualTo(marks);
        assertThat(PROVIDER.claimsRecord(record)).isTrue();
        assertThat(PROVIDER.writeRecord(read.game(), read.marks())).isEqualTo(record);
        return read;
    }

    @Test
    void sixMensMorris_withAnOffer_isTheVariantLineAndTheMovesInPairs() {
        Game game = played(PROVIDER.newGame(options("variant", "six")), "a1", "b2", "c1");
        MatchMarks offer = new MatchMarks(Optional.of(Side.of("black")), Optional.empty());

        assertThat(PROVIDER.writeRecord(game, offer)).isEqualTo("""
                # game morris
                variant six
                1. a1 b2
                2. c1
                offer black
                """);
        roundTrip(game, offer);
    }

    @Test
    void twelveMensMorris_withOtherRulesAndAResignation_namesEachOption() {
        Game game = played(PROVIDER.newGame(options("variant", "twelve", "flying-rule", "never", "removal",
                "strict", "no-mill-limit", "50")), "a7", "g7", "b6");
        MatchMarks resigned = new MatchMarks(Optional.empty(),
                Optional.of(PlayerEnding.RESIGN.result(Optional.of(Side.of("white")), Side.of("black"))));

        assertThat(PROVIDER.writeRecord(game, resigned)).isEqualTo("""
                # game morris
                # no-mill-limit 50
                variant twelve
                flying never
                removal strict
                1. a7 g7
                2. b6
                result white resign
                """);
        roundTrip(game, resigned);
    }

    @Test
    void laskerMisere_fromAPosition_withFlyingOff_writesItsStartAndEveryAxis() {
        GameOptions options = options("variant", "lasker", "misere", "true", "flying", "false");
        Game start = PROVIDER.newGame(options);
        played(start, "d2", "f4");
        Game game = played(PROVIDER.fromPosition(start.position(), options), "d2-d3", "g7");

        String record = PROVIDER.writeRecord(game, MatchMarks.NONE);
        assertThat(record).startsWith("# game morris\nvariant lasker\nposition " + start.position()
                + "\nflying no\nmisere yes\n1. d2-d3 g7\n");
        roundTrip(game, MatchMarks.NONE);
    }

    @Test
    void threeMensMorris_wonByAMill_readsBackOver() {
        Game game = played(PROVIDER.newGame(options("variant", "three", "lasker", "true")), "a1", "a3", "b1", "b3",
                "c1");

        assertThat(game.result()).isPresent();
        RecordedMatch read = roundTrip(game, MatchMarks.NONE);
        assertThat(read.game().result()).isEqualTo(game.result());
        assertThat(PROVIDER.writeRecord(game, MatchMarks.NONE)).contains("lasker yes");
    }

    @Test
    void aFamilyRecord_overrulesTheReadersOptions_andTheSeedsRecordStaysTheSeeds() {
        Game six = played(PROVIDER.newGame(options("variant", "six")), "a1");
        String record = PROVIDER.writeRecord(six, MatchMarks.NONE);

        assertThat(PROVIDER.readRecord(record, options("variant", "twelve")).game().position())
                .isEqualTo(six.position());
        Game seed = played(PROVIDER.newGame(), "d2");
        assertThat(PROVIDER.writeRecord(seed, MatchMarks.NONE)).isEqualTo("# game morris\n1. d2\n");
        assertThat(PROVIDER.readRecord("# game morris\n1. d2\n", DEFAULTS).game()).isInstanceOf(MorrisState.class);
    }

    @Test
    void aFamilyRecord_withAWordItsLinesDoNotTake_isRefusedAtTheWord() {
        for (String bad : List.of("variant eight\n1. a1\n", "variant six\nflying sometimes\n",
                "variant six\nlasker maybe\n", "variant six\nposition twelve ........................ w 12 12 0 0\n")) {
            assertThatThrownBy(() -> PROVIDER.readRecord("# game morris\n" + bad, DEFAULTS)).as(bad)
                    .isInstanceOf(TextFormatException.class);
        }
    }
}
