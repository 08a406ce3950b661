package org.tabula.web.http;

import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.proxy.ProxyHandler;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;

/**
 * The conformance mode's one upstream of Prism (whose proxy has a single upstream, fixed when it starts): a reverse
 * proxy in the test JVM that passes each request on to the test's own server, on the port its
 * {@value #UPSTREAM} header names. So every test keeps its server on a port of its own, with its own settings,
 * several at a time, and still each request goes through Prism.
 */
final class ConformanceRouter {

    /** The header naming the port of the server a request is for, set by {@link Api}. */
    static final String UPSTREAM = "X-Tabula-Upstream";

    /**
     * The header the router puts on each answer it passes back: one without it was made up by Prism (with
     * {@code --errors} it answers some requests outside the document itself, from the document's own examples).
     */
    static final String ROUTED = "X-Tabula-Routed";

    private static Server router;

    private ConformanceRouter() {
    }

    /** The router listening on this port, started at the first call (one for the whole test run). */
    static synchronized void listenOn(int port) {
        if (router != null) {
            return;
        }
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        connector.setPort(port);
        server.addConnector(connector);
        server.setHandler(new Handler.Wrapper(new ProxyHandler.Reverse(ConformanceRouter::toTheTestsServer)) {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                response.getHeaders().put(ROUTED, "yes");
                return super.handle(request, response, callback);
            }
        });
        try {
            server.start();
        } catch (Exception e) {
            throw new IllegalStateException("the conformance router could not listen on port " + port, e);
        }
        router = server;
    }

    private static HttpURI toTheTestsServer(Request request) {
        String port = request.getHeaders().get(UPSTREAM);
        if (port == null || !port.matches("[0-9]{1,5}")) {
            throw new IllegalArgumentException("a request through the conformance router without " + UPSTREAM);
        }
        return HttpURI.build(request.getHttpURI()).scheme("http").host("127.0.0.1").port(Integer.parseInt(port));
    }
}
