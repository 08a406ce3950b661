package org.tabula.xiangqi.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * A xiangqi position as geometry: the {@link XiangqiBoard board} with the pieces on their points, each labelled by
 * its traditional character (red 帥 仕 相 傌 俥 炮 兵, black 將 士 象 馬 車 砲 卒), the points of the last move marked
 * {@link Mark#LAST_MOVE} and a general in check marked {@link Mark#CHECK}.
 */
public final class XiangqiLayout {

    /** Red's characters, in the order of {@link PieceKind}: general, advisor ... soldier. */
    private static final String RED_LABELS = "帥仕相傌俥炮兵";
    /** Black's characters, in the same order; the two sides write most kinds differently. */
    private static final String BLACK_LABELS = "將士象馬車砲卒";

    private XiangqiLayout() {
    }

    /**
     * The layout of a position.
     *
     * @param lastMove the move that was played to reach it, if any
     * @param inCheck whether the side to move is in check
     */
    public static BoardLayout of(Position position, Optional<XiangqiMove> lastMove, boolean inCheck) {
        List<org.tabula.api.board.Piece> pieces = new ArrayList<>();
        for (int square = 0; square < Squares.COUNT; square++) {
            String name = Squares.name(square);
            position.at(square).ifPresent(piece -> pieces.add(
                    org.tabula.api.board.Piece.one(name, piece.colour().side(), piece.kind().word(), label(piece))));
        }
        List<Mark> marks = new ArrayList<>();
        lastMove.ifPresent(move -> placesOf(move).forEach(name -> marks.add(new Mark(name, Mark.LAST_MOVE))));
        if (inCheck) {
            marks.add(new Mark(general(position, position.turn()), Mark.CHECK));
        }
        return XiangqiBoard.BOARD.with(pieces, marks, Optional.empty());
    }

    /** The points a move touches in the order a person points at them: the point left, then the point reached. */
    public static List<String> placesOf(XiangqiMove move) {
        return List.of(Squares.name(move.from()), Squares.name(move.to()));
    }

    private static String label(Piece piece) {
        String labels = piece.colour() == Colour.RED ? RED_LABELS : BLACK_LABELS;
        return String.valueOf(labels.charAt(piece.kind().ordinal()));
    }

    private static String general(Position position, Colour colour) {
        Piece general = new Piece(colour, PieceKind.GENERAL);
        for (int square = 0; square < Squares.COUNT; square++) {
            if (position.at(square).filter(general::equals).isPresent()) {
                return Squares.name(square);
            }
        }
        // A position value always holds both generals; one without is a broken invariant, not a user's mistake.
        throw new IllegalStateException("no " + general + " in " + position);
    }
}
