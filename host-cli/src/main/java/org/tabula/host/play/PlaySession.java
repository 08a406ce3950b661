package org.tabula.host.play;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.console.Console;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.Player;

/**
 * One game played at the console, to its end or until the person quits: people type their moves and commands,
 * bots answer, chance is thrown when the game waits for it, and the board is shown after every change.
 *
 * <p>Nothing here knows a game: whose turn it is, whether chance is due, what a move looks like and how the board
 * is drawn all come from the game; offers, resignation and undo of them from the api's {@link Match} around it.
 * Scripted input in tests and a person at a terminal go through the same loop.
 */
public final class PlaySession {

    /** How a session ended: the person left (or the input ended), or asked for a rematch. */
    public enum Ending {
        /** Done: nothing more to play. */
        LEFT,
        /** {@code new}: the same game again, sides swapped. */
        REMATCH
    }

    private final SessionContext session;
    private final Match match;
    private final Map<Side, Player> players;
    private final Console console;
    private final PlayScreen screen;
    private final PrintWriter out;
    private final DrawOffers draws;
    private final TakebackRequests takebacks;
    private final TypedCommands commands;
    private final AtomicBoolean interrupted;
    private boolean rollDescribed;

    /**
     * A session.
     *
     * @param match the match, as it stands at the start
     * @param setup who plays, with what, and where the record goes
     * @param console where the person types and reads
     * @param writer how the record files are written (a test puts faults in its steps)
     */
    public PlaySession(Match match, PlaySetup setup, Console console, RecordWriter writer) {
        this.session = new SessionContext(match, setup, console, writer);
        this.match = match;
        this.players = session.players();
        this.console = console;
        this.screen = session.screen();
        this.out = session.out();
        this.interrupted = session.interrupted();
        this.draws = new DrawOffers(match, players, out, session::report, session::autosave);
        this.takebacks = new TakebackRequests(session);
        this.commands = new TypedCommands(session, draws, takebacks);
    }

    /**
     * Plays the session on a clock: each side's time runs on {@code time} from now, the side to move's first.
     *
     * @return this session
     */
    public PlaySession clocked(TimeControl control, Clock time) {
        SessionClock clock = SessionClock.start(control, match, time);
        session.clocked(clock);
        screen.extraLines(() -> List.of(clock.line(match)));
        return this;
    }

    /** True when the session had a save file and ended with the game ahead of every file it is in. */
    public boolean recordBehind() {
        return session.recordBehind();
    }

    /** The setup as it stands at the end, with the bots' levels as last set: a rematch starts from it. */
    public PlaySetup setup() {
        return session.setup();
    }

    /** Plays until the game is over (and, with a person present, until they leave) or the input ends. */
    public Ending run() {
        try (Console.Registration ctrlC = console.onInterrupt(() -> interrupted.set(true))) {
            if (session.anyHuman()) {
                out.println("Type a move, or press Enter for the legal moves; 'help' lists the commands.");
            }
            screen.show(match);
            while (!session.ended()) {
                step();
            }
        }
        screen.close();
        return session.rematchAsked() ? Ending.REMATCH : Ending.LEFT;
    }

    private void step() {
        if (match.status() == Status.FINISHED) {
            commands.afterTheEnd();
            return;
        }
        if (session.flagFell()) {
            return;
        }
        PlaySetup setup = session.setup();
        if (!session.anyHuman() && setup.cap().reached(match)) {
            // Bots alone with the game's own limits off could play for ever: the host adjourns the game.
            out.println(setup.cap().adjourned(match).sentence() + ".");
            session.leave();
            return;
        }
        if (takebacks.asked()) {
            takebacks.answerTurn();
            return;
        }
        Optional<ChanceRequest> chance = match.pendingChance();
        Player player = players.get(match.turn());
        if (chance.isPresent()) {
            roll(chance.get());
        } else if (!player.isHuman()) {
            botTurn(player);
        } else {
            Optional<Side> owing = draws.awaitedAnswer();
            if (owing.isPresent()) {
                commands.answerDraw(owing.get());
            } else {
                humanTurn();
            }
        }
    }

    private void roll(ChanceRequest request) {
        Side side = match.turn();
        int movesBefore = match.history().size();
        String outcome = session.setup().referee().roll(match, request);
        List<String> said = new ArrayList<>();
        // The description once: after that the rolls speak for themselves, and the screen has little room.
        said.add(side.id() + " rolls " + outcome + (rollDescribed ? "" : "  (" + request.description()
                + (request.selfDrawn() ? ", thrown by the game" : "") + ")"));
        rollDescribed = true;
        // A game plays the move a roll forces, which is a turn lost (the api's word for it): say so, or the player
        // sees the turn pass with no reason given.
        List<? extends Move> history = match.history();
        for (int i = movesBefore; i < history.size(); i++) {
            said.add(side.id() + " plays " + history.get(i).text() + ", turn lost (the roll allows no move)");
        }
        if (history.size() == movesBefore && players.get(side).isHuman() && match.pendingChance().isEmpty()
                && match.legalMoves().size() == 1) {
            // The roll leaves one move: nothing to ask.
            Outcome<Move> only = match.play(match.legalMoves().get(0));
            said.add(side.id() + " plays " + only.value().text() + ", the only move" + extraTurn(side));
        }
        session.changed(said, match.history().size() > movesBefore);
    }

    private void botTurn(Player player) {
        Side side = match.turn();
        screen.thinking(side, player.shortName());
        Referee referee = session.setup().referee();
        Duration limit = referee.botTime();
        Referee.BotMove answer = referee.choose(match, player.bot().orElseThrow(), interrupted::get,
                session.clock().map(clock -> clock.botTime(side, limit)).orElse(limit));
        if (interrupted.get()) {
            out.println("Stopped while " + side.id() + " was thinking.");
            session.leave();
            return;
        }
        if (session.flagFell()) {
            return;
        }
        Outcome<Move> played = match.play(answer.move());
        if (!played.isAccepted()) {
            throw new IllegalStateException(match.gameId() + " refused its own bot's move " + answer.move().text()
                    + ": " + played.refusal());
        }
        session.changed(side.id() + " plays " + played.value().text() + "  (" + player.shortName() + ", "
                + answer.tookInSeconds() + ")" + extraTurn(side));
    }

    /** One line from the person whose side is to move: a move, or a command. */
    private void humanTurn() {
        Side side = match.turn();
        Optional<String> line = readLine(side, PromptWords.completions(match, draws.answerable(side)));
        if (line.isEmpty()) {
            out.println();
            session.leave();
            return;
        }
        if (session.flagFell()) {
            // Typed after the time ran out: too late to count.
            return;
        }
        String input = line.get().strip();
        if (input.isEmpty()) {
            commands.listMoves();
            return;
        }
        // A legal move is played even when a game spells one like a command.
        boolean legal = match.legalMoves().stream().anyMatch(move -> move.text().equals(input));
        if (legal || !commands.atTurn(side, input)) {
            play(side, input);
        }
    }

    private Optional<String> readLine(Side side, List<String> completions) {
        screen.beforePrompt(match);
        String left = session.clock().map(clock -> " " + clock.left(side)).orElse("");
        return console.readLine(match.nextMoveNumber() + " " + side.id() + left + "> ", completions);
    }

    private void play(Side side, String input) {
        Outcome<Move> outcome = match.play(input);
        if (!outcome.isAccepted()) {
            out.println(outcome.refusal().message());
            return;
        }
        session.changed(side.id() + " plays " + outcome.value().text() + extraTurn(side));
    }

    /** After a side's move: it moves again (a rosette in Ur), said in words. */
    private String extraTurn(Side mover) {
        return match.status() == Status.ACTIVE && match.turn().equals(mover) ? ", extra turn" : "";
    }
}
