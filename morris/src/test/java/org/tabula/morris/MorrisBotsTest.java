package org.tabula.morris;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Analysis.Verdict;
import org.tabula.api.Analysis;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.SearchBot;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.rules.Core;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.position;

/** The bots: deterministic from their seed, legal, leaving the game alone, and erring or not as their level says. */
class MorrisBotsTest {

    private static MorrisGame midgame() {
        return game("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w');
    }

    private static MorrisMove choose(int level, long seed, MorrisGame game) {
        return (MorrisMove) MorrisBots.TABLE.bot(level, seed).chooseMove(game.state());
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void chooseMove_isLegal_deterministicFromTheSeed_andLeavesTheGameAlone(int level) {
        MorrisGame game = midgame();
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        Bot bot = MorrisBots.TABLE.bot(level, 42L);
        Move move = bot.chooseMove(game.state());
        assertThat(game.legalMoves()).contains((MorrisMove) move);
        assertThat(bot.chooseMove(game.state())).as("asked again").isEqualTo(move);
        assertThat(MorrisBots.TABLE.bot(level, 42L).chooseMove(game.copy().state())).as("a new bot").isEqualTo(move);
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        assertThat(bot.level().level()).isEqualTo(level);
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void differentSeeds_varyTheOpening(int level) {
        Set<String> openings = new HashSet<>();
        for (long seed = 0; seed < 8; seed++) {
            MorrisGame game = MorrisGame.newGame();
            for (int ply = 0; ply < 4; ply++) {
                game.play(choose(level, seed, game));
            }
            openings.add(game.position());
        }
        assertThat(openings).hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    void expert_variesItsFirstMoveWithTheSeed() {
        Set<Move> moves = new HashSet<>();
        for (long seed = 0; seed < 6; seed++) {
            moves.add(choose(5, seed, MorrisGame.newGame()));
        }
        assertThat(moves).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void chooseMove_refusesAFinishedGame() {
        // Over by the rules: white is down to two men. A player's ending is the match's; a bot sees the rules.
        MorrisState game = MorrisGame.fromPosition(Fixtures.moving("a7 g7", "d6 b4 f4", 'w')).state();
        assertThatIllegalStateException().isThrownBy(() -> MorrisBots.TABLE.bot(3, 1L).chooseMove(game));
    }

    @Test
    void bot_refusesLevelsThatDoNotExist() {
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisBots.TABLE.bot(0, 1L));
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisBots.TABLE.bot(7, 1L));
        assertThat(MorrisBots.TABLE.levels()).extracting(level -> level.name())
                .containsExactly("beginner", "casual", "novice", "club", "expert", "perfect");
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void everyLevel_winsAtOnceWhenItCan_byBlockingTheLastMan(int level) {
        MorrisGame game = game("d7 a4 g4 d2 c4", "a7 g7 a1 g1", 'w');
        game.play(choose(level, 5L, game));
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.ending().orElseThrow().winner()).contains(Colour.WHITE);
    }

    @Test
    void expert_evaluatesAWinOneMoveAway_asAProvedWin() {
        MorrisGame game = game("d7 a4 g4 d2 c4", "a7 g7 a1 g1", 'w');
        Evaluation judged = MorrisBots.TABLE.bot(5, 5L).evaluate(game.state(), () -> false).orElseThrow();
        assertThat(judged.provedEnd()).hasValue(1);
        assertThat(judged.sentence()).startsWith("White can force a win in 1 ply");
        game.play(judged.move().text());
        assertThat(game.ending().orElseThrow().winner()).contains(Colour.WHITE);
    }

    @Test
    void expert_evaluatesTheStart_asAJudgementAtTheDepthItReached() {
        MorrisGame game = MorrisGame.newGame();
        Evaluation judged = MorrisBots.TABLE.bot(5, 5L).evaluate(game.state(), () -> false).orElseThrow();
        assertThat(judged.provedEnd()).isEmpty();
        assertThat(judged.depth()).isPositive();
        assertThat(Math.abs(judged.score())).as("no man won yet").isLessThan(100);
        assertThat(judged.move()).isEqualTo(MorrisBots.TABLE.bot(5, 5L).chooseMove(game.state()));
        assertThat(judged.sentence()).contains("for White, to move (hundredths of a man)");
    }

    @Test
    void expert_inASolvedSubspace_evaluatesAsTheTablesSay() {
        for (String start : List.of(Fixtures.moving("a7 d7 b2", "c5 e3 g1", 'w'),
                Fixtures.moving("a7 d6 f4 d2", "g7 b4 e3", 'w'), Fixtures.moving("a4 d6 f4 b2", "g7 b4 e3 g1", 'b'))) {
            MorrisGame game = MorrisGame.fromPosition(start);
            Analysis solved = MorrisEndgame.analyse(game.toPosition()).orElseThrow();
            Evaluation judged = MorrisBots.TABLE.bot(5, 7L).evaluate(game.state(), () -> false).orElseThrow();
            assertThat(MorrisEndgame.bestMoves(game.toPosition())).as(start).contains((MorrisMove) judged.move());
            if (solved.verdict() == Verdict.DRAW) {
                assertThat(judged.provedEnd()).as(start).isEmpty();
            } else {
                int plies = solved.plies().orElseThrow();
                assertThat(judged.provedEnd()).as(start)
                        .hasValue(solved.verdict() == Verdict.WIN ? plies : -plies);
            }
        }
    }

    /** White's d7-d6 closes b6-d6-f6 now; Black's d5 would step into d6 next. Five men a side, so nobody flies. */
    private static final String MILL_TO_CLOSE = Fixtures.moving("b6 f6 d7 a1 g1", "d5 e3 c4 b2 g4", 'w');
    /** Black's d5-d6 closes b6-d6-f6 next unless White's d7 steps in first; White has no threat of its own. */
    private static final String MILL_TO_BLOCK = Fixtures.moving("d7 c3 a1 g1 c4 e4", "b6 f6 d5 e3 g4", 'w');
    /** White's f4-g4 brings a man beside g7, a gap of a7-d7-g7 that no black man can reach in time. */
    private static final String MILL_TO_FORCE = Fixtures.moving("a7 d7 f4 c3 e3", "b6 c5 d1 a4 e5", 'w');

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void weakerLevels_closeAMillBeforeItIsBlocked(int level) {
        MorrisGame game = MorrisGame.fromPosition(MILL_TO_CLOSE);
        for (long seed = 0; seed < 5; seed++) {
            assertThat(choose(level, seed, game).isCapture()).as("seed %d", seed).isTrue();
        }
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {4, 5})
    void strongLevels_blockAMillThreat_leavingTheEnemyNoCapture(int level) {
        MorrisGame game = MorrisGame.fromPosition(MILL_TO_BLOCK);
        for (long seed = 0; seed < (level == 5 ? 2 : 5); seed++) {
            MorrisMove move = choose(level, seed, game);
            assertThat(move.text()).isEqualTo("d7-d6");
            MorrisGame after = game.copy();
            after.play(move);
            assertThat(after.legalMoves()).noneMatch(MorrisMove::isCapture);
        }
    }

    @Test
    void weakLevels_overlookAThreatNowAndThen_asPeopleDo_theWeakestMostOften() {
        MorrisGame game = MorrisGame.fromPosition(MILL_TO_BLOCK);
        int[] blocked = new int[5];
        for (int level = 1; level <= 4; level++) {
            for (long seed = 0; seed < 40; seed++) {
                if (choose(level, seed, game).text().equals("d7-d6")) {
                    blocked[level]++;
                }
            }
        }
        assertThat(blocked[1]).as("beginner").isLessThan(20);
        // 26 since the evaluation weighs room (issue 20): a blind pick no longer blocks by chance for the room d6 has.
        assertThat(blocked[2]).as("casual").isBetween(20, 39).isGreaterThan(blocked[1]);
        assertThat(blocked[3]).as("novice").isBetween(30, 40);
        assertThat(blocked[4]).as("club").isEqualTo(40);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12})
    void expert_forcesAMill_thatNoReplyStops(long seed) {
        MorrisGame game = MorrisGame.fromPosition(MILL_TO_FORCE);
        MorrisMove move = choose(5, seed, game);
        assertThat(move.isCapture()).isFalse();
        game.play(move);
        for (MorrisMove reply : game.legalMoves()) {
            MorrisGame after = game.copy();
            after.play(reply);
            assertThat(after.legalMoves()).as("after %s %s", move, reply).anyMatch(MorrisMove::isCapture);
        }
    }

    @Test
    void chooseMove_stopsWhenTheHostSaysSo_withALegalMove() {
        MorrisGame game = midgame();
        AtomicInteger asked = new AtomicInteger();
        Move move = MorrisBots.TABLE.bot(5, 1L).chooseMove(game.state(), () -> asked.incrementAndGet() > 0);
        assertThat(game.legalMoves()).contains((MorrisMove) move);
        assertThat(asked.get()).isEqualTo(1);
    }

    @Test
    void search_spendsNoMoreThanItsNodeBudget_andDeepensWithMore() {
        Core core = midgame().core();
        Search small = Search.of(core, Strength.ofLevel(5).withNodes(20_000), 1L, () -> false);
        small.bestMove(SearchBot.random(1L, core));
        Search large = Search.of(core, Strength.ofLevel(5).withNodes(400_000), 1L, () -> false);
        large.bestMove(SearchBot.random(1L, core));
        assertThat(small.nodes()).isLessThanOrEqualTo(20_000);
        assertThat(large.nodes()).isLessThanOrEqualTo(400_000);
        assertThat(large.depthReached()).isGreaterThan(small.depthReached());
    }

    @Test
    void expert_inASolvedSubspace_keepsTheTablesValue_andWinsTheShortestWay() {
        List<String> starts = List.of(
                Fixtures.moving("a7 d7 b2", "c5 e3 g1", 'w'),
                Fixtures.moving("c5 e3 b2", "a7 g7 a1", 'w'),
                Fixtures.moving("a7 d6 f4 d2", "g7 b4 e3", 'w'),
                Fixtures.moving("a7 d6 f4", "g7 b4 e3 g1", 'w'),
                Fixtures.moving("a4 d6 f4 b2", "g7 b4 e3 g1", 'b'));
        for (String start : starts) {
            MorrisGame game = MorrisGame.fromPosition(start);
            Colour expert = game.toMove();
            Analysis solved = MorrisEndgame.analyse(game.toPosition()).orElseThrow();
            Bot strong = MorrisBots.TABLE.bot(5, 7L);
            Bot weak = MorrisBots.TABLE.bot(2, 8L);
            for (int ply = 0; ply < 40 && game.status() == Status.ACTIVE; ply++) {
                MorrisMove move = (MorrisMove) (game.toMove() == expert ? strong : weak).chooseMove(game.state());
                if (game.toMove() == expert) {
                    assertThat(MorrisEndgame.bestMoves(game.toPosition())).as("from %s", game.position()).contains(move);
                }
                game.play(move);
            }
            if (solved.verdict() == Verdict.WIN) {
                assertThat(game.ending().flatMap(MorrisResult::winner)).as("from %s", start).contains(expert);
                assertThat(game.ply() - 40).isEqualTo(solved.plies().getAsInt());
            } else if (solved.verdict() == Verdict.DRAW) {
                assertThat(game.ending().flatMap(MorrisResult::winner)).as("from %s", start)
                        .isNotEqualTo(java.util.Optional.of(expert.opponent()));
            }
        }
    }

    @Test
    void bots_playWholeGamesToAnEnd() {
        MorrisGame game = MorrisGame.newGame();
        Bot white = MorrisBots.TABLE.bot(2, 1L);
        Bot black = MorrisBots.TABLE.bot(3, 2L);
        while (game.status() == Status.ACTIVE) {
            Bot bot = game.toMove() == Colour.WHITE ? white : black;
            assertThat(game.play(bot.chooseMove(game.state())).isAccepted()).isTrue();
        }
        assertThat(game.ply()).isLessThan(600);
    }
}
