package org.tabula.royalur.text;

import org.tabula.royalur.model.UrRecord;

/**
 * A record written out, the other way from {@link RecordParser}: what that reads back is the record written.
 */
public final class RecordWriter {

    private RecordWriter() {
    }

    /**
     * The canonical text of a record: header lines, turn lines numbered from 1, then the result; each ends with a
     * newline.
     */
    public static String format(UrRecord record) {
        StringBuilder text = new StringBuilder(64 + 24 * record.turns().size());
        text.append("[rules ").append(record.rules().text()).append("]\n");
        text.append("[first ").append(record.first().word()).append("]\n");
        record.seed().ifPresent(seed -> text.append("[seed ").append(seed.hex()).append("]\n"));
        record.opening().ifPresent(count -> text.append("[opening ").append(count).append("]\n"));
        record.plyCap().ifPresent(cap -> text.append("[ply_cap ").append(cap).append("]\n"));
        record.start().ifPresent(position -> text.append("[position ").append(position.toString())
                .append("]\n"));
        for (int i = 0; i < record.turns().size(); i++) {
            text.append(record.turns().get(i).text(i + 1)).append('\n');
        }
        record.result().ifPresent(result -> text.append("[result ").append(result.text()).append("]\n"));
        return text.toString();
    }
}
