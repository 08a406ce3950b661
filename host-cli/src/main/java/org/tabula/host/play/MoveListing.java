package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;

/** The legal moves listed in columns as wide as the longest, then how many there are. */
final class MoveListing {

    private MoveListing() {
    }

    /** Prints the moves, as many a line as fit in 78 columns. */
    static void print(List<String> moves, PrintWriter out) {
        if (moves.isEmpty()) {
            out.println("There is no legal move.");
            return;
        }
        int width = moves.stream().mapToInt(String::length).max().orElse(0) + 2;
        int perLine = Math.max(1, 78 / width);
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            line.append(i % perLine == 0 ? "" : " ".repeat(width - moves.get(i - 1).length())).append(moves.get(i));
            if (i % perLine == perLine - 1 || i == moves.size() - 1) {
                out.println(line);
                line.setLength(0);
            }
        }
        out.println(moves.size() == 1 ? "1 legal move." : moves.size() + " legal moves.");
    }
}
