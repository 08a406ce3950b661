package org.tabula.xiangqi.rules;

import java.util.BitSet;
import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiResult;

/**
 * The ruling on a position standing for the third time: who, if anyone, forced the repetition by checking or
 * chasing with every move, and so loses.
 *
 * <p>The cycle is every move from the first time the position stood (since the last capture) to now. A move
 * <em>checks</em> when it leaves the enemy general attacked. A move <em>chases</em> when it does not check and
 * the piece moved, not a general or a soldier (which may attack freely), can now legally take an enemy piece
 * that it could not take from where it stood, where that piece
 * <ul>
 *   <li>is not a general, nor a soldier still on its own side of the river;</li>
 *   <li>could not take the attacker back at once (an offered exchange is not a chase);</li>
 *   <li>and is unprotected: once taken, the enemy has no legal move onto its point; a chariot attacked by a
 *       horse or a cannon counts as chased even when protected.</li>
 * </ul>
 * A side checks perpetually when every one of its moves in the cycle checks, and chases perpetually when every
 * one of its moves checks or chases and at least one chases. One side alone checking perpetually loses; else one
 * side alone chasing perpetually loses; anything else is a draw.
 */
public final class Repetition {

    private Repetition() {
    }

    /** The ruling on the core's position, which stands for at least the third time. The core is unchanged. */
    public static XiangqiResult judge(Core core) {
        Core replay = core.copy();
        int first = replay.firstOccurrence();
        int made = replay.made();
        int[] moves = new int[made - first];
        for (int i = first; i < made; i++) {
            moves[i - first] = replay.moveMade(i);
        }
        for (int i = first; i < made; i++) {
            replay.unmake();
        }
        boolean[] allChecks = {true, true};
        boolean[] allThreats = {true, true};
        boolean[] anyChase = {false, false};
        int[] scratch = new int[Core.MAX_MOVES * 4];
        for (int move : moves) {
            int side = replay.turn();
            boolean chase = chases(replay, move, scratch);
            replay.make(move);
            boolean check = replay.inCheck(side ^ 1);
            allChecks[side] &= check;
            allThreats[side] &= check || chase;
            anyChase[side] |= chase && !check;
        }
        boolean redChecks = allChecks[0];
        boolean blackChecks = allChecks[1];
        if (redChecks != blackChecks) {
            return XiangqiResult.perpetualCheck(redChecks ? Colour.RED : Colour.BLACK);
        }
        if (redChecks) {
            return XiangqiResult.repetition();
        }
        boolean redChases = allThreats[0] && anyChase[0];
        boolean blackChases = allThreats[1] && anyChase[1];
        if (redChases != blackChases) {
            return XiangqiResult.perpetualChase(redChases ? Colour.RED : Colour.BLACK);
        }
        return XiangqiResult.repetition();
    }

    /**
     * True when the move, for the side to move of the core, chases as the class describes. The core is
     * unchanged.
     */
    public static boolean chases(Core core, int move, int[] scratch) {
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int mover = core.turn();
        int attacker = Math.abs(core.cells[from]);
        if (attacker == Cells.GENERAL || attacker == Cells.SOLDIER) {
            return false;
        }
        BitSet before = targets(core, from, scratch);
        core.make(move);
        boolean chase = false;
        if (!core.inCheck(mover ^ 1)) {
            core.toggleTurn();
            BitSet fresh = targets(core, to, scratch);
            fresh.andNot(before);
            for (int square = fresh.nextSetBit(0); square >= 0 && !chase; square = fresh.nextSetBit(square + 1)) {
                chase = chased(core, to, square, scratch);
            }
            core.toggleTurn();
        }
        core.unmake();
        return chase;
    }

    /** Whether the piece on {@code target}, which the side to move's piece on {@code attacker} can take, is chased. */
    private static boolean chased(Core core, int attacker, int target, int[] scratch) {
        int victim = Math.abs(core.cells[target]);
        int mover = core.turn();
        Colour enemy = Colour.values()[mover ^ 1];
        if (victim == Cells.GENERAL || victim == Cells.SOLDIER && Geometry.onOwnSide(target, enemy)) {
            return false;
        }
        // An offered exchange: the attacked piece could take the attacker first.
        core.toggleTurn();
        boolean answers = targets(core, target, scratch).get(attacker);
        core.toggleTurn();
        if (answers) {
            return false;
        }
        int kind = Math.abs(core.cells[attacker]);
        if (victim == Cells.CHARIOT && (kind == Cells.HORSE || kind == Cells.CANNON)) {
            return true;
        }
        core.make(MoveCode.of(attacker, target));
        boolean protectedPiece = LegalMoves.reaches(core, target, scratch, 0);
        core.unmake();
        return !protectedPiece;
    }

    /** The points of the enemy pieces the side to move's piece on {@code square} can legally take, as bits. */
    private static BitSet targets(Core core, int square, int[] scratch) {
        int at = Core.MAX_MOVES;
        int count = LegalMoves.capturesOf(core, square, scratch, at);
        BitSet points = new BitSet(Squares.COUNT);
        for (int i = at; i < at + count; i++) {
            points.set(MoveCode.to(scratch[i]));
        }
        return points;
    }
}
