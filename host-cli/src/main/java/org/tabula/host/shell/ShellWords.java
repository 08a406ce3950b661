package org.tabula.host.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A shell line split into words as a POSIX shell splits them: blanks part words; single quotes keep everything up to
 * the next one; double quotes keep blanks, and a backslash in them escapes only {@code "} and {@code \}; a backslash
 * outside quotes keeps the next character. No variables, globs or redirections: a tabula line has no use for them.
 */
final class ShellWords {

    private ShellWords() {
    }

    /** The words of a line, or empty when a quote is left open. */
    static Optional<List<String>> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < line.length() && (line.charAt(i + 1) == '"' || line.charAt(i + 1) == '\\')) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 < line.length()) {
                    word.append(line.charAt(++i));
                }
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            return Optional.empty();
        }
        if (inWord) {
            words.add(word.toString());
        }
        return Optional.of(List.copyOf(words));
    }
}
