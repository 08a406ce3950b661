package org.tabula.host.core.seat;

/**
 * A seat that cannot be given as asked; each host words it in its own terms (an option, a JSON field).
 *
 * <p>The side and the text asked for are null when the fault is not one seat's (a side the game lacks is named in
 * the message).
 */
public final class SeatingException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String sideId;
    private final String asked;

    SeatingException(String sideId, String asked, String message) {
        super(message);
        this.sideId = sideId;
        this.asked = asked;
    }

    /** The side whose seat was refused, or null. */
    public String sideId() {
        return sideId;
    }

    /** What was asked for that side, or null. */
    public String asked() {
        return asked;
    }
}
