package org.tabula.host.console;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Lines of text set side by side, measured as they show: colour escape codes take no room. */
public final class Columns {

    private static final Pattern ESCAPE = Pattern.compile("\u001b\\[[0-9;]*m");

    private Columns() {
    }

    /** The columns a line takes on the screen. */
    public static int visibleLength(String line) {
        return ESCAPE.matcher(line).replaceAll("").length();
    }

    /** The widest of the lines, as shown. */
    public static int width(List<String> lines) {
        return lines.stream().mapToInt(Columns::visibleLength).max().orElse(0);
    }

    /**
     * The left lines, each padded to the widest of them, with the right lines after a gap; as many lines as the
     * longer side has. A line with nothing on its right keeps no trailing blanks.
     */
    public static List<String> beside(List<String> left, List<String> right, int gap) {
        int leftWidth = width(left);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
            String first = i < left.size() ? left.get(i) : "";
            if (i >= right.size() || right.get(i).isEmpty()) {
                lines.add(first);
                continue;
            }
            lines.add(first + " ".repeat(leftWidth - visibleLength(first) + gap) + right.get(i));
        }
        return lines;
    }
}
