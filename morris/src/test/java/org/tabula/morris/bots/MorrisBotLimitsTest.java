package org.tabula.morris.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Bot;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisProvider;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisState;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.SearchBot;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bots' limits hold whatever the position: every level gives a legal move from positions of real games and
 * from positions no game would reach, the searching ones within their node budget, and they stop within a poll
 * of the host saying so, which is how a host puts a time limit on a bot that reads no clock.
 */
class MorrisBotLimitsTest {

    /** Positions that wait for a move: from random games at every stage, and made up at random. */
    static List<MorrisGame> positions(long seed, int count) {
        Random random = new Random(seed);
        List<MorrisGame> games = new ArrayList<>();
        while (games.size() < count) {
            MorrisGame game = games.size() % 2 == 0 ? fromRandomGame(random) : madeUp(random);
            if (game.status() == Status.ACTIVE) {
                games.add(game);
            }
        }
        return games;
    }

    private static MorrisGame fromRandomGame(Random random) {
        MorrisGame game = MorrisGame.newGame(random.nextBoolean());
        int plies = random.nextInt(120);
        for (int i = 0; i < plies && game.status() == Status.ACTIVE; i++) {
            List<MorrisMove> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return MorrisGame.fromPosition(game.toPosition(), game.flying());
    }

    /** Any men on any points, any hands, any counts a text may give. */
    private static MorrisGame madeUp(Random random) {
        int white = 0;
        int black = 0;
        for (int point = 0; point < Points.COUNT; point++) {
            int cell = random.nextInt(4);
            if (cell == 1 && Integer.bitCount(white) < Position.MEN) {
                white |= 1 << point;
            } else if (cell == 2 && Integer.bitCount(black) < Position.MEN) {
                black |= 1 << point;
            }
        }
        int whiteHand = random.nextInt(Position.MEN - Integer.bitCount(white) + 1);
        int blackHand = random.nextInt(Position.MEN - Integer.bitCount(black) + 1);
        Position position = new Position(white, black, random.nextBoolean() ? Colour.WHITE : Colour.BLACK, whiteHand,
                blackHand, random.nextInt(100), random.nextBoolean() ? random.nextInt(500) : Position.MAX_COUNT);
        return MorrisGame.fromPosition(position, random.nextBoolean());
    }

    private static void choosesALegalMove(int level, List<MorrisGame> games) {
        for (MorrisGame game : games) {
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            Bot bot = new MorrisProvider().newBot(level, game.ply());
            if (bot instanceof SearchBot searching) {
                Search.Choice choice = searching.choose(game.state(), () -> false);
                assertThat(choice.nodes()).as("nodes in %s", game.position()).isLessThanOrEqualTo(searching.budget());
                assertThat(game.legalMoves()).as("in %s", game.position()).contains(MoveCode.toMove(choice.move()));
            }
            Move move = bot.chooseMove(game.state());
            assertThat(game.legalMoves()).as("level %d in %s", level, game.position()).contains((MorrisMove) move);
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        }
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void everyLevel_fromAnyPosition_choosesALegalMove_withinItsNodeBudget(int level) {
        // Level 4 searches 600,000 nodes a move, twice here: fewer positions keep the default run short.
        choosesALegalMove(level, positions(level, level == 4 ? 15 : 40));
    }

    @Test
    void theStrongestLevel_fromAnyPosition_choosesALegalMove_withinItsNodeBudget() {
        choosesALegalMove(5, positions(5, 3));
    }

    @Tag("slow")
    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void everyLevel_fromManyMorePositions_choosesALegalMove_withinItsNodeBudget(int level) {
        choosesALegalMove(level, positions(100 + level, level == 5 ? 100 : 400));
    }

    /** A stop signal that answers true from its {@code from}-th question on, counting the questions. */
    private static final class StopAfter implements BooleanSupplier {
        private final int from;
        private int asked;

        StopAfter(int from) {
            this.from = from;
        }

        @Override
        public boolean getAsBoolean() {
            return ++asked >= from;
        }
    }

    @ParameterizedTest(name = "stop at question {0}")
    @ValueSource(ints = {1, 2, 5, 40})
    void searchingBots_stopWithinAPollOfBeingTold_andStillPlayALegalMove(int question) {
        int told = 0;
        for (MorrisGame game : positions(question, 4)) {
            for (int level = 3; level <= 5; level++) {
                SearchBot bot = seedSearch(level, 9L);
                StopAfter stop = new StopAfter(question);
                Search.Choice choice = bot.choose(game.state(), stop);
                assertThat(game.legalMoves()).contains(MoveCode.toMove(choice.move()));
                long unbounded = bot.choose(game.state(), () -> false).nodes();
                long toldAt = (long) (question - 1) * Search.POLL_INTERVAL;
                if (unbounded > toldAt) {
                    // Long enough to be told: it asked exactly until told, and visited no node after.
                    assertThat(stop.asked).as("questions, level %d in %s", level, game.position()).isEqualTo(question);
                    assertThat(choice.nodes()).isEqualTo(toldAt);
                    told++;
                } else {
                    assertThat(stop.asked).isLessThan(question);
                    assertThat(choice.nodes()).isEqualTo(unbounded);
                }
            }
        }
        assertThat(told).as("searches long enough to be told to stop").isGreaterThan(0);
    }

    @Test
    void searchingBot_stoppedTheSameWay_choosesTheSameMove() {
        MorrisGame game = positions(77L, 1).get(0);
        Move first = new MorrisProvider().newBot(5, 3L).chooseMove(game.state(), new StopAfter(30));
        Move second = new MorrisProvider().newBot(5, 3L).chooseMove(game.copy().state(), new StopAfter(30));
        assertThat(second).isEqualTo(first);
    }

    @Test
    void searchingBot_toldToStopAtOnce_visitsNoNode_andPlaysAFirstLegalMove() {
        MorrisGame game = MorrisGame.newGame();
        Search.Choice choice = seedSearch(5, 1L).choose(game.state(), () -> true);
        assertThat(choice.nodes()).isZero();
        assertThat(MoveCode.toMove(choice.move())).isEqualTo(game.legalMoves().get(0));
    }

    /**
     * The search the provider's bot of a level plays the seed's game with (the provider's bot also answers the
     * family's other games, so it is no SearchBot itself), on the core of the game's position.
     */
    private static SearchBot seedSearch(int level, long seed) {
        return new SearchBot(new MorrisProvider().botLevels().get(level - 1), seed, Strength.ofLevel(level),
                game -> {
                    MorrisState state = (MorrisState) game;
                    return Core.of(state.toPosition(), state.flying(), state.noMillLimit());
                });
    }
}
