package org.tabula.host.play;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
import org.tabula.host.core.seat.HostHeaders;
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
    private final TakebackRequests takebacks;
    private final DrawOffers draws;
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
        this.takebacks = new TakebackRequests(session);
        this.draws = new DrawOffers(match, players, out, session::report, session::autosave);
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
            afterTheEnd();
            return;
        }
        if (flagFell()) {
            return;
        }
        PlaySetup setup = session.setup();
        if (!session.anyHuman() && setup.cap().reached(match)) {
            // Bots alone with the game's own limits off could play for ever: the host adjourns the game.
            out.println(setup.cap().adjourned(match).sentence() + ".");
            leave();
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
                answerTurn(owing.get());
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
        changed(said, match.history().size() > movesBefore);
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
            leave();
            return;
        }
        if (flagFell()) {
            return;
        }
        Outcome<Move> played = match.play(answer.move());
        if (!played.isAccepted()) {
            throw new IllegalStateException(match.gameId() + " refused its own bot's move " + answer.move().text()
                    + ": " + played.refusal());
        }
        changed(side.id() + " plays " + played.value().text() + "  (" + player.shortName() + ", "
                + answer.tookInSeconds() + ")" + extraTurn(side));
    }

    /** One line from the person whose side is to move. */
    private void humanTurn() {
        Side side = match.turn();
        Optional<String> line = readLine(side, PromptWords.completions(match, draws.answerable(side)));
        if (line.isEmpty()) {
            out.println();
            leave();
            return;
        }
        if (flagFell()) {
            // Typed after the time ran out: too late to count.
            return;
        }
        String input = line.get().strip();
        if (input.isEmpty()) {
            listMoves();
            return;
        }
        // A legal move is played even when a game spells one like a command.
        if (match.legalMoves().stream().anyMatch(move -> move.text().equals(input))) {
            play(side, input);
            return;
        }
        String[] words = input.split("\\s+", 2);
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "moves" -> listMoves();
            case "hint" -> new Hints(match, session.setup(), screen, interrupted).hint(side);
            case "history" -> history();
            case "undo", "takeback" -> takebacks.ask();
            case "resign" -> report(match.resign(side), side.id() + " resigns.");
            case "draw" -> draws.offer(side);
            case "accept", "decline" -> draws.answer(side, command);
            case "flip" -> flip();
            case "level" -> level(PromptWords.argument(words));
            case "new" -> rematch();
            case "save" -> save(PromptWords.argument(words));
            case "help", "?" -> PromptWords.help(console.width() - 1).forEach(out::println);
            case "quit", "exit" -> quit();
            default -> play(side, input);
        }
    }

    private Optional<String> readLine(Side side, List<String> completions) {
        screen.beforePrompt(match);
        String left = session.clock().map(clock -> " " + clock.left(side)).orElse("");
        return console.readLine(match.nextMoveNumber() + " " + side.id() + left + "> ", completions);
    }

    /** Once the game is over: a person may still take moves back, save or ask for a rematch. */
    private void afterTheEnd() {
        if (!session.anyHuman()) {
            leave();
            return;
        }
        screen.beforePrompt(match);
        Optional<String> line = console.readLine("game over> ", List.of("undo", "history", "flip", "new", "save",
                "help", "quit"));
        if (line.isEmpty()) {
            leave();
            return;
        }
        String[] words = line.get().strip().split("\\s+", 2);
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "undo" -> takebacks.undo();
            case "history" -> history();
            case "flip" -> flip();
            case "new" -> rematch();
            case "save" -> save(PromptWords.argument(words));
            case "help", "?" -> out.println("The game is over: undo takes the last move back, history lists the "
                    + "moves, new starts another with sides swapped, save FILE writes the record, quit or Enter "
                    + "leaves.");
            case "", "quit", "exit" -> quit();
            default -> out.println("The game is over: undo, history, new, save FILE, or quit.");
        }
    }

    private void play(Side side, String input) {
        Outcome<Move> outcome = match.play(input);
        if (!outcome.isAccepted()) {
            out.println(outcome.refusal().message());
            return;
        }
        changed(side.id() + " plays " + outcome.value().text() + extraTurn(side));
    }

    /** After a side's move: it moves again (a rosette in Ur), said in words. */
    private String extraTurn(Side mover) {
        return match.status() == Status.ACTIVE && match.turn().equals(mover) ? ", extra turn" : "";
    }

    /** One line from the person whose answer to a draw offer is awaited. */
    private void answerTurn(Side side) {
        Side offering = match.drawOfferedBy().orElseThrow();
        Optional<String[]> answer = session.answerWords(side);
        if (answer.isEmpty()) {
            return;
        }
        String[] words = answer.get();
        String asked = offering.id() + " offers a draw: " + side.id() + ", accept or decline it.";
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "accept", "decline" -> draws.answer(side, command);
            case "resign" -> report(match.resign(side), side.id() + " resigns.");
            case "save" -> save(PromptWords.argument(words));
            case "quit", "exit" -> quit();
            case "help", "?" -> out.println(asked + " (Or resign, save FILE, quit.)");
            // Not a move: the side to move made the offer, and this side may not move for it.
            default -> out.println(asked);
        }
    }

    private void listMoves() {
        MoveListing.print(match.legalMoves().stream().map(Move::text).toList(), out);
    }

    private void history() {
        List<String> lines = MoveLog.of(match).lines(session.setup().palette());
        if (lines.isEmpty()) {
            out.println("No move has been played yet.");
        }
        lines.forEach(out::println);
    }

    private void flip() {
        if (screen.flip(match)) {
            screen.show(match);
        } else {
            out.println("This game draws its board one way only.");
        }
    }

    /** {@code level N}: every bot seated plays at that level from the next move on. */
    private void level(String level) {
        Outcome<Map<Side, Player>> reseated = session.setup().bots().reseat(players, level);
        if (!reseated.isAccepted()) {
            out.println(reseated.refusal().message());
            return;
        }
        session.reseat(reseated.value());
        PlaySetup setup = session.setup();
        // The record names who played: from now on, these bots.
        match.headers(HostHeaders.reseated(match.headers(), setup.seats()));
        session.autosave();
        screen.retitle(setup.titlePhrases());
        out.println("From now on: " + setup.title());
        screen.show(match);
    }

    private void rematch() {
        session.rematch();
    }

    private void quit() {
        session.quit();
    }

    private void report(Outcome<?> outcome, String done) {
        session.report(outcome, done);
    }

    private void changed(String said) {
        session.changed(said);
    }

    private void changed(List<String> said, boolean redraw) {
        session.changed(said, redraw);
    }

    private boolean flagFell() {
        return session.flagFell();
    }

    private void save(String name) {
        session.save(name);
    }

    private void leave() {
        session.leave();
    }
}
