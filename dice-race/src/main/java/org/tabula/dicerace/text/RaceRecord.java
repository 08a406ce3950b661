package org.tabula.dicerace.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.notation.EndingLines;
import org.tabula.notation.GameLine;
import org.tabula.notation.Header;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;

/**
 * A dice race record: the note {@code # game dice-race} naming the game, which a host reads and this reader passes
 * over as it passes over every note (a line beginning with {@code #}), then one step a line from the usual start, {@code roll 2} then a move ({@code a2} or
 * {@code pass}); at the end {@code offer light} and {@code result dark resign} (or {@code timeout}, or
 * {@code result draw agreement}) when the match has them, as {@link EndingLines} reads them. A {@code seed N} line
 * comes first when the game's seed is not 0, so the options ride in the record; then a {@code position} line with
 * the start's {@link PositionText} when the game did not begin at the usual start, its roll to come ({@code -}),
 * because a roll standing there is written as the first {@code roll} line like any other.
 */
public final class RaceRecord {

    /** The word of the line that gives a start other than the usual one. */
    private static final String POSITION = "position";

    /** The note naming the game, first in every record written. */
    public static final GameLine GAME = GameLine.note("#", "game", "dice-race", "the dice race");

    private static final List<String> SIDE_WORDS = RaceState.SIDES.stream().map(Side::id).toList();

    private RaceRecord() {
    }

    /**
     * The record of a game: its seed when not 0, its start when not the usual one, each roll and move, a roll
     * standing, then the marks.
     */
    public static String write(long seed, RaceState start, List<RaceState> before, List<RaceMove> moves,
            RaceState now, MatchMarks marks) {
        List<String> lines = new ArrayList<>(List.of(GAME.text()));
        if (seed != 0) {
            lines.add("seed " + seed);
        }
        RaceState toRoll = start.unrolled();
        if (!toRoll.equals(RaceState.START)) {
            lines.add(POSITION + " " + PositionText.write(toRoll));
        }
        for (int i = 0; i < moves.size(); i++) {
            lines.add("roll " + before.get(i).roll());
            lines.add(moves.get(i).text());
        }
        if (now.roll() >= 0) {
            lines.add("roll " + now.roll());
        }
        marks.offer().ifPresent(offer -> lines.add("offer " + offer));
        marks.ending().ifPresent(ended -> lines.add("result " + (ended.isDraw() ? "draw" : ended.winner().id())
                + " " + ended.reason()));
        return Lines.join(lines);
    }

    /**
     * A record read and played through from its start: the usual one, or the one its {@code position} line gives.
     *
     * @throws org.tabula.api.TextFormatException at the word that cannot be read, or naming the move refused
     */
    public static RecordRead read(String text) {
        List<List<Token>> lines = new ArrayList<>();
        List<Line> split = Lines.split(text, TextLimits.DEFAULT);
        for (Line line : split) {
            if (!line.isBlank() && !line.firstToken().orElseThrow().text().startsWith("#")) {
                lines.add(line.tokens());
            }
        }
        Optional<String> seed = Optional.empty();
        int first = 0;
        if (!lines.isEmpty() && lines.get(0).get(0).is("seed")) {
            List<Token> line = lines.get(0);
            if (line.size() != 2 || !isSeed(line.get(1).text())) {
                throw NotationErrors.at(line.get(0), "a seed line names one number");
            }
            seed = Optional.of(line.get(1).text());
            first = 1;
        }
        RaceState start = RaceState.START;
        if (first < lines.size() && lines.get(first).get(0).is(POSITION)) {
            start = start(lines.get(first));
            first++;
        }
        RaceState state = start;
        List<RaceState> before = new ArrayList<>();
        List<RaceMove> moves = new ArrayList<>();
        Optional<Side> offer = Optional.empty();
        Optional<Result> ending = Optional.empty();
        for (List<Token> line : lines.subList(first, lines.size())) {
            Token word = line.get(0);
            if (ending.isPresent()) {
                throw NotationErrors.at(word, "nothing comes after the result line");
            }
            if (word.is(POSITION)) {
                throw NotationErrors.at(word, "the position line comes before the rolls and moves");
            }
            if (word.is("roll")) {
                if (line.size() != 2) {
                    throw NotationErrors.at(word, "a roll line has 1 value");
                }
                Outcome<Integer> rolled = state.readRoll(line.get(1).text());
                if (!rolled.isAccepted()) {
                    throw NotationErrors.at(word, "the roll line is refused: " + rolled.refusal().message());
                }
                state = state.rolled(rolled.value());
            } else if (word.is("offer") || word.is("result")) {
                if (state.result().isPresent()) {
                    throw NotationErrors.at(word, "the " + word.lowerCase() + " line comes after the game is over");
                }
                Header header = header(line);
                if (word.is("offer")) {
                    offer = Optional.of(Side.of(EndingLines.readOffer(header, SIDE_WORDS)));
                } else {
                    ending = Optional.of(ending(EndingLines.readResult(header, SIDE_WORDS)));
                }
            } else {
                if (offer.isPresent()) {
                    throw NotationErrors.at(word, "a move comes before the offer line");
                }
                if (line.size() != 1) {
                    throw NotationErrors.at(line.get(1), "a move stands on a line of its own");
                }
                if (moves.size() == TextLimits.DEFAULT.maxMoves()) {
                    throw NotationErrors.atMove(moves.size() + 1, word, "a record holds at most "
                            + TextLimits.DEFAULT.maxMoves() + " moves");
                }
                Outcome<RaceMove> played = state.read(word.text());
                if (!played.isAccepted()) {
                    throw NotationErrors.atMove(moves.size() + 1, word, played.refusal().message());
                }
                before.add(state);
                moves.add(played.value());
                state = state.after(played.value());
            }
        }
        return new RecordRead(seed, start, before, moves, state, new MatchMarks(offer, ending));
    }

    /** The start a {@code position} line gives, whose roll is to come: a roll is a line of its own. */
    private static RaceState start(List<Token> line) {
        RaceState start = PositionText.read(line.subList(1, line.size()), line.get(0));
        if (start.roll() >= 0) {
            throw NotationErrors.at(line.get(3), "a record's start has its roll to come (-): a roll is a line of its"
                    + " own");
        }
        return start;
    }

    /** Whether a text is a seed the option takes: any long, in ASCII digits (the test game took 18 at most). */
    private static boolean isSeed(String text) {
        if (!text.matches("-?[0-9]{1,19}")) {
            return false;
        }
        try {
            Long.parseLong(text);
            return true;
        } catch (NumberFormatException tooLarge) {
            return false;
        }
    }

    /** A line as the header {@link EndingLines} reads: its keyword, then its values. */
    private static Header header(List<Token> line) {
        List<Token> values = line.subList(1, line.size());
        String value = String.join(" ", values.stream().map(Token::text).toList());
        return new Header(line.get(0), values, value, line.get(line.size() - 1).end());
    }

    private static Result ending(EndingLines.Ending ending) {
        if (ending.winner().isEmpty()) {
            return PlayerEnding.agreement();
        }
        Side winner = Side.of(ending.winner().get());
        Side loser = RaceState.SIDES.get(1 - RaceState.SIDES.indexOf(winner));
        return ending.reason().equals(EndingLines.RESIGN) ? PlayerEnding.resign(loser, winner)
                : PlayerEnding.timeout(loser, winner);
    }
}
