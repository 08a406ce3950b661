package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Move;

/** The words of the play prompt besides moves: the commands, the answers to an offer, the help, the completions. */
final class PromptWords {

    /** The words a person may type besides a move, in the order help lists them. */
    static final List<String> COMMANDS = List.of("moves", "hint", "history", "undo", "resign", "draw", "accept",
            "decline", "flip", "level", "new", "save", "help", "quit");

    /** The words a side may type while its answer to a draw offer is awaited. */
    static final List<String> ANSWERS = List.of("accept", "decline", "resign", "save", "help", "quit");

    /** What {@code help} says. */
    static final String HELP = String.join("\n",
            "Type a move as the game writes it (Tab completes it), or one of:",
            "  moves, or just Enter   list the legal moves",
            "  hint                   the strongest bot's move (and what best play comes to, where the game knows)",
            "  history                the moves so far, numbered as the record numbers them",
            "  undo                   take back your last move (and the bots' answers to it)",
            "  resign                 give up the game",
            "  draw                   offer a draw (a bot declines; a person is asked at once)",
            "  accept, decline        answer the draw the other side offered",
            "  flip                   turn the board round",
            "  level N                the bots play at level N from now on",
            "  new                    a new game, sides swapped",
            "  save FILE              write the game's record to FILE",
            "  help                   this list",
            "  quit                   leave (asks first when the game is not saved); Ctrl-C leaves at once");

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
