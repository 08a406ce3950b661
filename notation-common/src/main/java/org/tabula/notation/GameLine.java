package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The line by which a record says which game it is a record of, in the form its notation allows: a note
 * ({@code # game morris}, which a reader that passes notes over never sees) or a bracket tag (PDN's
 * {@code [GameType "21"]}, PGN's {@code [Game "Chinese Chess"]}). A host given a record alone asks each game
 * whether the record names it; a game's reader refuses a record that names another game. Immutable.
 *
 * <p>A value names the game when it equals the written one in any case; for a tag, only what comes before a comma
 * counts, since PDN's GameType may go on with the board's facts ({@code 21,W,8,8,A0,0}).
 */
public final class GameLine {

    private final String mark;
    private final String name;
    private final String value;
    private final String title;

    private GameLine(String mark, String name, String value, String title) {
        this.mark = mark;
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
        return new GameLine(mark, word, value, title);
    }

    /**
     * A bracket tag naming the game: {@code [name "value"]}, such as {@code [GameType "21"]}.
     *
     * @param title the game as a person names it in a refusal, such as {@code checkers (21)}
     */
    public static GameLine tag(String name, String value, String title) {
        return new GameLine(null, name, value, title);
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
        return text != null && find(Lines.split(text, TextLimits.NONE)).filter(this::names).isPresent();
    }

    /**
     * Refuses a text whose line of this kind names another game, at that line's value.
     *
     * @throws TextFormatException when the text names another game
     */
    public void check(String text) {
        check(text == null ? List.of() : Lines.split(text, TextLimits.NONE));
    }

    /**
     * The same check on a text's lines already split, for a reader that splits them itself.
     *
     * @throws TextFormatException when the lines name another game
     */
    public void check(List<Line> lines) {
        Optional<Token> named = find(lines);
        if (named.isPresent() && !names(named.get())) {
            throw NotationErrors.at(named.get(), "this is a record of another game (" + named.get().text()
                    + "), not of " + title);
        }
    }

    private boolean names(Token named) {
        String written = mark != null ? named.text() : named.text().split(",", -1)[0].strip();
        return Ascii.equalsIgnoreCase(written, value);
    }

    /** The value of the first line of this kind, with its place, or empty when there is none. */
    private Optional<Token> find(List<Line> lines) {
        for (Line line : lines) {
            Optional<Token> named = mark != null ? noteValue(line) : tagValue(line);
            if (named.isPresent()) {
                return named;
            }
        }
        return Optional.empty();
    }

    /** {@code # game morris} and {@code #game morris} alike: the token after the word. */
    private Optional<Token> noteValue(Line line) {
        List<Token> tokens = line.tokens();
        if (tokens.isEmpty() || !tokens.get(0).text().startsWith(mark)) {
            return Optional.empty();
        }
        Token first = tokens.get(0);
        int next = 1;
        if (first.text().length() > mark.length()) {
            first = first.from(mark.length());
        } else if (tokens.size() > 1) {
            first = tokens.get(1);
            next = 2;
        } else {
            return Optional.empty();
        }
        return first.is(name) && tokens.size() > next ? Optional.of(tokens.get(next)) : Optional.empty();
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
