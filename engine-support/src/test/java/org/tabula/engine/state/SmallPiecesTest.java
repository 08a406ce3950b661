package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Status;

class SmallPiecesTest {

    private record Own(String text) implements Move {
    }

    private record Other(String text) implements Move {
    }

    @Test
    void gameOver_statusFollowsTheEnding() {
        assertThat(GameOver.status(Optional.empty())).isEqualTo(Status.ACTIVE);
        assertThat(GameOver.status(Optional.of("won"))).isEqualTo(Status.FINISHED);
    }

    @Test
    void gameOver_refusal_isApisGameOverWithTheSentence() {
        Outcome<Move> refused = GameOver.refusal("White wins: Black has no move");
        assertThat(refused.isAccepted()).isFalse();
        assertThat(refused.refusal()).isEqualTo(MatchRefusal.GAME_OVER.refuse("White wins: Black has no move")
                .refusal());
    }

    @Test
    void movePlay_playsAnOwnMoveAsItIs_andAnyOtherByItsText() {
        Outcome<Move> own = MovePlay.dispatch(new Own("a1"), Own.class, m -> Outcome.accepted(new Own("own " + m.text())),
                text -> Outcome.accepted(new Own("text " + text)));
        Outcome<Move> other = MovePlay.dispatch(new Other("b2"), Own.class, m -> Outcome.accepted(m),
                text -> Outcome.accepted(new Own("text " + text)));
        assertThat(own.value().text()).isEqualTo("own a1");
        assertThat(other.value().text()).isEqualTo("text b2");
    }

    @Test
    void positionCounts_countEachTextInTheOrderFirstSeen() {
        assertThat(PositionCounts.of(new long[] {3, 1, 3, 5, 1, 3}, key -> "p" + key))
                .containsExactly(java.util.Map.entry("p3", 3), java.util.Map.entry("p1", 2),
                        java.util.Map.entry("p5", 1));
    }
}
