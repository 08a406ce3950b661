package org.tabula.engine.board;

/**
 * One cell of a board's grid of files and ranks: {@code file} 0 for file a, {@code rank} 1 for the bottom rank.
 *
 * @param file the file, from 0 (a) to 25 (z)
 * @param rank the rank, from 1 at the bottom
 */
public record GridCell(int file, int rank) {

    /** The most files a board names by letters. */
    static final int MOST_FILES = 26;

    public GridCell {
        if (file < 0 || file >= MOST_FILES || rank < 1) {
            throw new IllegalArgumentException("no cell at file " + file + ", rank " + rank);
        }
    }

    /** The cell's name in algebraic coordinates, file letter then rank: {@code a1}, {@code h8}, {@code c10}. */
    public String algebraic() {
        return (char) ('a' + file) + Integer.toString(rank);
    }

    /** Dark in the chess convention, a1 dark: the cells whose file and rank differ in evenness from a1's do not. */
    public boolean dark() {
        return (file + rank - 1) % 2 == 0;
    }
}
