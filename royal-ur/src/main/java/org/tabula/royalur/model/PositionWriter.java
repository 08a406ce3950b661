package org.tabula.royalur.model;

/**
 * A position written out, the other way from the text package's {@code PositionText}: what that reads back is the
 * position written. Here beside the position, whose {@link Position#toString()} it is.
 */
final class PositionWriter {

    private PositionWriter() {
    }

    /** The position as one line: the Engine's six fields, then the roll standing and the turns played if any. */
    static String format(Position position) {
        StringBuilder text = new StringBuilder(40);
        for (int row = Squares.ROWS; row >= 1; row--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                int cell = Squares.cell(file, row);
                UrSide side = position.at(cell);
                if (side == null && !Squares.isGap(cell)) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(Squares.isGap(cell) ? 'x' : side.letter());
            }
            if (empty > 0) {
                text.append(empty);
            }
            text.append(row > 1 ? '/' : ' ');
        }
        text.append(position.turn().letter()).append(' ')
                .append(position.lightHand()).append(' ').append(position.lightHome()).append(' ')
                .append(position.darkHand()).append(' ').append(position.darkHome());
        if (!position.rollDue() || position.ply() > 0) {
            text.append(' ').append(position.rollDue() ? "-" : Integer.toString(position.roll())).append(' ')
                    .append(position.ply());
        }
        return text.toString();
    }
}
