package org.tabula.host.play;

import com.google.inject.ImplementedBy;
import java.io.IOException;
import java.nio.file.Path;

/** Writes a record file whole; {@link AtomicRecordWriter} unless a test puts faults in its steps. */
@ImplementedBy(AtomicRecordWriter.class)
public interface RecordWriter {

    /**
     * Writes the text to the file, replacing it whole.
     *
     * @throws IOException when the file cannot be written, its message saying why in words
     */
    void write(Path file, String text) throws IOException;
}
