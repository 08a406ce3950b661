package org.tabula.web.http;

import io.javalin.config.JavalinConfig;
import io.javalin.websocket.WsHandlerType;
import java.util.Set;
import java.util.TreeSet;

/**
 * The routes Javalin says it registered, as {@code METHOD PATH} ({@code GET /api/v1/tables/{id}}; a WebSocket's as
 * {@code WS PATH}): what the OpenAPI document is checked against, read from Javalin, not from a list kept
 * beside the routes.
 */
final class RegisteredRoutes {

    private final Set<String> routes = new TreeSet<>();

    /** Listens to the routes added to this configuration; before any is added. */
    void listen(JavalinConfig config) {
        config.events.handlerAdded(added -> {
            if (added.getHttpMethod().isHttpMethod()) {
                add(added.getHttpMethod().name() + " " + added.getPath());
            }
        });
        config.events.wsHandlerAdded(added -> {
            if (added.getHandlerType() == WsHandlerType.WEBSOCKET) {
                add("WS " + added.getPath());
            }
        });
    }

    private synchronized void add(String route) {
        routes.add(route);
    }

    /** Each route registered so far, sorted. */
    synchronized Set<String> all() {
        return Set.copyOf(routes);
    }
}
