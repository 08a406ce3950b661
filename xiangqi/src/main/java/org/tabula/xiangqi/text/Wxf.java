package org.tabula.xiangqi.text;

import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.rules.Geometry;

/**
 * Moves in WXF notation, for the reader: written from the board, never read back.
 *
 * <p>A move is four characters: the piece, its file, the direction and a number. The piece is the WXF letter
 * ({@code K A E H R C P}). Files count 1 to 9 from the mover's own right. The direction is {@code +} forward
 * (towards the enemy), {@code -} backward and {@code .} sideways. After {@code +} or {@code -} the chariot,
 * cannon, general and soldier give the ranks moved, the advisor, elephant and horse the file reached; after
 * {@code .} every piece gives the file reached.
 *
 * <p>Several pieces of one kind and side on one file (in tandem) are told apart by their order from the front,
 * the front being the end nearer the enemy, so the order turns round with the colour. As the seed says:
 * <ul>
 *   <li>two on a file take {@code +} for the front one and {@code -} for the rear one in place of the file
 *       ({@code C+.5}, {@code R--1});</li>
 *   <li>three or more (only soldiers can be: a side has five) are numbered from the front, the number before
 *       the letter in place of the file, as {@code Game::Xiangqi::Notation} writes them ({@code 1P.6},
 *       {@code 2P.6}, {@code 3P.6}, up to {@code 5P});</li>
 *   <li>where the seed is silent, two files each holding two or more soldiers, a pair puts its file in place of
 *       the letter ({@code 7+.6}, {@code 7-.6}), since {@code P+} could be either file's front soldier; three
 *       or more need no file, as only one file can hold them.</li>
 * </ul>
 * So no two legal moves of a position are written the same.
 */
public final class Wxf {

    private Wxf() {
    }

    /**
     * The move in WXF, or empty when its from point holds nothing.
     *
     * @param cells the board as the core keeps it: the cell of each point
     */
    public static Optional<String> write(IntUnaryOperator cells, XiangqiMove move) {
        int cell = cells.applyAsInt(move.from());
        if (cell == 0) {
            return Optional.empty();
        }
        Colour colour = cell > 0 ? Colour.RED : Colour.BLACK;
        PieceKind kind = Cells.kind(Math.abs(cell));
        int fromFile = Squares.file(move.from());
        int fromRank = Squares.rank(move.from());
        int toFile = Squares.file(move.to());
        int toRank = Squares.rank(move.to());

        int onFile = 0;
        int ahead = 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            if (cells.applyAsInt(Squares.of(fromFile, rank)) == cell) {
                onFile++;
                if ((rank - fromRank) * Geometry.forward(colour) > 0) {
                    ahead++;
                }
            }
        }
        StringBuilder text = new StringBuilder(4);
        char ownFile = Character.forDigit(file(fromFile, colour), 10);
        if (onFile == 1) {
            text.append(kind.wxfLetter()).append(ownFile);
        } else if (onFile >= 3) {
            text.append(ahead + 1).append(kind.wxfLetter());
        } else {
            boolean twoFiles = kind == PieceKind.SOLDIER && otherFileWithMany(cells, cell, fromFile);
            text.append(twoFiles ? ownFile : kind.wxfLetter()).append(ahead == 0 ? '+' : '-');
        }
        int forward = (toRank - fromRank) * Geometry.forward(colour);
        if (forward == 0) {
            return Optional.of(text.append('.').append(file(toFile, colour)).toString());
        }
        text.append(forward > 0 ? '+' : '-');
        boolean straight = kind == PieceKind.CHARIOT || kind == PieceKind.CANNON || kind == PieceKind.GENERAL
                || kind == PieceKind.SOLDIER;
        return Optional.of(text.append(straight ? Math.abs(forward) : file(toFile, colour)).toString());
    }

    /** The WXF file of a board file for a colour: 1 to 9 from that side's own right. */
    public static int file(int fileIndex, Colour colour) {
        if (fileIndex < 0 || fileIndex >= Squares.FILES) {
            throw new IllegalArgumentException("files are 0 (a) to 8 (i), not " + fileIndex);
        }
        // Red sits at rank 0 facing up, its right hand on file i; Black sits opposite, its right on file a.
        return colour == Colour.RED ? Squares.FILES - fileIndex : fileIndex + 1;
    }

    /** True when some file other than {@code file} holds two or more of the piece. */
    private static boolean otherFileWithMany(IntUnaryOperator cells, int cell, int file) {
        for (int f = 0; f < Squares.FILES; f++) {
            if (f == file) {
                continue;
            }
            int count = 0;
            for (int rank = 0; rank < Squares.RANKS; rank++) {
                if (cells.applyAsInt(Squares.of(f, rank)) == cell) {
                    count++;
                }
            }
            if (count >= 2) {
                return true;
            }
        }
        return false;
    }
}
