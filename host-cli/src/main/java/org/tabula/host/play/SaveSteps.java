package org.tabula.host.play;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Told of each step of a save as it is reached: the seam through which tests put a fault at a step (a full disk
 * is an {@link IOException} there, a crash a halt of the process). Saving for real is {@link #NONE}.
 */
@FunctionalInterface
public interface SaveSteps {

    /** Nothing happens at any step. */
    SaveSteps NONE = (point, temporary) -> { };

    /**
     * A step is reached.
     *
     * @param temporary the temporary file the text goes to
     * @throws IOException to fail the save there, as the file system would
     */
    void reached(SavePoint point, Path temporary) throws IOException;
}
