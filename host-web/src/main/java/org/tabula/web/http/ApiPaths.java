package org.tabula.web.http;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

/**
 * Where the API lives: every route under {@code /api/v1/}. The paths of 0.1.0 without the version are answered with
 * a permanent redirect (308, which keeps the method and the body) to the same path under it, query included.
 */
final class ApiPaths {

    /** The first version of the API, the prefix of every route of it. */
    static final String V1 = "/api/v1";

    /** The document that describes the API, served where a client looks for it first as well as under v1. */
    static final String DOCUMENT = "/api/openapi.json";

    /** A path under some version of the API, this one or another: never redirected. */
    private static final java.util.regex.Pattern VERSIONED = java.util.regex.Pattern.compile("/api/v[0-9]+(/.*)?");

    private ApiPaths() {
    }

    /** Before every request under {@code /api/}: one outside any version is sent to its place in v1. */
    static void redirectUnversioned(Context ctx) {
        String path = ctx.path();
        if (!path.startsWith("/api/") || VERSIONED.matcher(path).matches() || path.equals(DOCUMENT)) {
            return;
        }
        String query = ctx.queryString();
        ctx.header("Location", V1 + path.substring("/api".length()) + (query == null ? "" : "?" + query));
        ctx.status(HttpStatus.PERMANENT_REDIRECT).contentType("application/json").result("{\"code\":\"MOVED\","
                + "\"message\":\"The API's paths are under " + V1 + "/; this one moved there.\"}");
        ctx.skipRemainingHandlers();
    }
}
