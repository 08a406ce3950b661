package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.royalur.Position;
import org.tabula.royalur.UrMove;
import org.tabula.royalur.UrSide;
import org.tabula.royalur.rules.Squares;

/**
 * The board drawn as text: row numbers on the left, file letters above and below, {@code L} and {@code D} for the
 * pieces, {@code *} for an empty rosette and {@code .} for an empty square, the gap left blank; beside rows 3 and 1
 * each side's pieces in hand and home; and under the board the dice.
 *
 * <pre>
 *    a b c d e f g h
 * 3  * . . D     * .   dark   6 in hand  0 home
 * 2  . . . * L . . .
 * 1  * . L .     * .   light  5 in hand  1 home
 *    a b c d e f g h
 * light rolled 3: dice 1 0 1 1
 * </pre>
 *
 * <p>Each part is painted by the palette: a piece by its side's id, the squares the last move touched by
 * {@link Palette#MARK}, empty squares by {@link Palette#BOARD}, coordinates by {@link Palette#LABEL}.
 */
public final class UrView implements BoardView {

    private final Position position;
    private final UrMove last;
    private final String faces;
    private final String ending;

    public UrView(Position position, UrMove last, String faces, String ending) {
        this.position = position;
        this.last = last;
        this.faces = faces;
        this.ending = ending;
    }

    @Override
    public List<String> draw(Palette palette) {
        Objects.requireNonNull(palette, "palette");
        List<String> lines = new ArrayList<>(7);
        String files = BoardLines.files(palette, 3, 'h', 1);
        lines.add(files);
        for (int row = Squares.ROWS; row >= 1; row--) {
            StringBuilder line = new StringBuilder();
            line.append(palette.paint(Palette.LABEL, Integer.toString(row))).append(palette.paint(Palette.BOARD, "  "));
            for (int file = 0; file < Squares.FILES; file++) {
                int cell = Squares.cell(file, row);
                line.append(square(palette, cell));
                if (file < Squares.FILES - 1) {
                    line.append(palette.paint(Palette.BOARD, " "));
                }
            }
            UrSide side = row == UrSide.DARK.homeRow() ? UrSide.DARK : row == UrSide.LIGHT.homeRow() ? UrSide.LIGHT
                    : null;
            if (side != null) {
                line.append(palette.paint(Palette.BOARD, "   ")).append(palette.paint(side.word(),
                        String.format(java.util.Locale.ROOT, "%-5s  %d in hand  %d home", side.word(),
                                position.hand(side), position.home(side))));
            }
            lines.add(line.toString());
        }
        lines.add(files);
        lines.add(palette.paint(Palette.LABEL, dice()));
        return List.copyOf(lines);
    }

    private String square(Palette palette, int cell) {
        if (Squares.isGap(cell)) {
            return palette.paint(Palette.BOARD, " ");
        }
        UrSide side = position.at(cell);
        String glyph = side == UrSide.LIGHT ? "L" : side == UrSide.DARK ? "D" : Squares.isRosette(cell) ? "*" : ".";
        boolean touched = last != null && last.wire().isPresent()
                && (last.wire().get().from().cell() == cell || last.wire().get().to().cell() == cell);
        return palette.paint(touched ? Palette.MARK : side != null ? side.word() : Palette.BOARD, glyph);
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
        return side + " rolled " + position.roll() + (faces == null ? "" : ": dice " + String.join(" ",
                faces.split("")));
    }
}
