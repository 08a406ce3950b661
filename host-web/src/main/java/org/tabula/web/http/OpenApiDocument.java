package org.tabula.web.http;

import io.javalin.config.RoutesConfig;

/**
 * The OpenAPI document of the API, kept in the repository ({@code openapi/tabula-api.json} on the class path) and
 * served as it is at {@link ApiPaths#DOCUMENT} and under v1.
 */
final class OpenApiDocument {

    /** Where the document lies on the class path. */
    static final String RESOURCE = "/openapi/tabula-api.json";

    private OpenApiDocument() {
    }

    /** The document's bytes, read from the jar. */
    static byte[] bytes() {
        return JarFiles.read(RESOURCE);
    }

    /** Serves the document at both its paths. */
    static void serve(RoutesConfig routes) {
        byte[] document = bytes();
        for (String path : new String[] {ApiPaths.DOCUMENT, ApiPaths.V1 + "/openapi.json"}) {
            routes.get(path, ctx -> ctx.status(200).contentType("application/json").result(document));
        }
    }
}
