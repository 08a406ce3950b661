package org.tabula.web.store;

/** The database failed: the server answers 500 (or 503) and keeps the table as last committed. */
public class StoreException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** A failure with its cause. */
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
