package org.tabula.host.core.clock;

/** A time control that cannot be: the field at fault ({@code clock.limit}) and a sentence naming it. */
public final class BadTimeControl extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    BadTimeControl(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The field at fault, as a request writes it: {@code clock}, {@code clock.limit}, {@code clock.kind} ... */
    public String field() {
        return field;
    }
}
