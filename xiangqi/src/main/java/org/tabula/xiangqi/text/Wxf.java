package org.tabula.xiangqi.text;

import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.tabula.xiangqi.Colour;
import org.tabula.xiangqi.PieceKind;
import org.tabula.xiangqi.Squares;
import org.tabula.xiangqi.XiangqiMove;
import org.tabula.xiangqi.rules.Cells;
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
 * the front being the end nearer the enemy, so the order turns round with the colour. As the WXF's published
 * notation writes them (wxf.org, "Official xiangqi piece names and notation"):
 * <ul>
 *   <li>two on a file: {@code +} for the front one, {@code -} for the rear one, in place of the file
 *       ({@code C+.5}, {@code R--1});</li>
 *   <li>three (only soldiers can be): the front {@code +} and the rear {@code -} likewise, the middle one by its
 *       file as usual ({@code P+.4}, {@code P3.4}, {@code P-.4});</li>
 *   <li>four or five: the foremost {@code ++} and the rearmost {@code --}, the sign in place of the letter too;
 *       the second from each end {@code +} and {@code -}, the middle one of five by its file
 *       ({@code ++.4}, {@code P+.4}, {@code P3.4}, {@code P-.4}, {@code --.4});</li>
 *   <li>soldiers in tandem on two files: the file in place of the letter for those in tandem
 *       ({@code 3+.4}, {@code 33.4}, {@code 3-.4}, {@code 7+.6}, {@code 7-.6}), so the files are told apart.</li>
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
        } else {
            boolean twoFiles = kind == PieceKind.SOLDIER && otherFileWithMany(cells, cell, fromFile);
            text.append(tandem(twoFiles ? ownFile : kind.wxfLetter(), ownFile, onFile, ahead));
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

    /**
     * The first two characters of a piece in tandem: {@code lead} (its letter, or its file when soldiers are in
     * tandem on two files) and its sign, {@code ahead} being how many of the {@code count} on its file stand in
     * front of it.
     */
    private static String tandem(char lead, char ownFile, int count, int ahead) {
        int behind = count - 1 - ahead;
        if (count >= 4 && (ahead == 0 || behind == 0)) {
            // The foremost and the rearmost of four or five take the sign twice, as the WXF writes them.
            return ahead == 0 ? "++" : "--";
        }
        // Of four or five the plain sign is the second from each end; the middle one of an odd count keeps its file.
        int inner = count >= 4 ? 1 : 0;
        char sign = ahead <= inner ? '+' : behind <= inner ? '-' : ownFile;
        return String.valueOf(lead) + sign;
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
