package org.tabula.royalur.text;

import org.tabula.api.TextLocation;
import org.tabula.notation.Line;

/** The header lines of a record, each written {@code [name value]}: which name a line has, its value, and where. */
final class RecordTags {

    private RecordTags() {
    }

    /** True when a line is a {@code [name ...]} line, or {@code [name]} with no value. */
    static boolean isTag(String line, String name) {
        return line.startsWith("[" + name + " ") || line.equals("[" + name + "]");
    }

    /** The value of a line written exactly {@code [name value]}, or null when it is not. */
    static String tag(Line line, String name) {
        String text = line.text();
        String open = "[" + name + " ";
        if (!text.startsWith(open) || !text.endsWith("]") || text.length() <= open.length() + 1) {
            return null;
        }
        return text.substring(open.length(), text.length() - 1);
    }

    /** Where the value of a {@code [name value]} line stands, or the line's start when it is not one. */
    static TextLocation valueAt(Line line, String name) {
        return line.text().startsWith("[" + name + " ") ? line.at(name.length() + 3) : line.start();
    }
}
