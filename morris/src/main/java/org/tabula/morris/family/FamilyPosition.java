package org.tabula.morris.family;

import java.util.List;
import java.util.Objects;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.model.Position;
import org.tabula.morris.text.PositionText;
import org.tabula.notation.Counts;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.PositionLine;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;

/**
 * A position of a mill game: its rules, each side's men as a mask of the board's points, the side to move, the men
 * each side has yet to place, the plies since the last placement, capture or mill, and the plies played. Holds no
 * history, as the seed's position holds none.
 *
 * <p>Its text is the seed's six fields for Nine Men's Morris ({@code WWW.BB..B..W....B..W.B.. w 4 4 0 10}) and,
 * for every other variant, the variant's word and then the same fields, one cell a point of its board
 * ({@code six ....W........... b 5 6 0 1}).
 *
 * @param rules the rules the position is played by
 * @param white white's men, bit {@code p} for point {@code p}
 * @param black black's men
 * @param turn the side to move
 * @param whiteInHand the men white has yet to place
 * @param blackInHand the men black has yet to place
 * @param noMill the plies since the last placement, capture or mill
 * @param ply the plies played
 */
public record FamilyPosition(MillRules rules, int white, int black, Colour turn, int whiteInHand, int blackInHand,
        int noMill, int ply) {

    private static final String[] NUMBERS = {
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    };
    /** Longer than any variant's word, so a long text is not copied to be looked up. */
    private static final int LONGEST_WORD = 12;
    private static final String[] COUNT_NAMES = {
        "white in hand", "black in hand", "plies since a mill", "plies played",
    };

    /** Checks that this could be a position of its rules; the reader says the same to a person. */
    public FamilyPosition {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(turn, "turn");
        int all = rules.board().all();
        if ((white & ~all) != 0 || (black & ~all) != 0 || (white & black) != 0) {
            throw new IllegalArgumentException("men off the board or two on a point");
        }
        if (Math.min(Math.min(whiteInHand, blackInHand), Math.min(noMill, ply)) < 0
                || Math.max(noMill, ply) > Position.MAX_COUNT) {
            throw new IllegalArgumentException("a count is negative or over " + Position.MAX_COUNT);
        }
        if (Integer.bitCount(white) + whiteInHand > rules.men() || Integer.bitCount(black) + blackInHand > rules.men()) {
            throw new IllegalArgumentException("a side has more than " + rules.men() + " men");
        }
    }

    /** The empty board, white to move, every man in hand. */
    public static FamilyPosition start(MillRules rules) {
        return new FamilyPosition(rules, 0, 0, Colour.WHITE, rules.men(), rules.men(), 0, 0);
    }

    /** The men of a side (0 white, 1 black) on the board, as a mask. */
    public int men(int side) {
        return side == 0 ? white : black;
    }

    /** The men a side (0 white, 1 black) has yet to place. */
    public int inHand(int side) {
        return side == 0 ? whiteInHand : blackInHand;
    }

    /** The side to move as an index: 0 white, 1 black. */
    public int side() {
        return turn.ordinal();
    }

    /** The position's one line of text. */
    public String text() {
        if (rules.variant() == Variant.NINE) {
            return PositionText.format(new Position(white, black, turn, whiteInHand, blackInHand, noMill, ply));
        }
        MillBoard board = rules.board();
        StringBuilder text = new StringBuilder(48).append(rules.variant().word()).append(' ');
        for (int point = 0; point < board.points(); point++) {
            int bit = 1 << point;
            text.append((white & bit) != 0 ? 'W' : (black & bit) != 0 ? 'B' : '.');
        }
        return text.append(' ').append(turn.letter()).append(' ').append(whiteInHand).append(' ')
                .append(blackInHand).append(' ').append(noMill).append(' ').append(ply).toString();
    }

    /**
     * The position a text gives under a game's rules.
     *
     * @throws TextFormatException saying what is wrong and where, whatever the text; never another exception
     */
    public static FamilyPosition parse(MillRules rules, String text) {
        Objects.requireNonNull(rules, "rules");
        if (text == null) {
            throw TextFormatException.at(new TextLocation(1, 1), "there is no position");
        }
        checkVariant(rules, text);
        if (rules.variant() == Variant.NINE) {
            Position seed = PositionText.parse(text);
            return new FamilyPosition(rules, seed.white(), seed.black(), seed.turn(), seed.whiteInHand(),
                    seed.blackInHand(), seed.noMill(), seed.ply());
        }
        Line line = PositionLine.of(Lines.split(text, TextLimits.DEFAULT));
        List<Token> fields = line.tokens();
        String word = rules.variant().word();
        if (fields.isEmpty()) {
            throw TextFormatException.at(line.end(), "there is no position");
        }
        if (!fields.get(0).text().equals(word)) {
            throw NotationErrors.at(fields.get(0), "a position of " + rules.variant().title() + " begins with '"
                    + word + "', not '" + fields.get(0).text() + "'");
        }
        if (fields.size() > 7) {
            throw NotationErrors.at(fields.get(7), "a position has seven fields; '" + fields.get(7).text()
                    + "' is one too many");
        }
        int[] men = cells(rules.board(), fields);
        Colour turn = turn(fields);
        int[] counts = new int[COUNT_NAMES.length];
        for (int c = 0; c < counts.length; c++) {
            if (fields.size() < 4 + c) {
                throw NotationErrors.after(fields.get(fields.size() - 1), "the field '" + COUNT_NAMES[c]
                        + "' is missing");
            }
            counts[c] = Counts.read(fields.get(3 + c), COUNT_NAMES[c], Position.MAX_COUNT);
        }
        for (int side = 0; side < 2; side++) {
            int onBoard = Integer.bitCount(men[side]);
            if (onBoard + counts[side] > rules.men()) {
                throw NotationErrors.at(fields.get(3 + side), Colour.values()[side].word() + " has more than "
                        + NUMBERS[rules.men()] + " men: " + onBoard + " on the board and " + counts[side]
                        + " in hand");
            }
        }
        return new FamilyPosition(rules, men[0], men[1], turn, counts[0], counts[1], counts[2], counts[3]);
    }

    /**
     * Refuses a position text that begins with the word of a variant other than the rules' own, saying which
     * option reads it: a person who pasted a position of another game learns how to play it. Any other text passes.
     *
     * @throws TextFormatException at the word naming another variant
     */
    public static void checkVariant(MillRules rules, String text) {
        Objects.requireNonNull(rules, "rules");
        int begin = 0;
        while (begin < text.length() && Character.isWhitespace(text.charAt(begin))) {
            begin++;
        }
        int end = begin;
        while (end < text.length() && end - begin <= LONGEST_WORD && Character.isLetter(text.charAt(end))) {
            end++;
        }
        Variant named = Variant.ofWord(text.substring(begin, end)).orElse(null);
        if (named == null || named == rules.variant()) {
            return;
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < begin; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        throw TextFormatException.at(new TextLocation(line, begin - lineStart + 1), "this is a position of "
                + named.title() + " ('" + named.word() + "'), and the game is " + rules.variant().title() + " ('"
                + rules.variant().word() + "'): choose the option variant=" + named.word() + " to play it");
    }

    private static int[] cells(MillBoard board, List<Token> fields) {
        if (fields.size() < 2) {
            throw NotationErrors.after(fields.get(0), "the board's " + board.points() + " points are missing");
        }
        Token cells = fields.get(1);
        String text = cells.text();
        int[] men = new int[2];
        int point = 0;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (point == board.points()) {
                throw TextFormatException.at(cells.at(i), "the board has more than " + board.points() + " points");
            }
            switch (c) {
                case 'W' -> men[0] |= 1 << point;
                case 'B' -> men[1] |= 1 << point;
                case '.' -> { }
                default -> throw TextFormatException.at(cells.at(i), "'" + new String(Character.toChars(c))
                        + "' is not a point: a point is W for a white man, B for a black one or . for none");
            }
            point++;
            i += Character.charCount(c);
        }
        if (point < board.points()) {
            throw NotationErrors.after(cells, "the board has " + point + " points, not " + board.points());
        }
        return men;
    }

    private static Colour turn(List<Token> fields) {
        if (fields.size() < 3) {
            throw NotationErrors.after(fields.get(1), "the side to move (w or b) is missing");
        }
        Token side = fields.get(2);
        if (side.text().equals("w") || side.text().equals("b")) {
            return side.text().equals("w") ? Colour.WHITE : Colour.BLACK;
        }
        throw NotationErrors.at(side, "the side to move is w or b, not '" + side.text() + "'");
    }
}
