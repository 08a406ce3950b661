package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Side;

/** A bot's judgement in words: the score for the side to move in the game's units, or the win a search proved. */
class JudgementTest {

    private static final Move MOVE = () -> "d4";
    private static final ScoreUnits MEN = ScoreUnits.plies("hundredths of a man");

    /** A game at which white is to move, answering nothing else. */
    private static final Game WHITE_TO_MOVE = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(),
            new Class<?>[] {Game.class}, (proxy, method, args) -> switch (method.getName()) {
                case "turn" -> Side.of("white");
                case "sides" -> List.of(Side.of("white"), Side.of("black"));
                default -> throw new UnsupportedOperationException(method.getName());
            });

    @Test
    void aJudgement_saysTheScoreForTheSideToMove_inTheGamesUnits_andHowDeep() {
        Evaluation judged = Judgement.of(WHITE_TO_MOVE, MOVE, 35, 6, OptionalInt.empty(), MEN);
        assertThat(judged.move()).isSameAs(MOVE);
        assertThat(judged.score()).isEqualTo(35.0);
        assertThat(judged.depth()).isEqualTo(6);
        assertThat(judged.sentence()).isEqualTo("+35 for White, to move (hundredths of a man), 6 plies deep.");
        assertThat(Judgement.of(WHITE_TO_MOVE, MOVE, -120, 1, OptionalInt.empty(), MEN).sentence())
                .isEqualTo("-120 for White, to move (hundredths of a man), 1 ply deep.");
        assertThat(Judgement.of(WHITE_TO_MOVE, MOVE, 0.125, 4, OptionalInt.empty(),
                ScoreUnits.turns("from -1, a sure loss, to 1, a sure win")).sentence())
                .isEqualTo("+0.13 for White, to move (from -1, a sure loss, to 1, a sure win), 4 turns deep.");
    }

    @Test
    void aProvedEnd_namesTheWinner_theSideToMoveOrTheOther() {
        assertThat(Judgement.of(WHITE_TO_MOVE, MOVE, 999_997, 3, OptionalInt.of(3), MEN).sentence())
                .isEqualTo("White can force a win in 3 plies (found 3 plies deep).");
        assertThat(Judgement.of(WHITE_TO_MOVE, MOVE, -999_999, 2, OptionalInt.of(-1), MEN).sentence())
                .isEqualTo("Black can force a win in 1 ply (found 2 plies deep).");
        assertThat(Judgement.of(WHITE_TO_MOVE, MOVE, 999_993, 0, OptionalInt.of(7), MEN).sentence())
                .as("read from a table, not searched").isEqualTo("White can force a win in 7 plies.");
    }
}
