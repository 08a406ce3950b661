package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.RecordedMatch;
import org.tabula.api.TextFormatException;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;

/**
 * The provider's record: the options it names (flying by the seed's line, the no-mill limit by a note the seed's
 * reader passes over) and the match's marks (the offer and the player's ending) read and written in morris's words.
 */
class MorrisRecordMarksTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final GameOptions DEFAULTS = GameOptions.defaults(PROVIDER.options());

    private static GameOptions options(boolean flying, int limit) {
        return GameOptions.of(PROVIDER.options(), Map.of("flying", Boolean.toString(flying), "no-mill-limit",
                Integer.toString(limit)));
    }

    @Property(tries = 60)
    void aRecord_namesEveryOption_soReadWithTheDefaultsItGivesThemBack(@ForAll boolean flying,
            @ForAll @IntRange(max = 400) int limit, @ForAll @IntRange(max = 12) int plies) {
        Match match = Match.start(PROVIDER, options(flying, limit));
        for (int i = 0; i < plies && !match.legalMoves().isEmpty(); i++) {
            match.play(match.legalMoves().get(i % match.legalMoves().size()));
        }
        Match read = Match.fromRecord(PROVIDER, match.record(), DEFAULTS);
        assertThat(read.options()).isEqualTo(options(flying, limit));
        assertThat(read.position()).isEqualTo(match.position());
        assertThat(read.record()).isEqualTo(match.record());
    }

    @Test
    void theNoMillLimit_ridesAsANote_writtenOnlyWhenItIsNotTheDefault() {
        Match limited = Match.start(PROVIDER, options(false, 60));
        limited.play("d2");
        assertThat(limited.record()).isEqualTo("# game morris\n# no-mill-limit 60\nflying no\n1. d2\n");
        Match usual = Match.start(PROVIDER, DEFAULTS);
        usual.play("d2");
        assertThat(usual.record()).isEqualTo("# game morris\n1. d2\n");
        // The seed's functions pass a note over: the moves and lines beside them read as before.
        assertThat(MorrisNotation.parseRecord(limited.record())).containsExactly(MorrisMove.place(19));
        assertThat(MorrisNotation.recordState(limited.record()).playedWithoutFlying()).isTrue();
    }

    @Test
    void theNoMillNote_overrulesTheGivenLimit() {
        Match match = Match.fromRecord(PROVIDER, "# no-mill-limit 0\n1. d2\n", options(true, 7));
        assertThat(match.options().integer("no-mill-limit")).isZero();
        assertThat(((MorrisState) match.state()).noMillLimit()).isZero();
        assertThat(match.record()).isEqualTo("# game morris\n# no-mill-limit 0\n1. d2\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "# no-mill-limit 99999999999\\n|the no-mill-limit is a count of moves (0 for none) of at most 2147483647, "
                + "not 99999999999 at 1:17",
        "# no-mill-limit 4\\n# no-mill-limit 4\\n|the no-mill-limit note comes twice at 2:3",
    })
    void aNoMillNote_thatCannotBeRead_isATextError_namingWhere(String text, String message) {
        assertThatThrownBy(() -> PROVIDER.readRecord(text.replace("\\n", "\n"), DEFAULTS))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void everyRecord_namesItsGameInANote_whichTheSeedsTextLeavesOut_andTheProviderClaims() {
        MorrisGame game = MorrisGame.newGame();
        game.play("d2");
        Match match = Match.start(PROVIDER, DEFAULTS);
        match.play("d2");
        assertThat(match.record()).startsWith("# game morris\n");
        assertThat(game.record()).isEqualTo("1. d2\n");
        assertThat(PROVIDER.claimsRecord(match.record())).isTrue();
        assertThat(PROVIDER.claimsRecord(game.record())).as("the seed's text names no game").isFalse();
        assertThat(PROVIDER.claimsRecord("[GameType \"21\"]\n1. 11-15 *\n")).isFalse();
        assertThat(PROVIDER.readRecord("#Game MORRIS\n1. d2\n", DEFAULTS).game().history()).hasSize(1);
    }

    @Test
    void aNoteNamingAnotherGame_isPassedOver_forOnlyAHostKnowsWhetherItNamesAnInstalledGame() {
        assertThat(PROVIDER.readRecord("# game xiangqi\n1. d2\n", DEFAULTS).game().history()).hasSize(1);
        assertThat(PROVIDER.claimsRecord("# game xiangqi\n1. d2\n")).isFalse();
    }

    @Test
    void otherNotes_arePassedOver() {
        assertThat(PROVIDER.readRecord("# no mill limit here\n#no-mill-limits 3\n1. d2\n", DEFAULTS).game()
                .options()).isEqualTo(DEFAULTS);
    }

    @Test
    void readRecord_givesTheOfferAndThePlayersEndingAsMarks_andWriteRecordWritesThemBack() {
        String text = "# game morris\n1. d2\noffer white\nresult black timeout\n";
        RecordedMatch read = PROVIDER.readRecord(text, DEFAULTS);
        assertThat(read.game().history()).hasSize(1);
        assertThat(read.game().result()).as("the rules reached no ending").isEmpty();
        assertThat(read.marks()).isEqualTo(new MatchMarks(Optional.of(Colour.WHITE.side()),
                Optional.of(PlayerEnding.timeout(Colour.WHITE.side(), Colour.BLACK.side()))));
        assertThat(PROVIDER.writeRecord(read.game(), read.marks())).isEqualTo(text);
        assertThat(PROVIDER.writeRecord(read.game(), MatchMarks.NONE)).isEqualTo("# game morris\n1. d2\n");
    }

    @Test
    void writeRecord_ofAGameOfAnotherClass_playsItsMovesThrough_orElseStartsFromItsPosition() {
        MorrisState played = Fixtures.playAll((MorrisState) PROVIDER.newGame(), "d2", "f4");
        assertThat(PROVIDER.writeRecord(new ContractOnlyGame(played), MatchMarks.NONE)).isEqualTo("# game morris\n1. d2 f4\n");
        MorrisState fromPosition = Fixtures.playAll(MorrisGame.fromPosition(
                Fixtures.moving("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w')).state(), "d2-d3");
        String record = PROVIDER.writeRecord(new ContractOnlyGame(fromPosition), MatchMarks.NONE);
        assertThat(PROVIDER.readRecord(record, DEFAULTS).game().position()).isEqualTo(fromPosition.position());
    }

    @Test
    void aBot_playsAGameOfAnotherClass_readBackThroughItsRecord() {
        MorrisState played = Fixtures.playAll((MorrisState) PROVIDER.newGame(), "d2", "f4");
        assertThat(played.legalMoves()).contains((MorrisMove) PROVIDER.newBot(1, 7L)
                .chooseMove(new ContractOnlyGame(played)));
    }
}
