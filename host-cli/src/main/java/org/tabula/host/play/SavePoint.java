package org.tabula.host.play;

/**
 * The steps of writing a record file, in order, named so that a test can stop a save at each of them and see that
 * the file holds a whole record afterwards (the old one before the rename, the new one after it).
 */
public enum SavePoint {
    /** The temporary file is made, empty, beside the record. */
    BEFORE_WRITE,
    /** The text is in the temporary file, perhaps only in the system's cache. */
    AFTER_WRITE,
    /** The text is forced to the disk; the temporary file is still open. */
    AFTER_FORCE,
    /** The temporary file is closed, about to be renamed over the record. */
    BEFORE_RENAME,
    /** The record is replaced. */
    AFTER_RENAME
}
