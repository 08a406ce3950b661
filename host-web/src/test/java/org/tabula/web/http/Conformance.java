package org.tabula.web.http;

/**
 * The API tests' conformance mode (.ci/api-conformance, docs/testing.md): each test's fresh server listens on one
 * fixed port, in front of which Prism checks every request and answer against the OpenAPI document, and the client
 * talks to Prism. Off (port 0, the client straight to the server) unless both properties are given.
 */
final class Conformance {

    /** The port each test's server listens on: Prism's upstream, fixed when Prism starts. */
    static final String SERVER_PORT = "tabula.conformance.serverPort";
    /** The port of Prism in front of it. */
    static final String PROXY_PORT = "tabula.conformance.proxyPort";

    private Conformance() {
    }

    /** Whether the tests run through Prism. */
    static boolean on() {
        return Integer.getInteger(PROXY_PORT) != null && Integer.getInteger(SERVER_PORT) != null;
    }

    /** The port a test's server listens on: the fixed one in this mode, else any free one. */
    static int serverPort() {
        return on() ? Integer.getInteger(SERVER_PORT) : 0;
    }

    /** The port the client sends to for a server on {@code serverPort}: Prism's in this mode. */
    static int clientPort(int serverPort) {
        return on() ? Integer.getInteger(PROXY_PORT) : serverPort;
    }
}
