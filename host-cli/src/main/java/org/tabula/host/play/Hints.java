package org.tabula.host.play;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tabula.api.Analysis;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.Player;

/**
 * {@code hint}: the move the game's strongest bot would play for the side to move, in the bots' time, and what
 * best play comes to where the game knows it for certain (an endgame table's verdict and distance).
 */
final class Hints {

    private final Match match;
    private final PlaySetup setup;
    private final PlayScreen screen;
    private final AtomicBoolean interrupted;

    Hints(Match match, PlaySetup setup, PlayScreen screen, AtomicBoolean interrupted) {
        this.match = match;
        this.setup = setup;
        this.screen = screen;
        this.interrupted = interrupted;
    }

    /** Says the hint on the screen; Ctrl-C while the bot thinks ends its thinking early, not the game. */
    void hint(Side side) {
        Optional<Player> strongest = setup.bots().strongest();
        if (strongest.isEmpty()) {
            screen.messages().println("This game has no bot to ask.");
            return;
        }
        Player bot = strongest.get();
        screen.thinking(side, "hint, " + bot.shortName());
        Referee.BotMove answer = setup.referee().choose(match, bot.bot().orElseThrow(), interrupted::get);
        boolean stopped = interrupted.getAndSet(false);
        String known = match.provider().analyse(match.state()).map(analysis -> "; " + bestPlay(side, analysis))
                .orElse("");
        screen.messages().println("hint: " + answer.move().text() + "  (" + bot.shortName()
                + (stopped ? ", stopped early" : "") + ", " + answer.tookInSeconds() + ")" + known);
    }

    /**
     * {@code with best play white wins in 13 plies (the endgame tables)}, or in a game of chance {@code with best play
     * light wins with probability 0.519 under best play (...)}.
     */
    private static String bestPlay(Side side, Analysis analysis) {
        if (analysis.verdict() == Analysis.Verdict.CHANCE) {
            return analysis.sentence(side.id(), side.id()) + " (" + analysis.basis() + ")";
        }
        String outcome = switch (analysis.verdict()) {
            case WIN -> side.id() + " wins";
            case LOSS -> side.id() + " loses";
            case DRAW -> "it is a draw";
            case CHANCE -> throw new IllegalStateException("a chance is said above");
        };
        String distance = analysis.plies().isPresent()
                ? " in " + analysis.plies().getAsInt() + (analysis.plies().getAsInt() == 1 ? " ply" : " plies") : "";
        return "with best play " + outcome + distance + " (" + analysis.basis() + ")";
    }
}
