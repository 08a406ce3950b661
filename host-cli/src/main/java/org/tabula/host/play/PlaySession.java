package org.tabula.host.play;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.console.Console;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.Player;

/**
 * One game played at the console, to its end or until the person quits: people type their moves and commands,
 * bots answer, chance is thrown when the game waits for it, and the board is drawn after every change.
 *
 * <p>Nothing here knows a game: whose turn it is, whether chance is due, what a move looks like and how the board
 * is drawn all come from the game; offers, resignation and undo of them from the api's {@link Match} around it.
 * Scripted input in tests and a person at a terminal go through the same loop.
 */
public final class PlaySession {

    /** The words a person may type besides a move, in the order help lists them. */
    static final List<String> COMMANDS = List.of(
            "moves", "undo", "resign", "draw", "accept", "decline", "save", "help", "quit");

    /** The words a side may type while its answer to a draw offer is awaited. */
    static final List<String> ANSWERS = List.of("accept", "decline", "resign", "save", "help", "quit");

    private static final String HELP = String.join("\n",
            "Type a move as the game writes it (Tab completes it), or one of:",
            "  moves, or just Enter   list the legal moves",
            "  undo                   take back your last move (and the bots' answers to it)",
            "  resign                 give up the game",
            "  draw                   offer a draw (a bot declines; a person is asked at once)",
            "  accept, decline        answer the draw the other side offered",
            "  save FILE              write the game's record to FILE",
            "  help                   this list",
            "  quit                   leave the game (with --save, it is already saved)");

    private final Match match;
    private final Map<Side, Player> players;
    private final Console console;
    private final PrintWriter out;
    private final GameScreen screen;
    private final Referee referee;
    private final SessionRecord record;
    private final TakeBack takeBack;
    private final DrawOffers draws;

    /**
     * A session.
     *
     * @param match the match, as it stands at the start
     * @param players who plays each of the game's sides
     * @param console where the person types and reads
     * @param screen how the board and state are drawn
     * @param referee who throws the dice and runs the bots
     * @param saveFile where the record is written after every change, if anywhere
     * @param resumeCommand the command that carries on from the saved file, shown when the person quits
     */
    public PlaySession(Match match, Map<Side, Player> players, Console console, GameScreen screen, Referee referee,
            Optional<Path> saveFile, String resumeCommand) {
        this.match = Objects.requireNonNull(match, "match");
        this.players = Map.copyOf(players);
        this.console = Objects.requireNonNull(console, "console");
        this.out = console.out();
        this.screen = Objects.requireNonNull(screen, "screen");
        this.referee = Objects.requireNonNull(referee, "referee");
        this.record = new SessionRecord(match, Objects.requireNonNull(saveFile, "saveFile"),
                Objects.requireNonNull(resumeCommand, "resumeCommand"), console);
        for (Side side : match.sides()) {
            if (!this.players.containsKey(side)) {
                throw new IllegalArgumentException("nobody plays " + side);
            }
        }
        this.takeBack = new TakeBack(match, side -> this.players.get(side).isHuman());
        this.draws = new DrawOffers(match, this.players, out, this::report, record::autosave);
    }

    /** Plays until the game is over (and, with a person present, until they leave) or the input ends. */
    public void run() {
        if (players.values().stream().anyMatch(Player::isHuman)) {
            out.println("Type a move, or press Enter for the legal moves; 'help' lists the commands.");
        }
        screen.show(match, out);
        boolean going = true;
        while (going) {
            if (match.status() == Status.FINISHED) {
                going = afterTheEnd();
                continue;
            }
            Optional<ChanceRequest> chance = match.pendingChance();
            Player player = players.get(match.turn());
            if (chance.isPresent()) {
                roll(chance.get());
            } else if (!player.isHuman()) {
                botTurn(player);
            } else {
                Optional<Side> owing = draws.awaitedAnswer();
                going = owing.isPresent() ? answerTurn(owing.get()) : humanTurn();
            }
        }
        out.flush();
    }

    private void roll(ChanceRequest request) {
        Side side = match.turn();
        int movesBefore = match.history().size();
        String outcome = referee.roll(match, request);
        out.println(side.id() + " rolls " + outcome + "  (" + request.description()
                + (request.selfDrawn() ? ", thrown by the game" : "") + ")");
        // A game may play a move the roll forces (a roll that allows no move loses the turn): say so, or the
        // player sees the turn pass with no reason given.
        List<? extends Move> history = match.history();
        for (int i = movesBefore; i < history.size(); i++) {
            out.println(side.id() + " plays " + history.get(i).text() + "  (forced by the roll)");
        }
        record.autosave();
    }

    private void botTurn(Player player) {
        Side side = match.turn();
        Referee.BotMove answer = referee.play(match, player.bot().orElseThrow());
        out.println(side.id() + " plays " + answer.move().text() + "  (" + player.shortName() + ", "
                + seconds(answer.took()) + ")");
        changed();
    }

    /** One line from the person whose side is to move; false when they leave. */
    private boolean humanTurn() {
        Side side = match.turn();
        Optional<String> line = console.readLine(side.id() + "> ", completions(side));
        if (line.isEmpty()) {
            out.println();
            farewell();
            return false;
        }
        String input = line.get().strip();
        if (input.isEmpty()) {
            listMoves();
            return true;
        }
        // A legal move is played even when a game spells one like a command.
        if (match.legalMoves().stream().anyMatch(move -> move.text().equals(input))) {
            play(side, input);
            return true;
        }
        String[] words = input.split("\\s+", 2);
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "moves" -> listMoves();
            case "undo" -> undo();
            case "resign" -> report(match.resign(side), side.id() + " resigns.");
            case "draw" -> draws.offer(side);
            case "accept", "decline" -> draws.answer(side, command);
            case "save" -> save(rest(words));
            case "help", "?" -> out.println(HELP);
            case "quit", "exit" -> {
                farewell();
                return false;
            }
            default -> play(side, input);
        }
        return true;
    }

    private static String rest(String[] words) {
        return words.length > 1 ? words[1].strip() : "";
    }

    /** Once the game is over: a person may still take moves back or save; false when the session ends. */
    private boolean afterTheEnd() {
        if (players.values().stream().noneMatch(Player::isHuman)) {
            return false;
        }
        Optional<String> line = console.readLine("game over> ", List.of("undo", "save", "help", "quit"));
        String input = line.map(String::strip).orElse("");
        String[] words = input.split("\\s+", 2);
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "undo" -> undo();
            case "save" -> save(rest(words));
            case "help", "?" -> out.println("The game is over: undo takes the last move back, save FILE writes the "
                    + "record, quit or Enter leaves.");
            case "", "quit", "exit" -> {
                farewell();
                return false;
            }
            default -> out.println("The game is over: undo, save FILE, or quit.");
        }
        return true;
    }

    private void play(Side side, String input) {
        Outcome<Move> outcome = match.play(input);
        if (!outcome.isAccepted()) {
            out.println(outcome.refusal().message());
            return;
        }
        out.println(side.id() + " plays " + outcome.value().text());
        changed();
    }

    private void undo() {
        Outcome<String> taken = takeBack.undo();
        if (!taken.isAccepted()) {
            out.println(taken.refusal().message());
            return;
        }
        out.println(taken.value());
        changed();
    }

    /** One line from the person whose answer to a draw offer is awaited; false when they leave. */
    private boolean answerTurn(Side side) {
        Side offering = match.drawOfferedBy().orElseThrow();
        Optional<String> line = console.readLine(side.id() + "> ", ANSWERS);
        if (line.isEmpty()) {
            out.println();
            farewell();
            return false;
        }
        String[] words = line.get().strip().split("\\s+", 2);
        String asked = offering.id() + " offers a draw: " + side.id() + ", accept or decline it.";
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "accept", "decline" -> draws.answer(side, command);
            case "resign" -> report(match.resign(side), side.id() + " resigns.");
            case "save" -> save(rest(words));
            case "quit", "exit" -> {
                farewell();
                return false;
            }
            case "help", "?" -> out.println(asked + " (Or resign, save FILE, quit.)");
            // Not a move: the side to move made the offer, and this side may not move for it.
            default -> out.println(asked);
        }
        return true;
    }

    private void report(Outcome<?> outcome, String done) {
        if (!outcome.isAccepted()) {
            out.println(outcome.refusal().message());
            return;
        }
        out.println(done);
        changed();
    }

    private void listMoves() {
        MoveListing.print(match.legalMoves().stream().map(Move::text).toList(), out);
    }

    /** The legal moves and the commands; accept and decline only when another side's offer stands. */
    private List<String> completions(Side side) {
        List<String> words = new ArrayList<>();
        for (Move move : match.legalMoves()) {
            words.add(move.text());
        }
        boolean answerable = draws.answerable(side);
        for (String command : COMMANDS) {
            if (answerable || !(command.equals("accept") || command.equals("decline"))) {
                words.add(command);
            }
        }
        return words;
    }

    /** After every change: the record to the save file, then the board. */
    private void changed() {
        record.autosave();
        screen.show(match, out);
    }

    private void save(String name) {
        out.println(record.saveAsSaid(name));
    }

    private void farewell() {
        record.farewell(out);
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }
}
