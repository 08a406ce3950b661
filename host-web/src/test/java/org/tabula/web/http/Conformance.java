package org.tabula.web.http;

/**
 * The API tests' conformance mode (.ci/api-conformance, docs/testing.md): every request an {@link Api} makes goes
 * through Stoplight Prism's validating proxy, which holds it and its answer to the OpenAPI document. Two Prisms, both
 * in front of the {@link ConformanceRouter}, which passes each request on to its test's own server: one with
 * {@code --errors}, for the requests the document allows (Prism answers any request or answer outside the document
 * with an error of its own), and one without, for a test's deliberately malformed requests (passed on, so that the
 * server's own 4xx is seen, with Prism's findings in the {@code sl-violations} header). Off unless all three ports
 * are given.
 */
final class Conformance {

    /** The port of the router, Prism's upstream. */
    static final String ROUTER_PORT = "tabula.conformance.routerPort";
    /** The port of the Prism with {@code --errors}. */
    static final String CHECKED_PORT = "tabula.conformance.checkedPort";
    /** The port of the Prism without it. */
    static final String PASSING_PORT = "tabula.conformance.passingPort";

    private Conformance() {
    }

    /** Whether the requests go through Prism. */
    static boolean on() {
        return Integer.getInteger(ROUTER_PORT) != null && Integer.getInteger(CHECKED_PORT) != null
                && Integer.getInteger(PASSING_PORT) != null;
    }

    /** The port to send a request to: a Prism's, the router listening behind both. */
    static int prismPort(boolean outsideTheDocument) {
        ConformanceRouter.listenOn(Integer.getInteger(ROUTER_PORT));
        return Integer.getInteger(outsideTheDocument ? PASSING_PORT : CHECKED_PORT);
    }
}
