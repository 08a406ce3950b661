package org.tabula.web.table;

/**
 * A request naming what is not there or not allowed (an unknown game, option, side or player, an unreadable
 * record): the server answers 400 with the code and this sentence.
 */
public final class BadTableRequest extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;

    /** A bad request with its code, such as {@code UNKNOWN_GAME}, and a sentence. */
    public BadTableRequest(String code, String message) {
        super(message);
        this.code = code;
    }

    /** The code a program acts on. */
    public String code() {
        return code;
    }
}
