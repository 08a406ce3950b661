package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisProvider;

/** The line protocol client against a fake engine in a second JVM, and the referee's judgement of its moves. */
class EnginePlayerTest {

    private static List<String> fake(String mode) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(FirstLegalEngine.class.getName());
        command.add(mode);
        return command;
    }

    @Test
    void anEngine_answersTheMoveItChose_forThePositionSent() {
        try (EnginePlayer engine = new EnginePlayer(fake("legal"))) {
            MorrisGame game = MorrisGame.newGame();
            game.play("d2");
            game.play("f4");
            Choice choice = engine.choose(game.match().state(), 50);
            assertThat(choice.move()).isEqualTo(game.legalMoves().get(0).text());
            assertThat(game.play(choice.move()).isAccepted()).isTrue();
        }
    }

    @Test
    void aGameAgainstAnEngine_isPlayedToItsEnd_withEveryMoveJudgedByTabula() {
        Referee referee = new Referee(20, 600);
        try (Player bot = new BotPlayer(new MorrisProvider(), 1, 7); EnginePlayer engine = new EnginePlayer(fake("legal"))) {
            PlayedGame game = referee.play(0, Openings.of(0, 4), bot, engine, true);
            assertThat(game.end()).isNotEqualTo(GameEnd.ILLEGAL);
            assertThat(game.secondMoves()).isPositive();
            assertThat(MorrisGame.fromText(game.record()).ply()).isEqualTo(game.plies());
        }
    }

    @Test
    void aMoveTabulaRefuses_losesTheGame_asIllegal() {
        Referee referee = new Referee(20, 600);
        try (Player bot = new BotPlayer(new MorrisProvider(), 1, 7); EnginePlayer engine = new EnginePlayer(fake("illegal"))) {
            PlayedGame game = referee.play(1, Openings.of(0, 4), bot, engine, false);
            assertThat(game.end()).isEqualTo(GameEnd.ILLEGAL);
            assertThat(game.firstWon()).isEqualTo(Optional.of(true));
            assertThat(game.plies()).isEqualTo(4);
            assertThat(game.note()).contains("a1-g7");
        }
    }

    @Test
    void anEngineThatCannotStart_isAFailure_notACrash() {
        assertThatThrownBy(() -> new EnginePlayer(List.of("/nonexistent/engine")))
                .isInstanceOf(PlayerFailure.class);
    }

    @Test
    void theGameCap_adjournsAsADraw() {
        Referee referee = new Referee(5, 10);
        try (Player one = new BotPlayer(new MorrisProvider(), 1, 1); Player two = new BotPlayer(new MorrisProvider(), 1, 2)) {
            PlayedGame game = referee.play(0, Openings.of(3, 4), one, two, true);
            assertThat(game.end()).isEqualTo(GameEnd.CAP);
            assertThat(game.plies()).isEqualTo(10);
            assertThat(game.score()).isEqualTo(new Score(0, 1, 0));
        }
    }
}
