package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.position;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Bot;
import org.tabula.api.Move;
import org.tabula.api.Status;

/** The bots: deterministic from their seed, legal, leaving the game alone, and as strong as they say. */
class MorrisBotsTest {

    private static MorrisGame midgame() {
        return game("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w');
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void chooseMove_isLegal_deterministicFromTheSeed_andLeavesTheGameAlone(int level) {
        for (MorrisGame game : new MorrisGame[] {MorrisGame.newGame(), midgame()}) {
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            Bot bot = MorrisBots.bot(level, 42L);
            Move move = bot.chooseMove(game);
            assertThat(game.legalMoves()).contains((MorrisMove) move);
            assertThat(bot.chooseMove(game)).as("asked again").isEqualTo(move);
            assertThat(MorrisBots.bot(level, 42L).chooseMove(game.copy())).as("a new bot").isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
            assertThat(bot.level().level()).isEqualTo(level);
        }
    }

    @Test
    void randomBot_choosesDifferentMovesForDifferentSeeds() {
        Set<Move> moves = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            moves.add(MorrisBots.bot(1, seed).chooseMove(MorrisGame.newGame()));
        }
        assertThat(moves.size()).isGreaterThan(5);
    }

    @Test
    void chooseMove_refusesAFinishedGame() {
        MorrisGame game = MorrisGame.newGame();
        game.resign(Colour.WHITE);
        assertThatIllegalStateException().isThrownBy(() -> MorrisBots.bot(3, 1L).chooseMove(game));
    }

    @Test
    void bot_refusesLevelsThatDoNotExist() {
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisBots.bot(0, 1L));
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisBots.bot(6, 1L));
        assertThat(MorrisBots.levels()).extracting(level -> level.name())
                .containsExactly("random", "greedy", "novice", "club", "expert");
    }

    // The deeper bots may rightly put a capture off for a double threat, so these two ask only the shallow ones.
    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3})
    void shallowBots_closeAMillWhenTheyCan(int level) {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d7", "b6 f4", 'w', 7, 7, 0, 4));
        assertThat(((MorrisMove) MorrisBots.bot(level, 5L).chooseMove(game)).isCapture()).isTrue();
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3})
    void shallowBots_blockTheEnemysMill(int level) {
        MorrisGame game = MorrisGame.fromPosition(position("a7 g1", "b6 d6", 'w', 7, 7, 0, 4));
        assertThat(MorrisBots.bot(level, 5L).chooseMove(game).text()).isEqualTo("f6");
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3, 4, 5})
    void bots_fromLevelTwo_winWhenTheyCan(int level) {
        MorrisGame game = game("d7 a4 g4 d2 c4", "a7 g7 a1 g1", 'w');
        MorrisGame after = game.copy();
        after.play(MorrisBots.bot(level, 5L).chooseMove(game));
        assertThat(after.status()).isEqualTo(Status.FINISHED);
        assertThat(after.ending().orElseThrow().winner()).contains(Colour.WHITE);
    }

    @Test
    void bots_playWholeGamesToAnEnd() {
        MorrisGame game = MorrisGame.newGame();
        Bot white = MorrisBots.bot(2, 1L);
        Bot black = MorrisBots.bot(3, 2L);
        while (game.status() == Status.ACTIVE) {
            Bot bot = game.toMove() == Colour.WHITE ? white : black;
            assertThat(game.play(bot.chooseMove(game)).isAccepted()).isTrue();
        }
        assertThat(game.ply()).isLessThan(400);
    }

    @Test
    void searchingBot_beatsTheRandomBot() {
        int wins = 0;
        for (long seed = 0; seed < 2; seed++) {
            MorrisGame game = MorrisGame.newGame();
            Bot strong = MorrisBots.bot(4, seed);
            Bot weak = MorrisBots.bot(1, seed);
            Colour strongSide = seed % 2 == 0 ? Colour.WHITE : Colour.BLACK;
            while (game.status() == Status.ACTIVE) {
                game.play((game.toMove() == strongSide ? strong : weak).chooseMove(game));
            }
            if (game.ending().orElseThrow().winner().equals(java.util.Optional.of(strongSide))) {
                wins++;
            }
        }
        assertThat(wins).isEqualTo(2);
    }

    @Tag("slow")
    @ParameterizedTest(name = "level {0} against level {0} - 1")
    @ValueSource(ints = {2, 3, 4, 5})
    void ladder_eachLevelScoresMoreThanTheOneBelow(int level) {
        double stronger = 0;
        int games = 6;
        for (long seed = 0; seed < games; seed++) {
            MorrisGame game = MorrisGame.newGame();
            Bot strong = MorrisBots.bot(level, seed);
            Bot weak = MorrisBots.bot(level - 1, seed + 100);
            Colour strongSide = seed % 2 == 0 ? Colour.WHITE : Colour.BLACK;
            while (game.status() == Status.ACTIVE) {
                game.play((game.toMove() == strongSide ? strong : weak).chooseMove(game));
            }
            MorrisResult result = game.ending().orElseThrow();
            stronger += result.isDraw() ? 0.5 : result.winner().get() == strongSide ? 1 : 0;
        }
        assertThat(stronger).isGreaterThan(games / 2.0);
    }
}
