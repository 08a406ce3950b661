package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A record as read, before its game makes sense of it: its header lines in order, and the tokens of its move
 * text in order, with notes, comments and blank lines gone.
 *
 * @param headers the header lines and tags, in the order they stand
 * @param body the tokens of the move text, move numbers included, in the order they stand
 * @param lines the lines the headers and the move text stand on, in order, as written (a comment's characters
 *     turned into spaces): for a notation whose lines mean more than their tokens
 */
public record RecordText(List<Header> headers, List<Token> body, List<Line> lines) {

    /** Keeps the lists unchangeable. */
    public RecordText {
        headers = List.copyOf(Objects.requireNonNull(headers, "headers"));
        body = List.copyOf(Objects.requireNonNull(body, "body"));
        lines = List.copyOf(Objects.requireNonNull(lines, "lines"));
    }

    /** The lines of the move text: those of {@link #lines()} that are no header's, in order. */
    public List<Line> moveLines() {
        Set<Integer> headerLines = headers.stream().map(Header::line).collect(Collectors.toSet());
        return lines.stream().filter(line -> !headerLines.contains(line.number())).toList();
    }

    /** The headers with a keyword, in any case, in the order they stand. */
    public List<Header> headers(String keyword) {
        return headers.stream().filter(header -> header.is(keyword)).toList();
    }

    /**
     * The one header with a keyword, or empty when there is none.
     *
     * @throws org.tabula.api.TextFormatException at the second when the keyword comes twice
     */
    public Optional<Header> single(String keyword) {
        return only(headers(keyword), "line");
    }

    /**
     * The one header written as a line of its own (not a bracket tag) with a keyword, or empty when there is none.
     *
     * @throws org.tabula.api.TextFormatException at the second when the keyword comes twice
     */
    public Optional<Header> singleLine(String keyword) {
        return only(headers(keyword).stream().filter(header -> !header.tag()).toList(), "line");
    }

    /**
     * The one bracket tag with a name, or empty when there is none.
     *
     * @throws org.tabula.api.TextFormatException at the second when the name comes twice
     */
    public Optional<Header> singleTag(String name) {
        return only(headers(name).stream().filter(Header::tag).toList(), "tag");
    }

    private static Optional<Header> only(List<Header> found, String what) {
        if (found.size() > 1) {
            throw NotationErrors.at(found.get(1).keyword(), "a second " + found.get(1).name() + " " + what
                    + "; the first is on line " + found.get(0).line());
        }
        return found.stream().findFirst();
    }

    /** The move tokens of the body: move numbers passed over, as {@link NumberedMoves#moves(List)} does. */
    public List<Token> moves() {
        return NumberedMoves.moves(body);
    }
}
