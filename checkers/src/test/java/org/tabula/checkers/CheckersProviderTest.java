package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionType;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.testkit.ContractOnlyGame;

/** The plugin's description, options and factories. */
class CheckersProviderTest {

    private final CheckersProvider provider = new CheckersProvider();

    @Test
    void provider_describesTheGame_blackFirst() {
        assertThat(provider.id()).isEqualTo("checkers");
        assertThat(provider.title()).isEqualTo("Checkers (English draughts)");
        assertThat(provider.version()).isEqualTo("0.1.0");
        assertThat(provider.sides()).containsExactly(Side.of("black"), Side.of("white"));
        assertThat(provider.newGame().turn()).isEqualTo(Side.of("black"));
        assertThat(provider.newGame().sides()).isEqualTo(provider.sides());
    }

    @Test
    void options_areANoProgressLimitOf40MovesAndTheRepetitionDraw() {
        assertThat(provider.options()).extracting(o -> o.name() + ":" + o.type() + ":" + o.defaultValue())
                .containsExactly("no-progress-limit:" + OptionType.INTEGER + ":40",
                        "repetition-draw:" + OptionType.BOOLEAN + ":true");
        CheckersGame game = provider.newGame();
        assertThat(game.noProgressLimit()).isEqualTo(CheckersGame.NO_PROGRESS_MOVES).isEqualTo(40);
        assertThat(game.repetitionDraws()).isTrue();
        assertThat(game.options()).isEqualTo(GameOptions.defaults(provider.options()));
        assertThat(game.gameId()).isEqualTo("checkers");
    }

    @Test
    void options_areTheGamesOwn_andGoWithItsCopies() {
        CheckersGame game = provider.newGame(Fixtures.options("no-progress-limit", "0", "repetition-draw", "no"));
        assertThat(game.noProgressLimit()).isZero();
        assertThat(game.repetitionDraws()).isFalse();
        assertThat(game.copy().options()).isEqualTo(game.options());
        assertThat(game.options().asMap()).containsEntry("no-progress-limit", "0")
                .containsEntry("repetition-draw", "false");
        assertThat(provider.newGame().noProgressLimit()).isEqualTo(40);
        CheckersGame fromPosition = provider.fromPosition("B:W21:B1", game.options());
        assertThat(fromPosition.options()).isEqualTo(game.options());
        assertThat(provider.readRecord(Fixtures.record(game), game.options()).game().options())
                .isEqualTo(game.options());
    }

    @Test
    void options_refuseANegativeOrHugeNoProgressLimit() {
        for (String limit : new String[] {"-1", "1073741824"}) {
            GameOptions options = GameOptions.of(provider.options(), Map.of("no-progress-limit", limit));
            assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options))
                    .withMessageContaining("no-progress-limit");
        }
    }

    @Test
    void fromPosition_readsAFenWithOrWithoutCounts_andRefusesWhatIsNone() {
        GameOptions defaults = GameOptions.defaults(provider.options());
        assertThat(provider.fromPosition("W:W21,K22:B1,K2", defaults).position()).isEqualTo("W:W21,K22:B1,K2 0 0");
        assertThat(provider.fromPosition("W:W21,K22:B1,K2 7 31", defaults).ply()).isEqualTo(31);
        assertThatThrownBy(() -> provider.fromPosition("W:W21,21:B1", defaults))
                .isInstanceOf(TextFormatException.class).hasMessage("square 21 is given twice at 1:7");
    }

    @Test
    void bots_comeAtFiveStrengths() {
        assertThat(provider.botLevels()).extracting(level -> level.level()).containsExactly(1, 2, 3, 4, 5);
        assertThat(provider.botLevels()).extracting(level -> level.name())
                .containsExactly("random", "greedy", "novice", "club", "expert");
        assertThat(provider.newBot(3, 7L).level().level()).isEqualTo(3);
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(6, 7L));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(0, 7L));
    }

    @Test
    void writeRecord_ofAGameOfAnotherClass_isTheRecordOfTheSameGame_soABotCanPlayIt() {
        CheckersGame game = Fixtures.played("11-15", "22-18", "15x22");
        ContractOnlyGame foreign = new ContractOnlyGame(game.copy());
        assertThat(provider.writeRecord(foreign, MatchMarks.NONE)).isEqualTo(Fixtures.record(game));
        assertThat(CheckersBots.TABLE.bot(3, 1L).chooseMove(foreign)).isEqualTo(CheckersBots.TABLE.bot(3, 1L).chooseMove(game));

        CheckersGame fromPosition = Fixtures.playAll(Fixtures.game("W:W23:B10,11,18,19 4 9", "repetition-draw",
                "false"), "23x14x7");
        ContractOnlyGame foreignFromPosition = new ContractOnlyGame(fromPosition.copy());
        CheckersGame rebuilt = (CheckersGame) provider.readRecord(provider.writeRecord(foreignFromPosition,
                MatchMarks.NONE), GameOptions.defaults(provider.options())).game();
        assertThat(rebuilt.position()).as("taken from its position: its start is not the usual one")
                .isEqualTo(fromPosition.position());
        assertThat(rebuilt.options()).isEqualTo(fromPosition.options());
    }
}
