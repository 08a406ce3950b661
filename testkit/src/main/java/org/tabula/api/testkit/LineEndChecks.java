package org.tabula.api.testkit;

import java.util.List;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.RecordedMatch;
import org.tabula.api.TextFormatException;

/**
 * The line ends a record may come with, and the check that a record reads the same whichever it has: every game
 * breaks lines by notation-common's one rule ({@code \n}, {@code \r\n}, a lone {@code \r}, NEL, U+2028, U+2029),
 * so a record written with {@code \n} and sent back with any of them reads back as the same match, or (for a
 * notation that takes only its canonical text) is refused naming the line and column. Never silently shorter.
 */
public final class LineEndChecks {

    /** Every line end a reader takes: newline, CR LF, a lone CR, NEL, the line and the paragraph separators. */
    public static final List<String> ENDS = List.of("\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029");

    private LineEndChecks() {
    }

    /** The text with its {@code n}-th newline replaced by {@code ENDS[choices[n % size] % ENDS.size()]}. */
    public static String withEnds(String text, List<Integer> choices) {
        StringBuilder changed = new StringBuilder(text.length() + 16);
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' && !choices.isEmpty()) {
                changed.append(ENDS.get(Math.floorMod(choices.get(n++ % choices.size()), ENDS.size())));
            } else {
                changed.append(c);
            }
        }
        return changed.toString();
    }

    /**
     * Whether the record, its line ends changed, reads back as the same match as with newlines: true when it
     * does, false when the reader refused it naming where (a canonical notation's answer).
     *
     * @throws AssertionError when it reads as another match (fewer moves, other marks), or is refused without a
     *     line and column
     */
    public static boolean readsTheSame(GameProvider provider, GameOptions options, String record,
            List<Integer> choices) {
        RecordedMatch plain = provider.readRecord(record, options);
        String changed = withEnds(record, choices);
        RecordedMatch read;
        try {
            read = provider.readRecord(changed, options);
        } catch (TextFormatException refused) {
            if (refused.location().isEmpty() && refused.moveNumber().isEmpty()) {
                throw new AssertionError("refused without saying where: " + refused.getMessage(), refused);
            }
            return false;
        }
        String expected = provider.writeRecord(plain.game(), plain.marks());
        String actual = provider.writeRecord(read.game(), read.marks());
        if (!expected.equals(actual) || plain.game().history().size() != read.game().history().size()) {
            throw new AssertionError(provider.id() + ": the record with line ends " + choices + " reads as\n" + actual
                    + "\nnot as\n" + expected);
        }
        return true;
    }
}
