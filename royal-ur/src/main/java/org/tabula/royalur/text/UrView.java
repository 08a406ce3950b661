package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.GlyphRow;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * The board drawn as text: row numbers on the left, file letters above and below, {@code L} and {@code D} for the
 * pieces, {@code *} for an empty rosette and {@code .} for an empty square, the gap left blank; beside rows 3 and 1
 * each side's pieces in hand and home; under the board each side's route, square by square from its hand to its
 * home, and the dice: the roll as a number and its faces.
 *
 * <pre>
 *    a b c d e f g h
 * 3  * . . D     * .   dark   6 in hand  0 home
 * 2  . . . * L . . .
 * 1  * . L .     * .   light  5 in hand  1 home
 *    a b c d e f g h
 * dark route:  d3 c3 b3 a3 a2 b2 c2 d2 e2 f2 g2 h2 h3 g3 home
 * light route: d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 g1 home
 * light rolled 3: dice 1 0 1 1
 * </pre>
 *
 * <p>The squares the last move touched are bracketed where the palette has no colour ({@code [L]}); the
 * {@linkplain #flipped() flipped} view is the board turned half round, dark's row at the bottom and file a on the
 * right. Each part is painted by the palette: a piece and a side's line by its side's id, the squares the last move
 * touched by {@link Palette#MARK}, empty squares by {@link Palette#BOARD}, coordinates, routes and dice by
 * {@link Palette#LABEL}.
 */
public final class UrView implements BoardView {

    /** The blank column after the row number (room for a bracket), then fifteen for eight squares. */
    private static final int ROW = 16;

    private final Position position;
    private final UrRules rules;
    private final UrMove last;
    private final String faces;
    private final String ending;
    private final boolean turned;

    /** The view of a position under its rules, the last move marked and the faces thrown when known (else null). */
    public UrView(Position position, UrRules rules, UrMove last, String faces, String ending) {
        this(position, rules, last, faces, ending, false);
    }

    private UrView(Position position, UrRules rules, UrMove last, String faces, String ending, boolean turned) {
        this.position = Objects.requireNonNull(position, "position");
        this.rules = Objects.requireNonNull(rules, "rules");
        this.last = last;
        this.faces = faces;
        this.ending = ending;
        this.turned = turned;
    }

    @Override
    public Optional<BoardView> flipped() {
        return Optional.of(new UrView(position, rules, last, faces, ending, !turned));
    }

    @Override
    public List<String> draw(Palette palette) {
        Objects.requireNonNull(palette, "palette");
        List<String> lines = new ArrayList<>(9);
        String files = BoardLines.files(palette, 3, 'h', 1, turned);
        lines.add(files);
        for (int line = 0; line < Squares.ROWS; line++) {
            int row = turned ? line + 1 : Squares.ROWS - line;
            UrSide side = row == UrSide.DARK.homeRow() ? UrSide.DARK : row == UrSide.LIGHT.homeRow() ? UrSide.LIGHT
                    : null;
            // A row with a side's count beside it keeps a column for a bracket after h, so the count stays put.
            GlyphRow squares = GlyphRow.blank(side == null ? ROW : ROW + 1);
            for (int file = 0; file < Squares.FILES; file++) {
                int column = 1 + 2 * (turned ? Squares.FILES - 1 - file : file);
                square(squares, column, Squares.cell(file, row));
            }
            StringBuilder drawn = new StringBuilder(palette.paint(Palette.LABEL, Integer.toString(row)))
                    .append(palette.paint(Palette.BOARD, " ")).append(squares.draw(palette));
            if (side != null) {
                drawn.append(palette.paint(Palette.BOARD, "  ")).append(palette.paint(side.word(),
                        String.format(Locale.ROOT, "%-5s  %d in hand  %d home", side.word(), position.hand(side),
                                position.home(side))));
            }
            lines.add(drawn.toString());
        }
        lines.add(files);
        for (UrSide side : new UrSide[] {UrSide.DARK, UrSide.LIGHT}) {
            lines.add(palette.paint(side.word(), String.format(Locale.ROOT, "%-13s", side.word() + " route:"))
                    + palette.paint(Palette.LABEL, route(side)));
        }
        lines.add(palette.paint(Palette.LABEL, dice()));
        return List.copyOf(lines);
    }

    private void square(GlyphRow squares, int column, int cell) {
        if (Squares.isGap(cell)) {
            return;
        }
        UrSide side = position.at(cell);
        char glyph = side == UrSide.LIGHT ? 'L' : side == UrSide.DARK ? 'D' : Squares.isRosette(cell) ? '*' : '.';
        squares.put(column, glyph, side != null ? side.word() : Palette.BOARD);
        if (last != null && last.wire().isPresent()
                && (last.wire().get().from().cell() == cell || last.wire().get().to().cell() == cell)) {
            squares.mark(column);
        }
    }

    /** A side's squares in the order its pieces pass them, then home. */
    private String route(UrSide side) {
        Route route = rules.route();
        StringBuilder squares = new StringBuilder();
        for (int step = 1; step <= route.length(); step++) {
            squares.append(Squares.name(route.cell(side, step))).append(' ');
        }
        return squares.append("home").toString();
    }

    /** The line under the board: the ending, the roll standing and its dice, or whose throw it is. */
    private String dice() {
        if (ending != null) {
            return ending;
        }
        String side = position.turn().word();
        if (position.rollDue()) {
            return side + " to throw the dice" + (last == null ? "" : " (last turn: " + last.text() + ")");
        }
        String shown = RollFaces.of(rules, position.roll(), faces);
        return side + " rolled " + position.roll() + ": dice " + String.join(" ", shown.split(""))
                + (faces == null ? " (sorted: the roll was given as a number)" : "");
    }
}
