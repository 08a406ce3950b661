package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.engine.bots.SeededRandomBot;

/** The family's other games have bots under the seed's level names, and the strongest plays well. */
class MorrisFamilyBotsTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final GameOptions SIX = GameOptions.of(PROVIDER.options(), Map.of("variant", "six"));
    /** Short games: a game still going on after these plies counts as not won. */
    private static final int PLIES = 80;
    /**
     * The expert is stopped after so many of its polls (one each 1,024 positions), as a host with a time limit
     * stops it, so the ten games stay cheap; counted, so the games are the same on every machine.
     */
    private static final int POLLS = 100;

    private static BooleanSupplier stopAfter(int polls) {
        int[] asked = {0};
        return () -> ++asked[0] > polls;
    }

    @Test
    void theStrongestLevel_beatsTheRandomBot_inNineOfTenShortGamesOfSixMensMorris() {
        int won = 0;
        for (int game = 0; game < 10; game++) {
            Side strong = game % 2 == 0 ? Side.of("white") : Side.of("black");
            Bot expert = PROVIDER.newBot(5, game);
            Bot random = SeededRandomBot.throughContract(PROVIDER).make(new BotLevel(1, "random", "any"), game);
            Game played = PROVIDER.newGame(SIX);
            while (played.result().isEmpty() && played.ply() < PLIES) {
                Move move = played.turn().equals(strong) ? expert.chooseMove(played, stopAfter(POLLS))
                        : random.chooseMove(played);
                assertThat(played.play(move).isAccepted()).isTrue();
            }
            won += played.result().map(result -> result.winner()).filter(strong::equals).isPresent() ? 1 : 0;
        }
        assertThat(won).isGreaterThanOrEqualTo(9);
    }

    @Test
    void everyLevel_takesAMillInOne_whenItCan() {
        // White to place with b4 and d4 standing: c4 closes the mill b4-c4-d4, which black would block next.
        Game game = PROVIDER.fromPosition("six ...W.W.BB....... w 4 4 0 4", SIX);
        for (int level = 1; level <= 5; level++) {
            assertThat(PROVIDER.newBot(level, 3).chooseMove(game).text()).as("level %d", level).startsWith("c4x");
        }
    }

    @Test
    void theLevels_areTheSeedsNames() {
        assertThat(PROVIDER.botLevels()).extracting(level -> level.name())
                .startsWith("beginner", "casual", "novice", "club", "expert");
        assertThat(PROVIDER.newBot(3, 1).chooseMove(PROVIDER.newGame(SIX)).text()).matches("[a-e][1-5]");
    }
}
