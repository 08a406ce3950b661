package org.tabula.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.OptionType;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * A record that is a list of moves, in the order the seeds write one: the note naming the game, the game's header
 * lines ({@code seed 9}, {@code position ...}, {@code flying no}) in the order the game names them, the moves
 * (numbered in pairs, {@code 1. d2 f4}, or one a line, with a chance line such as {@code roll 2} before a move),
 * then {@code offer light} and {@code result dark resign} when the match has them. A game gives only how its
 * moves and headers are written; writing, reading, the order of the lines and the move limit are kept here.
 *
 * <p>Reading plays the moves on the game the header lines begin, so a move the rules refuse is refused at its
 * place ({@code move 3 (a9): ... at line:column}); any line beginning with {@code #} is a note and is passed over.
 * Immutable.
 */
public final class MoveListRecord {

    private static final String OFFER = "offer";
    private static final String RESULT = "result";

    private final GameLine game;
    private final List<Side> sides;
    private final boolean pairs;
    private final List<String> headers;
    private final Optional<String> chance;
    private final TextLimits limits;

    private MoveListRecord(GameLine game, List<Side> sides, boolean pairs, List<String> headers,
            Optional<String> chance, TextLimits limits) {
        this.game = Objects.requireNonNull(game, "game");
        this.sides = List.copyOf(sides);
        if (this.sides.size() != 2) {
            throw new IllegalArgumentException("offer and result lines name one of two sides, not " + sides);
        }
        this.pairs = pairs;
        this.headers = List.copyOf(headers);
        this.chance = chance;
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /** A record of one move a line, unnumbered, as the dice race writes it; the sides in turn order. */
    public static MoveListRecord oneMoveALine(GameLine game, List<Side> sides) {
        return new MoveListRecord(game, sides, false, List.of(), Optional.empty(), TextLimits.DEFAULT);
    }

    /** A record of moves numbered in pairs ({@link NumberedMoves}), as morris writes it; the sides in turn order. */
    public static MoveListRecord numberedInPairs(GameLine game, List<Side> sides) {
        return new MoveListRecord(game, sides, true, List.of(), Optional.empty(), TextLimits.DEFAULT);
    }

    /** The same record with header lines of these keywords before the moves, written in this order. */
    public MoveListRecord withHeaders(String... keywords) {
        return new MoveListRecord(game, sides, pairs, List.of(keywords), chance, limits);
    }

    /**
     * The same record with chance lines ({@code keyword outcome}) among the moves, one a line.
     *
     * @throws IllegalStateException for moves numbered in pairs, where a line holds two moves
     */
    public MoveListRecord withChance(String keyword) {
        if (pairs) {
            throw new IllegalStateException("a chance line stands between moves one a line, not in pairs");
        }
        return new MoveListRecord(game, sides, pairs, headers, Optional.of(keyword), limits);
    }

    /** The same record read within other limits of size, line length and moves. */
    public MoveListRecord withLimits(TextLimits given) {
        return new MoveListRecord(game, sides, pairs, headers, chance, given);
    }

    /** The line naming the game, first in every record written. */
    public GameLine game() {
        return game;
    }

    /** The line of a chance outcome, to stand in the steps written: {@code roll 2}. */
    public String chanceLine(String outcome) {
        return chance.orElseThrow(() -> new IllegalStateException("this record has no chance lines")) + " "
                + outcome;
    }

    /**
     * The number of the move after {@code played} as this record writes it: {@code 3.} or {@code 3...} in pairs,
     * the move's own number one a line.
     */
    public String nextMoveNumber(int played, boolean startsWithSecond) {
        return pairs ? NumberedMoves.next(played, startsWithSecond) : Integer.toString(played + 1);
    }

    /**
     * The text of a record.
     *
     * @param values the header lines' values by keyword; a keyword left out is not written
     * @param steps the moves' texts in order (one a line: also the {@link #chanceLine}s between them)
     * @param startsWithSecond whether the first move is the second of its pair (numbered in pairs only)
     * @throws IllegalArgumentException for a header this record does not have
     */
    public String write(Map<String, String> values, List<String> steps, boolean startsWithSecond, MatchMarks marks) {
        if (!headers.containsAll(values.keySet())) {
            throw new IllegalArgumentException("the headers are " + headers + ", not " + values.keySet());
        }
        List<String> lines = new ArrayList<>(List.of(game.text()));
        headers.stream().filter(values::containsKey).forEach(keyword -> lines.add(keyword + " " + values.get(keyword)));
        lines.addAll(pairs ? NumberedMoves.pairs(steps, startsWithSecond) : steps);
        marks.offer().ifPresent(side -> lines.add(OFFER + " " + side.id()));
        marks.ending().ifPresent(ended -> lines.add(RESULT + " " + ended.winnerIfAny().map(Side::id).orElse("draw")
                + " " + ended.reason()));
        return Lines.join(lines);
    }

    /**
     * A record read and played through: the header lines, in order and each once, go to {@code begin}, which
     * gives the game they describe; the moves and chance lines are played on it in turn; the offer and result
     * lines become the match's marks.
     *
     * @param begin the game the headers (by their keywords as {@link #withHeaders} names them) begin; it throws a
     *     {@link org.tabula.api.TextFormatException} at the header that cannot be read
     * @throws org.tabula.api.TextFormatException at the word that cannot be read, or naming the move refused
     */
    public RecordedMatch read(String text, Function<Map<String, Header>, Game> begin) {
        List<List<Token>> lines = new ArrayList<>();
        for (Line line : Lines.split(Objects.requireNonNull(text, "text"), limits)) {
            if (!line.isBlank() && !line.firstToken().orElseThrow().text().startsWith("#")) {
                lines.add(line.tokens());
            }
        }
        Map<String, Header> read = new LinkedHashMap<>();
        int first = 0;
        for (int last = -1; first < lines.size() && place(lines.get(first).get(0)) >= 0; first++) {
            Token word = lines.get(first).get(0);
            int place = place(word);
            if (place <= last) {
                throw NotationErrors.at(word, place == last ? "the " + word.lowerCase() + " line comes once"
                        : "the " + word.lowerCase() + " line comes before the " + headers.get(last) + " line");
            }
            last = place;
            read.put(headers.get(place), asHeader(lines.get(first)));
        }
        Game played = begin.apply(Collections.unmodifiableMap(read));
        return new Replay(played).of(lines.subList(first, lines.size()));
    }

    /**
     * The options a record's header lines name (a header for each option, by its name), overruling those the
     * reader was given, as every option a record names does.
     *
     * @throws org.tabula.api.TextFormatException at the keyword of a header whose value its option does not take
     */
    public static GameOptions options(Map<String, Header> headers, GameOptions given, List<OptionSpec> specs) {
        GameOptions options = given;
        for (OptionSpec spec : specs) {
            Header header = headers.get(spec.name());
            try {
                options = header == null ? options : options.overruledBy(specs, Map.of(spec.name(), header.value()));
            } catch (IllegalArgumentException refused) {
                throw NotationErrors.at(header.keyword(), spec.type() == OptionType.INTEGER ? "a " + spec.name()
                        + " line names one number" : refused.getMessage());
            }
        }
        return options;
    }

    /** The place of a keyword among the headers, or -1 when it is none of them. */
    private int place(Token word) {
        for (int i = 0; i < headers.size(); i++) {
            if (word.is(headers.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** A line as the header {@link EndingLines} reads: its keyword, then its values. */
    private static Header asHeader(List<Token> line) {
        List<Token> values = line.subList(1, line.size());
        String value = String.join(" ", values.stream().map(Token::text).toList());
        return new Header(line.get(0), values, value, line.get(line.size() - 1).end());
    }

    /** The moves, chance and ending lines played on one game, in order. */
    private final class Replay {

        private final Game game;
        private int moves;
        private Optional<Side> offer = Optional.empty();
        private Optional<Result> ending = Optional.empty();

        Replay(Game game) {
            this.game = game;
        }

        RecordedMatch of(List<List<Token>> lines) {
            List<String> words = sides.stream().map(Side::id).toList();
            for (List<Token> line : lines) {
                Token word = line.get(0);
                if (ending.isPresent()) {
                    throw NotationErrors.at(word, "nothing comes after the result line");
                }
                if (place(word) >= 0) {
                    throw NotationErrors.at(word, "the " + word.lowerCase() + " line comes before the "
                            + chance.map(roll -> roll + "s and ").orElse("") + "moves");
                }
                if (word.is(OFFER) || word.is(RESULT)) {
                    if (game.result().isPresent()) {
                        throw NotationErrors.at(word, "the " + word.lowerCase() + " line comes after the game is over");
                    }
                    if (word.is(OFFER)) {
                        offer = Optional.of(Side.of(EndingLines.readOffer(asHeader(line), words)));
                    } else {
                        ending = Optional.of(ending(EndingLines.readResult(asHeader(line), words)));
                    }
                } else if (chance.isPresent() && word.is(chance.get())) {
                    chance(line);
                } else if (offer.isPresent()) {
                    // A roll may stand with the offer; a move would have answered it.
                    throw NotationErrors.at(word, "a move comes before the offer line");
                } else if (pairs) {
                    NumberedMoves.moves(line).forEach(this::move);
                } else if (line.size() != 1) {
                    throw NotationErrors.at(line.get(1), "a move stands on a line of its own");
                } else {
                    move(word);
                }
            }
            return new RecordedMatch(game, new MatchMarks(offer, ending));
        }

        private void chance(List<Token> line) {
            Token word = line.get(0);
            if (line.size() != 2) {
                throw NotationErrors.at(word, "a " + word.lowerCase() + " line has 1 value");
            }
            Outcome<String> taken = game.supplyChance(line.get(1).text());
            if (!taken.isAccepted()) {
                throw NotationErrors.at(word, "the " + word.lowerCase() + " line is refused: "
                        + taken.refusal().message());
            }
        }

        private void move(Token move) {
            if (moves == limits.maxMoves()) {
                throw NotationErrors.atMove(moves + 1, move, "a record holds at most " + limits.maxMoves()
                        + " moves");
            }
            Outcome<?> played = game.play(move.text());
            if (!played.isAccepted()) {
                throw NotationErrors.atMove(moves + 1, move, played.refusal().message());
            }
            moves++;
        }

        private Result ending(EndingLines.Ending read) {
            Optional<Side> winner = read.winner().map(Side::of);
            Side loser = winner.map(won -> sides.get(sides.get(0).equals(won) ? 1 : 0)).orElse(sides.get(1));
            return PlayerEnding.valueOf(read.reason().toUpperCase(Locale.ROOT)).result(winner, loser);
        }
    }
}
