package org.tabula.xiangqi.rules;

/**
 * The legal moves of a core's side to move: the pieces' own moves kept when they leave the mover's general out of
 * check. Apart from {@link Core}, which applies moves; static, so the perft and search loops pay no dispatch.
 */
public final class LegalMoves {

    private LegalMoves() {
    }

    /** Writes the legal moves of the side to move from {@code at}, in the order the pieces go; returns how many. */
    public static int generate(Core core, int[] out, int at) {
        int count = core.generatePseudo(out, at);
        int kept = at;
        for (int i = at; i < at + count; i++) {
            if (isLegal(core, out[i])) {
                out[kept++] = out[i];
            }
        }
        return kept - at;
    }

    /** How many legal moves the side to move has, counted without keeping them (perft's bulk count). */
    public static int count(Core core, int[] scratch, int at) {
        int count = core.generatePseudo(scratch, at);
        int legal = 0;
        for (int i = at; i < at + count; i++) {
            if (isLegal(core, scratch[i])) {
                legal++;
            }
        }
        return legal;
    }

    /** True when the side to move has at least one legal move. */
    public static boolean any(Core core, int[] scratch, int at) {
        int count = core.generatePseudo(scratch, at);
        for (int i = at; i < at + count; i++) {
            if (isLegal(core, scratch[i])) {
                return true;
            }
        }
        return false;
    }

    /** True when a pseudo-legal move leaves the mover's general out of check. */
    public static boolean isLegal(Core core, int move) {
        int mover = core.turn();
        core.make(move);
        boolean safe = !core.inCheck(mover);
        core.unmake();
        return safe;
    }

    /** The legal captures of the piece on {@code square}, which is the side to move's; returns how many. */
    public static int capturesOf(Core core, int square, int[] out, int at) {
        int count = generate(core, out, at);
        int kept = at;
        for (int i = at; i < at + count; i++) {
            if (MoveCode.from(out[i]) == square && core.cells[MoveCode.to(out[i])] != 0) {
                out[kept++] = out[i];
            }
        }
        return kept - at;
    }

    /** True when the side to move has a legal move onto {@code square}. */
    public static boolean reaches(Core core, int square, int[] scratch, int at) {
        int count = generate(core, scratch, at);
        for (int i = at; i < at + count; i++) {
            if (MoveCode.to(scratch[i]) == square) {
                return true;
            }
        }
        return false;
    }
}
