package org.tabula.royalur.text;

import org.tabula.api.TextLocation;
import org.tabula.notation.Header;
import org.tabula.notation.Line;

/**
 * The header lines of a record as notation-common's reader gives them, each a tag written {@code [name value]}:
 * which name a tag has and its value, taken only as a record writes them, and where the value stands.
 */
final class RecordTags {

    private RecordTags() {
    }

    /**
     * True when the tag's name is {@code name}, spelled on its line as a record writes it: in lower case, just after
     * the bracket, and followed by a space or the closing bracket.
     */
    static boolean isTag(Header tag, Line line, String name) {
        return tag.keyword().text().equals(name)
                && (line.text().startsWith("[" + name + " ") || line.text().equals("[" + name + "]"));
    }

    /**
     * The value of a tag written exactly {@code [name value]} on its line, one space after the name and nothing
     * after the value but the bracket; null when it is not.
     */
    static String value(Header tag, Line line, String name) {
        String value = tag.value();
        if (!isTag(tag, line, name) || value.isEmpty() || !line.text().equals("[" + name + " " + value + "]")) {
            return null;
        }
        return value;
    }

    /**
     * Where the value of a tag named {@code name} stands as a record writes it, just past {@code [name }; the line's
     * start when the line does not begin so.
     */
    static TextLocation valueAt(Line line, String name) {
        return line.text().startsWith("[" + name + " ") ? line.at(name.length() + 3) : line.start();
    }
}
