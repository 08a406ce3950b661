package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.host.core.seat.HostHeaders;
import org.tabula.host.core.seat.Player;

/**
 * The words a person types at the console besides moves, and what each does: the commands at its turn, its answer
 * to another side's draw offer, and the commands left once the game is over.
 */
final class TypedCommands {

    private final SessionContext session;
    private final Match match;
    private final PlayScreen screen;
    private final PrintWriter out;
    private final DrawOffers draws;
    private final TakebackRequests takebacks;

    TypedCommands(SessionContext session, DrawOffers draws, TakebackRequests takebacks) {
        this.session = session;
        this.match = session.match();
        this.screen = session.screen();
        this.out = session.out();
        this.draws = draws;
        this.takebacks = takebacks;
    }

    /**
     * Does the command typed at the side's turn.
     *
     * @return false when the line's first word names no command, so the line is to be played as a move
     */
    boolean atTurn(Side side, String input) {
        String[] words = input.split("\\s+", 2);
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "moves" -> listMoves();
            case "hint" -> new Hints(match, session.setup(), screen, session.interrupted()).hint(side);
            case "history" -> history();
            case "undo", "takeback" -> takebacks.ask();
            case "resign" -> session.report(match.resign(side), side.id() + " resigns.");
            case "draw" -> draws.offer(side);
            case "accept", "decline" -> draws.answer(side, command);
            case "flip" -> flip();
            case "level" -> level(PromptWords.argument(words));
            case "new" -> session.rematch();
            case "save" -> session.save(PromptWords.argument(words));
            case "help", "?" -> PromptWords.help(session.console().width() - 1).forEach(out::println);
            case "quit", "exit" -> session.quit();
            default -> {
                return false;
            }
        }
        return true;
    }

    /** One line from the person whose answer to a draw offer is awaited. */
    void answerDraw(Side side) {
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
            case "resign" -> session.report(match.resign(side), side.id() + " resigns.");
            case "save" -> session.save(PromptWords.argument(words));
            case "quit", "exit" -> session.quit();
            case "help", "?" -> out.println(asked + " (Or resign, save FILE, quit.)");
            // Not a move: the side to move made the offer, and this side may not move for it.
            default -> out.println(asked);
        }
    }

    /** Once the game is over: a person may still take moves back, save or ask for a rematch. */
    void afterTheEnd() {
        if (!session.anyHuman()) {
            session.leave();
            return;
        }
        screen.beforePrompt(match);
        Optional<String> line = session.console().readLine("game over> ", List.of("undo", "history", "flip", "new",
                "save", "help", "quit"));
        if (line.isEmpty()) {
            session.leave();
            return;
        }
        String[] words = line.get().strip().split("\\s+", 2);
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "undo" -> takebacks.undo();
            case "history" -> history();
            case "flip" -> flip();
            case "new" -> session.rematch();
            case "save" -> session.save(PromptWords.argument(words));
            case "help", "?" -> out.println("The game is over: undo takes the last move back, history lists the "
                    + "moves, new starts another with sides swapped, save FILE writes the record, quit or Enter "
                    + "leaves.");
            case "", "quit", "exit" -> session.quit();
            default -> out.println("The game is over: undo, history, new, save FILE, or quit.");
        }
    }

    /** {@code moves}, or Enter at a side's turn: the legal moves in columns. */
    void listMoves() {
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
        Outcome<Map<Side, Player>> reseated = session.setup().bots().reseat(session.players(), level);
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
}
