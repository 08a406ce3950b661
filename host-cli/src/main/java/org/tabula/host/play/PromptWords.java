package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.host.console.Wrapping;

/** The words of the play prompt besides moves: the commands, the answers to an offer, the help, the completions. */
final class PromptWords {

    /** The words a person may type besides a move, in the order help lists them. */
    static final List<String> COMMANDS = List.of("moves", "hint", "history", "undo", "takeback", "resign", "draw",
            "accept", "decline", "flip", "level", "new", "save", "help", "quit");

    /** The words a side may type while its answer to a draw offer is awaited. */
    static final List<String> ANSWERS = List.of("accept", "decline", "resign", "save", "help", "quit");

    /** What {@code help} says first. */
    private static final String HELP_FIRST = "Type a move as the game writes it (Tab completes it), or one of:";

    /** What {@code help} lists: each command as typed, and what it does, short enough for a line of 80. */
    private static final List<Map.Entry<String, String>> HELP = List.of(
            Map.entry("moves, or Enter", "list the legal moves"),
            Map.entry("hint", "the strongest bot's move, and what best play comes to"),
            Map.entry("history", "the moves so far, numbered as the record numbers them"),
            Map.entry("undo, takeback", "take back the last move (a bot's answers with it; a person asks the"
                    + " other, who accepts or declines)"),
            Map.entry("resign", "give up the game"),
            Map.entry("draw", "offer a draw (a bot declines; a person is asked at once)"),
            Map.entry("accept, decline", "answer the draw the other side offered"),
            Map.entry("flip", "turn the board round"),
            Map.entry("level N", "the bots play at level N from now on"),
            Map.entry("new", "a new game, sides swapped"),
            Map.entry("save FILE", "write the game's record to FILE"),
            Map.entry("help", "this list"),
            Map.entry("quit", "leave (asking first if unsaved); Ctrl-C leaves at once"));

    /** The gap between a command and what it does. */
    private static final int HELP_GAP = 3;

    private PromptWords() {
    }

    /**
     * What {@code help} says, folded to the width: every description starts in one column, and one that goes on
     * goes on under itself.
     */
    static List<String> help(int width) {
        int labels = HELP.stream().mapToInt(entry -> entry.getKey().length()).max().orElse(0);
        List<String> lines = new ArrayList<>(Wrapping.fold("", HELP_FIRST, width));
        for (Map.Entry<String, String> entry : HELP) {
            String lead = "  " + entry.getKey() + " ".repeat(labels - entry.getKey().length() + HELP_GAP);
            lines.addAll(Wrapping.fold(lead, entry.getValue(), width));
        }
        return lines;
    }

    /** What follows a line's first word, as {@code save FILE} and {@code level N} take it; empty when nothing does. */
    static String argument(String[] words) {
        return words.length > 1 ? words[1].strip() : "";
    }

    /** The legal moves and the commands; accept and decline only when another side's offer stands. */
    static List<String> completions(Match match, boolean answerable) {
        List<String> words = new ArrayList<>();
        for (Move move : match.legalMoves()) {
            words.add(move.text());
        }
        for (String command : COMMANDS) {
            if (answerable || !(command.equals("accept") || command.equals("decline"))) {
                words.add(command);
            }
        }
        return words;
    }
}
