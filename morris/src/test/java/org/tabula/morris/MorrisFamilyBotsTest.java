package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.engine.bots.SeededRandomBot;
import org.tabula.engine.bots.StateBots;
import org.tabula.morris.family.MillEvaluation;

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
    /** The plies a game between two levels is played to: the men are placed and six moves a side made. */
    private static final int LADDER_PLIES = 24;

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
        for (int level : new int[] {1, 2, 3, 5}) {
            assertThat(PROVIDER.newBot(level, 3).chooseMove(game).text()).as("level %d", level).startsWith("c4x");
        }
        // The club's seven plies find other moves that win a man as surely (a mill black cannot stop later), and
        // draw between them; it still counts on the man the mill takes, as the novice's four plies do.
        assertThat(PROVIDER.newBot(4, 3).evaluate(game, () -> false).orElseThrow().score())
                .isEqualTo(PROVIDER.newBot(3, 3).evaluate(game, () -> false).orElseThrow().score());
    }

    @Test
    void theFiveLevels_areFiveBots_eachLookingFurtherThanTheOneBelow() {
        Game start = PROVIDER.newGame(SIX);
        int[] depths = new int[5];
        for (int level = 1; level <= 5; level++) {
            depths[level - 1] = PROVIDER.newBot(level, 1).evaluate(start, () -> false).orElseThrow().depth();
        }
        assertThat(depths).as("the depth each level's search reached").startsWith(1, 2, 4).isSorted()
                .doesNotHaveDuplicates();
    }

    @Test
    void clubBeatsNovice_andExpertBeatsClub_inSixMensMorris() {
        assertThat(score(4, 3)).as("club against novice").isGreaterThan(0);
        assertThat(score(5, 4)).as("expert against club").isGreaterThan(0);
    }

    /**
     * The stronger level's score in two games against the weaker, one on each side, each played to its end or to
     * {@link #LADDER_PLIES} and then won by the side with more men (on the board and in hand): the expert's million
     * positions a move make whole games too dear for a default test. Counted budgets: the same games everywhere.
     */
    private static int score(int stronger, int weaker) {
        int score = 0;
        for (int game = 0; game < 2; game++) {
            Side strong = game % 2 == 0 ? Side.of("white") : Side.of("black");
            Bot strongBot = PROVIDER.newBot(stronger, game);
            Bot weakBot = PROVIDER.newBot(weaker, 100 + game);
            Game played = PROVIDER.newGame(SIX);
            while (played.result().isEmpty() && played.ply() < LADDER_PLIES) {
                Bot toMove = played.turn().equals(strong) ? strongBot : weakBot;
                assertThat(played.play(toMove.chooseMove(played)).isAccepted()).isTrue();
            }
            int lead = played.result().map(result -> result.winnerIfAny().map(strong::equals).map(won -> won ? 1 : -1)
                    .orElse(0)).orElseGet(() -> Integer.signum(menAhead(played.position(), strong)));
            score += lead;
        }
        return score;
    }

    /** The men {@code side} has more than the other, on the board and in hand, in a family position text. */
    private static int menAhead(String position, Side side) {
        String[] fields = position.split(" ");
        int white = (int) fields[1].chars().filter(c -> c == 'W').count() + Integer.parseInt(fields[3]);
        int black = (int) fields[1].chars().filter(c -> c == 'B').count() + Integer.parseInt(fields[4]);
        return side.equals(Side.of("white")) ? white - black : black - white;
    }

    @Test
    void theExpert_isEngineSupportsTopLevel_unchanged() {
        // The perfect bot's matches against the expert were measured against this bot.
        Game game = PROVIDER.fromPosition("six ...W.W.BB....... w 4 4 0 4", SIX);
        Evaluation top = StateBots.levels(MorrisProvider.PROVIDER, MorrisFamilyGame.class, MillEvaluation::score)
                .bot(5, 7).evaluate(game, () -> false).orElseThrow();
        Evaluation expert = PROVIDER.newBot(5, 7).evaluate(game, () -> false).orElseThrow();
        assertThat(List.of(expert.move().text(), expert.score(), expert.depth()))
                .isEqualTo(List.of(top.move().text(), top.score(), top.depth()));
    }

    @Test
    void theLevels_areTheSeedsNames() {
        assertThat(PROVIDER.botLevels()).extracting(level -> level.name())
                .startsWith("beginner", "casual", "novice", "club", "expert");
        assertThat(PROVIDER.newBot(3, 1).chooseMove(PROVIDER.newGame(SIX)).text()).matches("[a-e][1-5]");
    }
}
