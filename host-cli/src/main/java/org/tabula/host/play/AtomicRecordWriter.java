package org.tabula.host.play;

import com.google.inject.Inject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/** {@link RecordFile#write}: a temporary file, forced to the disk and renamed over the record. */
public final class AtomicRecordWriter implements RecordWriter {

    private final SaveSteps steps;

    /** The writer that saves for real. */
    @Inject
    public AtomicRecordWriter() {
        this(SaveSteps.NONE);
    }

    /** A writer that tells these steps of each save as they are reached (tests put faults there). */
    public AtomicRecordWriter(SaveSteps steps) {
        this.steps = Objects.requireNonNull(steps, "steps");
    }

    @Override
    public void write(Path file, String text) throws IOException {
        RecordFile.write(file, text, steps);
    }
}
