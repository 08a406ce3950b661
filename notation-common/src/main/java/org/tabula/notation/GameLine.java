package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The line by which a record says which game it is a record of, in the form its notation allows: a note
 * ({@code # game morris}) or a bracket tag (PDN's {@code [GameType "21"]}, PGN's {@code [Game "Chinese Chess"]}).
 * A host given a record alone asks each game whether the record names it. Immutable.
 *
 * <p>A note names the game only as the exact line: the mark, the word and the value as written, in that case,
 * and nothing else on the line but white space ({@code # game morris}, not {@code #game morris},
 * {@code # Game: Morris} or {@code # game 3 of 10}). A note is free text a person may write anything in, so a
 * game's reader passes every note over, one naming another game included: whether {@code # game ID} names a game
 * depends on the games installed, which only a host knows (and a host refuses a record naming another).
 *
 * <p>A tag is the notation's own, not free text: its value names the game when it equals the written one in any
 * case (only what comes before a comma counts, since PDN's GameType may go on with the board's facts,
 * {@code 21,W,8,8,A0,0}), and a game's reader refuses a tag naming another game.
 */
public final class GameLine {

    private final String mark;
    private final String name;
    private final String value;
    private final String title;
    /** The game's own reader, among whose tags a tag is found; null to look at the lines one by one. */
    private final RecordReader reader;

    private GameLine(String mark, String name, String value, String title, RecordReader reader) {
        this.mark = mark;
        this.reader = reader;
        this.name = Objects.requireNonNull(name, "name");
        this.value = Objects.requireNonNull(value, "value");
        this.title = Objects.requireNonNull(title, "title");
        if (name.isBlank() || value.isBlank()) {
            throw new IllegalArgumentException("a game line has a name and a value");
        }
    }

    /**
     * A note naming the game: {@code mark word value}, such as {@code # game morris}.
     *
     * @param title the game as a person names it in a refusal, such as {@code morris}
     */
    public static GameLine note(String mark, String word, String value, String title) {
        if (Objects.requireNonNull(mark, "mark").isEmpty()) {
            throw new IllegalArgumentException("a note's mark has at least one character");
        }
        return new GameLine(mark, word, value, title, null);
    }

    /**
     * A bracket tag naming the game: {@code [name "value"]}, such as {@code [GameType "21"]}.
     *
     * @param title the game as a person names it in a refusal, such as {@code checkers (21)}
     */
    public static GameLine tag(String name, String value, String title) {
        return new GameLine(null, name, value, title, null);
    }

    /**
     * The same tag, found among the tags of a record as the game's own reader reads it, so that a comment
     * holding what looks like a tag (PDN's {@code { ... }} across lines) names nothing. A text that reader cannot
     * read to its end is looked at as far as it reads, or line by line when it cannot be read at all.
     *
     * @throws IllegalStateException for a note, which every reader passes over
     */
    public GameLine readBy(RecordReader reader) {
        if (mark != null) {
            throw new IllegalStateException("a note is passed over by every reader; only a tag is read by one");
        }
        return new GameLine(null, name, value, title, Objects.requireNonNull(reader, "reader").withLimits(
                TextLimits.NONE));
    }

    /** The line as the game writes it, without a line end: {@code # game morris} or {@code [GameType "21"]}. */
    public String text() {
        return mark != null ? mark + " " + name + " " + value : "[" + name + " " + Header.quote(value) + "]";
    }

    /** The value naming the game: {@code morris}, {@code 21}. */
    public String value() {
        return value;
    }

    /** Whether a text has this line naming this game. Never throws, for any string. */
    public boolean namedIn(String text) {
        if (text == null) {
            return false;
        }
        if (mark != null) {
            return Lines.split(text, TextLimits.NONE).stream().anyMatch(this::isTheNote);
        }
        return find(text).filter(this::names).isPresent();
    }

    /**
     * Refuses a text whose tag of this kind names another game, at that tag's value; a note is never refused.
     *
     * @throws TextFormatException when the text's tag names another game
     */
    public void check(String text) {
        if (mark == null && text != null) {
            refuseAnother(find(text));
        }
    }

    /**
     * The same check on a text's lines already split, for a reader that splits them itself.
     *
     * @throws TextFormatException when the lines name another game
     */
    public void check(List<Line> lines) {
        if (mark == null) {
            refuseAnother(find(lines));
        }
    }

    private void refuseAnother(Optional<Token> named) {
        if (named.isPresent() && !names(named.get())) {
            throw NotationErrors.at(named.get(), "this is a record of another game (" + named.get().text()
                    + "), not of " + title);
        }
    }

    private boolean names(Token named) {
        return Ascii.equalsIgnoreCase(named.text().split(",", -1)[0].strip(), value);
    }

    /** The value of the first tag of this kind in a text, as the game's reader reads it when there is one. */
    private Optional<Token> find(String text) {
        if (reader != null) {
            try {
                return reader.readUpToFault(text).record().headers().stream()
                        .filter(header -> header.tag() && Ascii.equalsIgnoreCase(header.name(), name))
                        .findFirst().flatMap(GameLine::valueOf);
            } catch (TextFormatException unreadable) {
                // A comment never closed: what names the game is looked for line by line, as without a reader.
            }
        }
        return find(Lines.split(text, TextLimits.NONE));
    }

    /** A tag's value without its quotes, where it begins; empty when it has none. */
    private static Optional<Token> valueOf(Header tag) {
        if (tag.values().isEmpty()) {
            return Optional.empty();
        }
        Token first = tag.values().get(0);
        String value = tag.value();
        boolean quotes = value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"");
        String unquoted = quotes ? value.substring(1, value.length() - 1) : value;
        TextLocation at = quotes ? first.at(1) : first.location();
        return unquoted.isEmpty() ? Optional.empty() : Optional.of(new Token(unquoted, at));
    }

    /** The value of the first tag of this kind, with its place, or empty when there is none. */
    private Optional<Token> find(List<Line> lines) {
        for (Line line : lines) {
            Optional<Token> named = tagValue(line);
            if (named.isPresent()) {
                return named;
            }
        }
        return Optional.empty();
    }

    /** Whether the line is this note exactly: the mark, the word and the value as words of their own, and no more. */
    private boolean isTheNote(Line line) {
        List<Token> tokens = line.tokens();
        return tokens.size() == 3 && tokens.get(0).text().equals(mark) && tokens.get(1).text().equals(name)
                && tokens.get(2).text().equals(value);
    }

    /** {@code [name "value"]} or {@code [name value]}: the value without its quotes, where it begins. */
    private Optional<Token> tagValue(Line line) {
        String row = line.text();
        int open = 0;
        while (open < row.length() && Ascii.isSpace(row.charAt(open))) {
            open++;
        }
        if (open >= row.length() || row.charAt(open) != '[') {
            return Optional.empty();
        }
        int end = row.lastIndexOf(']');
        String inside = end > open ? row.substring(open + 1, end) : row.substring(open + 1);
        int space = 0;
        while (space < inside.length() && !Ascii.isSpace(inside.charAt(space))) {
            space++;
        }
        if (!Ascii.equalsIgnoreCase(inside.substring(0, space), name)) {
            return Optional.empty();
        }
        int from = space;
        while (from < inside.length() && Ascii.isSpace(inside.charAt(from))) {
            from++;
        }
        String quoted = inside.substring(from).stripTrailing();
        boolean quotes = quoted.length() >= 2 && quoted.startsWith("\"") && quoted.endsWith("\"");
        String unquoted = quotes ? quoted.substring(1, quoted.length() - 1) : quoted;
        if (unquoted.isEmpty()) {
            return Optional.empty();
        }
        // Columns count code points, as Line does.
        int column = row.codePointCount(0, open + 1 + from) + (quotes ? 2 : 1);
        return Optional.of(new Token(unquoted, new TextLocation(line.number(), column)));
    }
}
