package org.tabula.api.testgame;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * A dice race's position and record as text.
 *
 * <p>A position is one line, {@code 0,3/5,7 light 2 12}: light's men a and b, then dark's, the side to move, the
 * roll standing ({@code -} while it is to come) and the ply. A record is one line a step from the usual start:
 * {@code roll 2}, a move ({@code a2} or {@code pass}), and at the end {@code offer light} and
 * {@code result dark resign} (or {@code timeout}, or {@code result draw agreement}) when the match has them; a
 * {@code seed N} line first names a seed other than 0.
 */
final class DiceRaceText {

    private DiceRaceText() {
    }

    static String position(DiceRaceBoard board) {
        List<Integer> m = board.men();
        return m.get(0) + "," + m.get(1) + "/" + m.get(2) + "," + m.get(3) + " "
                + DiceRaceGame.SIDES.get(board.turn()) + " " + (board.roll() < 0 ? "-" : board.roll()) + " "
                + board.ply();
    }

    static String record(DiceRaceGame game, MatchMarks marks) {
        StringBuilder text = new StringBuilder();
        long seed = game.options().integer(DiceRaceProvider.SEED);
        if (seed != 0) {
            text.append("seed ").append(seed).append('\n');
        }
        List<DiceRaceMove> moves = game.history();
        List<DiceRaceBoard> before = game.before();
        for (int i = 0; i < moves.size(); i++) {
            text.append("roll ").append(before.get(i).roll()).append('\n').append(moves.get(i).text()).append('\n');
        }
        if (game.board().roll() >= 0) {
            text.append("roll ").append(game.board().roll()).append('\n');
        }
        marks.offer().ifPresent(offer -> text.append("offer ").append(offer).append('\n'));
        marks.ending().ifPresent(ended -> text.append("result ").append(ended.isDraw() ? "draw" : ended.winner().id())
                .append(' ').append(ended.reason()).append('\n'));
        return text.toString();
    }

    static DiceRaceBoard readPosition(String text) {
        List<List<Word>> lines = lines(text);
        if (lines.isEmpty() || lines.get(0).isEmpty()) {
            throw TextFormatException.at(new TextLocation(1, 1), "there is no position");
        }
        for (List<Word> line : lines.subList(1, lines.size())) {
            if (!line.isEmpty()) {
                throw line.get(0).error("a position is one line");
            }
        }
        List<Word> fields = lines.get(0);
        if (fields.size() != 4) {
            throw fields.get(Math.min(fields.size() - 1, 4)).error("a position has four fields, not " + fields.size());
        }
        Word board = fields.get(0);
        if (!board.text().matches("[0-7],[0-7]/[0-7],[0-7]")) {
            throw board.error("the men are written like 0,3/5,7");
        }
        List<Integer> men = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            men.add(board.text().charAt(i * 2) - '0');
        }
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                if (men.get(a).equals(men.get(b)) && men.get(a) > 0 && men.get(a) < DiceRaceBoard.HOME) {
                    throw board.error("two men stand on square " + men.get(a));
                }
            }
        }
        int turn = DiceRaceGame.SIDES.indexOf(side(fields.get(1)));
        Word roll = fields.get(2);
        int rolled = roll.text().equals("-") ? -1 : DiceRaceBoard.OUTCOMES.indexOf(roll.text());
        if (rolled < 0 && !roll.text().equals("-")) {
            throw roll.error("the roll is 0 to 3, or - when it is to come");
        }
        Word ply = fields.get(3);
        if (!ply.text().matches("[0-9]{1,6}")) {
            throw ply.error("the ply is a number below a million");
        }
        DiceRaceBoard read = new DiceRaceBoard(men, turn, rolled, Integer.parseInt(ply.text()));
        if (read.winner() >= 0 && rolled >= 0) {
            throw roll.error("the game is over, so no roll stands");
        }
        return read;
    }

    static RecordedMatch readRecord(String text, GameOptions options) {
        List<List<Word>> lines = lines(text);
        GameOptions named = options;
        int first = 0;
        while (first < lines.size() && lines.get(first).isEmpty()) {
            first++;
        }
        if (first < lines.size() && lines.get(first).get(0).text().equalsIgnoreCase("seed")) {
            List<Word> line = lines.get(first);
            if (line.size() != 2 || !line.get(1).text().matches("-?[0-9]{1,18}")) {
                throw line.get(0).error("a seed line names one number");
            }
            named = options.overruledBy(new DiceRaceProvider().options(), Map.of(DiceRaceProvider.SEED, line.get(1).text()));
            first++;
        }
        DiceRaceGame game = new DiceRaceGame(named, DiceRaceBoard.START);
        Side offer = null;
        Result ending = null;
        int moves = 0;
        for (List<Word> line : lines.subList(first, lines.size())) {
            if (line.isEmpty()) {
                continue;
            }
            Word word = line.get(0);
            String keyword = word.text().toLowerCase(Locale.ROOT);
            if (ending != null) {
                throw word.error("nothing comes after the result line");
            }
            if (keyword.equals("roll") || keyword.equals("offer") || keyword.equals("result")) {
                int wanted = keyword.equals("result") ? 3 : 2;
                if (line.size() != wanted) {
                    throw word.error("a " + keyword + " line has " + (wanted - 1) + " value"
                            + (wanted > 2 ? "s" : ""));
                }
                if (keyword.equals("roll")) {
                    Outcome<String> rolled = game.supplyChance(line.get(1).text());
                    if (!rolled.isAccepted()) {
                        throw word.error("the roll line is refused: " + rolled.refusal().message());
                    }
                } else if (game.status() == Status.FINISHED) {
                    throw word.error("the " + keyword + " line comes after the game is over");
                } else if (keyword.equals("offer")) {
                    offer = side(line.get(1));
                } else {
                    ending = ending(line.get(1), line.get(2));
                }
            } else {
                if (offer != null) {
                    throw word.error("a move comes before the offer line");
                }
                if (line.size() != 1) {
                    throw line.get(1).error("a move stands on a line of its own");
                }
                moves++;
                Outcome<Move> played = game.play(word.text());
                if (!played.isAccepted()) {
                    throw TextFormatException.atMove(moves, word.text(), word.at(), played.refusal().message());
                }
            }
        }
        return new RecordedMatch(game, new MatchMarks(Optional.ofNullable(offer), Optional.ofNullable(ending)));
    }

    private static Result ending(Word who, Word why) {
        String reason = why.text().toLowerCase(Locale.ROOT);
        if (who.text().equalsIgnoreCase("draw")) {
            if (!reason.equals("agreement")) {
                throw why.error("a drawn game ends by agreement");
            }
            return PlayerEnding.agreement();
        }
        Side winner = side(who);
        Side loser = DiceRaceGame.SIDES.get(1 - DiceRaceGame.SIDES.indexOf(winner));
        return switch (reason) {
            case "resign" -> PlayerEnding.resign(loser, winner);
            case "timeout" -> PlayerEnding.timeout(loser, winner);
            default -> throw why.error("a game is won by resign or timeout, not '" + why.text() + "'");
        };
    }

    private static Side side(Word word) {
        for (Side side : DiceRaceGame.SIDES) {
            if (side.id().equalsIgnoreCase(word.text()) && word.text().length() == side.id().length()) {
                return side;
            }
        }
        throw word.error("the side is light or dark, not '" + word.text() + "'");
    }

    /** The words of each line, each with its place; lines broken at \n, \r\n or a lone \r, as notations do. */
    private static List<List<Word>> lines(String text) {
        List<List<Word>> lines = new ArrayList<>();
        String[] raw = text.split("\r\n|\r|\n", -1);
        int count = text.endsWith("\n") || text.endsWith("\r") ? raw.length - 1 : raw.length;
        for (int n = 0; n < count; n++) {
            String line = raw[n];
            List<Word> words = new ArrayList<>();
            int column = 1;
            int start = -1;
            int startColumn = 0;
            for (int i = 0; i < line.length(); ) {
                int c = line.codePointAt(i);
                if (Character.isWhitespace(c)) {
                    if (start >= 0) {
                        words.add(new Word(line.substring(start, i), new TextLocation(n + 1, startColumn)));
                        start = -1;
                    }
                } else if (start < 0) {
                    start = i;
                    startColumn = column;
                }
                i += Character.charCount(c);
                column++;
            }
            if (start >= 0) {
                words.add(new Word(line.substring(start), new TextLocation(n + 1, startColumn)));
            }
            lines.add(words);
        }
        return lines;
    }

    /** A word of a text and where it begins. */
    private record Word(String text, TextLocation at) {
        TextFormatException error(String reason) {
            return TextFormatException.at(at, reason);
        }
    }
}
