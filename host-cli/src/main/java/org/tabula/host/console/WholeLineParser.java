package org.tabula.host.console;

import java.util.List;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;

/**
 * How JLine splits a line for completion, as the host reads it: the whole line is one word (a move may hold a
 * space, as the Royal Game of Ur's {@code 2: hand-c1} does), except after {@code save }, where the rest is the
 * file's name. Nothing is ever escaped or quoted: neither the games nor the host read escapes, so a completion
 * inserts exactly the text offered.
 */
final class WholeLineParser implements Parser {

    private final String fileCommand;

    /** A parser for which the word after this command is a file name. */
    WholeLineParser(String fileCommand) {
        this.fileCommand = fileCommand;
    }

    @Override
    public ParsedLine parse(String line, int cursor, ParseContext context) {
        int start = fileCommand.length() + 1;
        if (line.startsWith(fileCommand + " ") && cursor >= start) {
            return new Line(line, cursor, List.of(fileCommand, line.substring(start)), 1, cursor - start);
        }
        return new Line(line, cursor, List.of(line), 0, cursor);
    }

    /** A line split into words, the cursor in one of them. */
    private record Line(String line, int cursor, List<String> words, int wordIndex, int wordCursor)
            implements CompletingParsedLine {

        @Override
        public String word() {
            return words.get(wordIndex);
        }

        @Override
        public CharSequence escape(CharSequence candidate, boolean complete) {
            return candidate;
        }

        @Override
        public int rawWordCursor() {
            return wordCursor;
        }

        @Override
        public int rawWordLength() {
            return word().length();
        }
    }
}
