package org.tabula.web.store;

/**
 * The store refuses for now, and has said why in the log once: the database does not answer, or its file is no
 * longer the one the server opened. A request that meets it is answered 503 and need not be logged again.
 */
public final class StoreUnavailableException extends StoreException {

    private static final long serialVersionUID = 1L;

    StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
