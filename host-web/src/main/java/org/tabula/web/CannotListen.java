package org.tabula.web;

/** Thrown when the server cannot listen on the address and port it was given (taken, or no address of this host). */
public final class CannotListen extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Says which address and port, and why. */
    public CannotListen(String address, int port, Throwable cause) {
        super("cannot listen on " + TabulaServer.authority(address, port) + ": " + reason(cause), cause);
    }

    /** The deepest cause's message: Jetty's own wrapping says nothing a person can act on. */
    private static String reason(Throwable cause) {
        Throwable deepest = cause;
        while (deepest.getCause() != null && deepest.getCause() != deepest) {
            deepest = deepest.getCause();
        }
        if (deepest instanceof java.nio.channels.UnresolvedAddressException) {
            return "no address has that name";
        }
        return deepest.getMessage() != null ? deepest.getMessage() : "the system refused";
    }
}
