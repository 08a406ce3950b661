package org.tabula.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * Reads a record's text into header lines and move tokens, as one notation spells its records.
 *
 * <p>A notation says what its records hold beside moves: notes (lines beginning with a mark such as {@code #},
 * passed over), header lines beginning with one of its keywords ({@code position ...}), bracket tags
 * ({@code [rules finkel]}, {@code [Event "x"]}), and comments ({@code {...}} across lines and {@code ;} to the
 * end of the line, read and dropped). Everything else is move text. Blank lines are passed over, unless the
 * reader is {@link #canonical()}: then it takes only the text {@link Lines#join(List)} writes, for a notation
 * whose records are read and written again byte for byte. Immutable.
 *
 * <pre>{@code
 * RecordReader reader = RecordReader.plain().withNotes("#").withKeywords("position", "flying");
 * RecordText record = reader.read(text);
 * }</pre>
 */
public final class RecordReader {

    private final List<String> notes;
    private final Set<String> keywords;
    private final boolean tags;
    private final boolean comments;
    private final TextLimits limits;
    private final boolean canonical;

    private RecordReader(List<String> notes, Set<String> keywords, boolean tags, boolean comments,
            TextLimits limits, boolean canonical) {
        this.notes = List.copyOf(notes);
        this.keywords = Set.copyOf(keywords);
        this.tags = tags;
        this.comments = comments;
        this.limits = limits;
        this.canonical = canonical;
    }

    /** A reader for which every line that is not blank is move text, within {@link TextLimits#DEFAULT}. */
    public static RecordReader plain() {
        return new RecordReader(List.of(), Set.of(), false, false, TextLimits.DEFAULT, false);
    }

    /**
     * The same reader, also passing over the lines whose first character that is not white space begins
     * {@code mark}.
     */
    public RecordReader withNotes(String mark) {
        if (mark.isEmpty()) {
            throw new IllegalArgumentException("a note's mark has at least one character");
        }
        List<String> more = new ArrayList<>(notes);
        more.add(mark);
        return new RecordReader(more, keywords, tags, comments, limits, canonical);
    }

    /** The same reader, also taking the lines whose first token is one of {@code words}, in any case, as headers. */
    public RecordReader withKeywords(String... words) {
        Set<String> more = new LinkedHashSet<>(keywords);
        for (String word : words) {
            more.add(Ascii.toLowerCase(word));
        }
        return new RecordReader(notes, more, tags, comments, limits, canonical);
    }

    /** The same reader, also taking the lines that begin with {@code [} as bracket tags, {@code [name value...]}. */
    public RecordReader withTags() {
        return new RecordReader(notes, keywords, true, comments, limits, canonical);
    }

    /** The same reader, also dropping comments: {@code {...}}, which may run across lines, and {@code ;} to the end of its line. */
    public RecordReader withComments() {
        return new RecordReader(notes, keywords, tags, true, limits, canonical);
    }

    /**
     * The same reader, refusing a text or a line longer than {@code limits} allow ({@link TextLimits#DEFAULT}
     * unless changed here; {@link TextLimits#NONE} for none).
     */
    public RecordReader withLimits(TextLimits limits) {
        return new RecordReader(notes, keywords, tags, comments, Objects.requireNonNull(limits, "limits"),
                canonical);
    }

    /**
     * The same reader, taking only the canonical text {@link Lines#join(List)} writes: every line ends with a
     * newline alone (no carriage return, none missing at the end), no line is blank, and the only white space is
     * the space character, never at a line's start or end. Anything else is a {@link LineFault} at its line and
     * column. Between tokens a canonical text may still hold more than one space: what a line says is the
     * notation's to judge.
     */
    public RecordReader canonical() {
        return new RecordReader(notes, keywords, tags, comments, limits, true);
    }

    /** The limits this reader applies. */
    public TextLimits limits() {
        return limits;
    }

    /**
     * Reads a record.
     *
     * @throws TextFormatException at the place, when a tag is not closed or names nothing, a comment is never
     *     closed, the text or a line is longer than the reader's {@link #limits()}, or (for a {@link #canonical()}
     *     reader) the text is not canonical
     * @throws NullPointerException when there is no text
     */
    public RecordText read(String text) {
        RecordReading reading = readUpToFault(text);
        if (reading.fault().isPresent()) {
            throw reading.fault().get().exception();
        }
        return reading.record();
    }

    /**
     * Reads a record as far as its first line fault, for a notation that names a wrong line its own way: the
     * record read so far and the fault, as {@link RecordReading} says, instead of the exception {@link #read}
     * throws for it.
     *
     * @throws TextFormatException for what is wrong with the whole text: a comment never closed, or the text or a
     *     line longer than the reader's {@link #limits()}
     * @throws NullPointerException when there is no text
     */
    public RecordReading readUpToFault(String text) {
        Objects.requireNonNull(text, "there is no text to read a record from");
        List<Header> headers = new ArrayList<>();
        List<Token> body = new ArrayList<>();
        List<Line> kept = new ArrayList<>();
        List<Line> lines = Lines.split(text, limits);
        TextLocation carriageReturn = canonical ? Lines.firstOtherBreak(text).orElse(null) : null;
        boolean unterminated = !text.endsWith("\n");
        TextLocation openComment = null;
        for (Line raw : lines) {
            Optional<LineFault> layout = canonical
                    ? CanonicalLayout.fault(raw, carriageReturn, unterminated && raw.number() == lines.size())
                    : Optional.empty();
            LineFault fault = layout.orElse(null);
            try {
                openComment = readLine(raw, openComment, headers, body, kept);
            } catch (TextFormatException tag) {
                // A layout fault stands before the line's content, but for the final newline: a text cut short
                // names its wrong line first.
                if (fault == null || fault.kind() == LineFault.Kind.NO_FINAL_NEWLINE) {
                    fault = new LineFault(LineFault.Kind.UNREADABLE, tag.location().orElseThrow(), tag.reason());
                }
            }
            if (fault != null) {
                return new RecordReading(new RecordText(headers, body, kept), Optional.of(fault));
            }
        }
        if (openComment != null) {
            throw TextFormatException.at(openComment, "a comment begun here is never closed with }");
        }
        return new RecordReading(new RecordText(headers, body, kept), Optional.empty());
    }

    /**
     * Reads one line into the headers, the body and the lines kept, and returns where the comment still open at
     * its end began, or null.
     *
     * @throws TextFormatException at the place, when the line is a tag that is not closed or names nothing
     */
    private TextLocation readLine(Line raw, TextLocation openComment, List<Header> headers, List<Token> body,
            List<Line> kept) {
        // Each line is cut into tokens once: on a long record that is most of the reading.
        List<Token> tokens = raw.tokens();
        if (openComment == null && isNote(tokens)) {
            return null;
        }
        Line line = raw;
        TextLocation open = openComment;
        if (comments) {
            StringBuilder uncommented = new StringBuilder(raw.text().length());
            boolean tagLine = tags && open == null && raw.text().stripLeading().startsWith("[");
            open = dropComments(raw, open, uncommented, tagLine);
            line = new Line(raw.number(), uncommented.toString());
            tokens = line.tokens();
        }
        if (tokens.isEmpty()) {
            return open;
        }
        Token first = tokens.get(0);
        if (tags && first.text().startsWith("[")) {
            headers.add(tag(line, first));
        } else if (keywords.contains(first.lowerCase())) {
            headers.add(header(line, tokens));
        } else {
            body.addAll(tokens);
        }
        kept.add(line);
        return open;
    }

    private boolean isNote(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return false;
        }
        String first = tokens.get(0).text();
        for (String mark : notes) {
            if (first.startsWith(mark)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Copies the line into {@code kept} with each character of a comment turned into a space, so columns stay
     * where they were. On a tag line a {@code {} or {@code ;} inside a quoted value ({@code [Event "a; b"]}) is
     * part of the value, not a comment; a backslash there escapes the character after it.
     *
     * @return where the comment still open at the end of the line began, or null when none is open
     */
    private static TextLocation dropComments(Line line, TextLocation open, StringBuilder kept, boolean tagLine) {
        String text = line.text();
        int column = 1;
        boolean toEnd = false;
        boolean quoted = false;
        boolean escaped = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean dropped;
            if (toEnd) {
                dropped = true;
            } else if (quoted) {
                dropped = false;
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    quoted = false;
                }
            } else if (tagLine && c == '"' && open == null) {
                quoted = true;
                dropped = false;
            } else if (open != null) {
                dropped = true;
                if (c == '}') {
                    open = null;
                }
            } else if (c == '{') {
                open = line.at(column);
                dropped = true;
            } else if (c == ';') {
                toEnd = true;
                dropped = true;
            } else {
                dropped = false;
            }
            if (dropped) {
                kept.append(' ');
            } else {
                kept.appendCodePoint(c);
            }
            i += Character.charCount(c);
            column++;
        }
        return open;
    }

    private static Header header(Line line, List<Token> tokens) {
        Token keyword = tokens.get(0);
        List<Token> values = tokens.subList(1, tokens.size());
        Token last = tokens.get(tokens.size() - 1);
        String value = after(line.text(), keyword, last);
        return new Header(keyword, values, value, last.end());
    }

    private static Header tag(Line line, Token first) {
        String text = line.text();
        int open = text.indexOf('[');
        int close = text.stripTrailing().length() - 1;
        if (close <= open || text.charAt(close) != ']') {
            throw NotationErrors.atEnd(line, "a tag that begins with [ ends with ]");
        }
        String inside = " ".repeat(open + 1) + text.substring(open + 1, close);
        List<Token> tokens = new Line(line.number(), inside).tokens();
        if (tokens.isEmpty()) {
            throw NotationErrors.at(first, "a tag names something, and this one is empty");
        }
        Token keyword = tokens.get(0);
        Token last = tokens.get(tokens.size() - 1);
        return new Header(keyword, tokens.subList(1, tokens.size()), after(inside, keyword, last), last.end(), true);
    }

    /** The text from just after the keyword to the end of the last token, trimmed. */
    private static String after(String text, Token keyword, Token last) {
        int from = text.offsetByCodePoints(0, keyword.column() - 1 + keyword.length());
        int to = text.offsetByCodePoints(0, last.column() - 1 + last.length());
        return from >= to ? "" : text.substring(from, to).strip();
    }
}
