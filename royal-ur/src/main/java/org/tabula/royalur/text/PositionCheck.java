package org.tabula.royalur.text;

import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.PositionCode;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrSide;

/**
 * The one reader of a position in the form Game::RoyalUr::Engine's {@code to_string} writes: one pass that says
 * whether a string is one, and if not why (the answer of {@link
 * org.tabula.royalur.UrNotation#validatePosition(String)}), and gathers the position as it goes, which {@link
 * PositionText#readEngineForm(String)} takes. It checks shape only, as the seed says (nine pieces of a side, or hands
 * that do not add up, are a position's sense, not its shape), so the check and the reading cannot disagree on any
 * string.
 *
 * <p>The form is {@code 4xx2/8/4xx2 l 7 0 7 0}: rows 3, 2 and 1 separated by {@code /}, each the files a to h, with
 * {@code l} a light piece, {@code d} a dark one, a digit 1 to 8 a run of empty squares and {@code x} each of the
 * gap's cells (e3, f3, e1, f1); then, each after one space, the side to move and light's hand, light's home, dark's
 * hand and dark's home, each one digit 0 to 7. Characters are counted as Perl counts them, by code point.
 */
public final class PositionCheck {

    /** Fewer code points than this, as Game::RoyalUr::Notation's {@code validate_position} requires. */
    public static final int LONG = 48;

    private PositionCheck() {
    }

    /**
     * A code, the index (in code points, from 0) where the scan stopped for it, and for {@link PositionCode#POS_OK}
     * the position read (no roll standing, no turns played), else null.
     */
    public record Scan(PositionCode code, int at, Position position) {

        Scan(PositionCode code, int at) {
            this(code, at, null);
        }
    }

    /** The code of a string: {@link PositionCode#POS_OK} or the reason it is no position of the Engine's form. */
    public static PositionCode validate(String text) {
        return scan(text).code();
    }

    /** The code and where it was found, checked in the order Game::RoyalUr::Notation checks them. */
    public static Scan scan(String text) {
        return scan(text, false);
    }

    /**
     * The same scan, in the Engine's form or (with {@code dotted}) Tabula's earlier form, which records written
     * before hold in their {@code [position ...]} line: a {@code .} for each empty square instead of the digit
     * runs, and after the side the roll standing ({@code -} for none), the four counts and the turns played
     * ({@code ....xx../......../....xx.. l - 7 0 7 0 0}). One grammar, one set of codes; the caller checks the
     * length of a dotted text.
     */
    public static Scan scan(String text, boolean dotted) {
        if (text == null || text.isEmpty()) {
            return new Scan(PositionCode.POS_NULL, 0);
        }
        int[] c = text.codePoints().toArray();
        if (c.length >= LONG && !dotted) {
            return new Scan(PositionCode.POS_LONG, LONG);
        }
        int row = 2;
        int file = 0;
        int light = 0;
        int dark = 0;
        int i = 0;
        for (; i < c.length && c[i] != ' '; i++) {
            int ch = c[i];
            if (ch == '/') {
                if (file != Squares.FILES) {
                    return new Scan(PositionCode.POS_WIDTH, i);
                }
                if (row == 0) {
                    return new Scan(PositionCode.POS_ROWS, i);
                }
                row--;
                file = 0;
            } else if ((ch >= '1' && ch <= '8' && !dotted) || (ch == '.' && dotted)) {
                for (int run = 0; run < (ch == '.' ? 1 : ch - '0'); run++) {
                    if (file >= Squares.FILES) {
                        return new Scan(PositionCode.POS_WIDTH, i);
                    }
                    if (gap(row, file)) {
                        return new Scan(PositionCode.POS_GAP, i);
                    }
                    file++;
                }
            } else if (ch == 'x') {
                if (file >= Squares.FILES) {
                    return new Scan(PositionCode.POS_WIDTH, i);
                }
                if (!gap(row, file)) {
                    return new Scan(PositionCode.POS_X, i);
                }
                file++;
            } else if (ch == 'l' || ch == 'd') {
                if (file >= Squares.FILES) {
                    return new Scan(PositionCode.POS_WIDTH, i);
                }
                if (gap(row, file)) {
                    return new Scan(PositionCode.POS_GAP, i);
                }
                // Rows are counted here from 0 at the bottom; Squares counts them from 1.
                int bit = 1 << Squares.cell(file, row + 1);
                light |= ch == 'l' ? bit : 0;
                dark |= ch == 'd' ? bit : 0;
                file++;
            } else {
                return new Scan(PositionCode.POS_LETTER, i);
            }
        }
        if (row != 0) {
            return new Scan(PositionCode.POS_ROWS, i);
        }
        if (file != Squares.FILES) {
            return new Scan(PositionCode.POS_WIDTH, i);
        }
        if (!(i < c.length && c[i] == ' ')) {
            return new Scan(PositionCode.POS_FIELD, i);
        }
        i++;
        if (!(i < c.length && (c[i] == 'l' || c[i] == 'd'))) {
            return new Scan(PositionCode.POS_SIDE, i);
        }
        UrSide turn = UrSide.ofLetter((char) c[i]);
        i++;
        int roll = 0;
        if (dotted) {
            // The roll standing comes before the counts in the dotted form: - or 1 to 9.
            if (!(i + 1 < c.length && c[i] == ' ')) {
                return new Scan(PositionCode.POS_FIELD, i);
            }
            i++;
            if (c[i] != '-' && (c[i] < '1' || c[i] > '9')) {
                return new Scan(PositionCode.POS_COUNT, i);
            }
            roll = c[i] == '-' ? 0 : c[i] - '0';
            i++;
        }
        int[] counts = new int[4];
        for (int count = 0; count < 4; count++) {
            if (!(i < c.length && c[i] == ' ')) {
                return new Scan(PositionCode.POS_FIELD, i);
            }
            i++;
            if (i >= c.length) {
                return new Scan(PositionCode.POS_FIELD, i);
            }
            if (c[i] < '0' || c[i] > '7') {
                return new Scan(PositionCode.POS_COUNT, i);
            }
            counts[count] = c[i] - '0';
            i++;
            if (i < c.length && c[i] != ' ') {
                return new Scan(PositionCode.POS_COUNT, i);
            }
        }
        int ply = 0;
        if (dotted) {
            // The turns played end the dotted form: at most nine digits, no leading zero.
            if (!(i + 1 < c.length && c[i] == ' ')) {
                return new Scan(PositionCode.POS_FIELD, i);
            }
            ply = PositionText.count(new String(c, i + 1, c.length - i - 1));
            if (ply < 0) {
                return new Scan(PositionCode.POS_COUNT, i + 1);
            }
            i = c.length;
        }
        if (i < c.length) {
            return new Scan(PositionCode.POS_FIELD, i);
        }
        return new Scan(PositionCode.POS_OK, i, new Position(light, dark, turn, roll, counts[0], counts[1], counts[2],
                counts[3], ply));
    }

    /** True for the gap's cells: files e and f of rows 3 and 1 (row 2 and 0 counted from the bottom at 0). */
    private static boolean gap(int row, int file) {
        return row != 1 && (file == 4 || file == 5);
    }
}
