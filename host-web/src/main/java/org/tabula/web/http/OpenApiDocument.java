package org.tabula.web.http;

import io.javalin.config.RoutesConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The OpenAPI document of the API, kept in the repository ({@code openapi/tabula-api.json} on the class path) and
 * served as it is at {@link ApiPaths#DOCUMENT} and under v1.
 */
final class OpenApiDocument {

    /** Where the document lies on the class path. */
    static final String RESOURCE = "/openapi/tabula-api.json";

    private OpenApiDocument() {
    }

    /** The document's bytes, read once from the jar. */
    static byte[] bytes() {
        try (InputStream in = OpenApiDocument.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the OpenAPI document " + RESOURCE + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Serves the document at both its paths. */
    static void serve(RoutesConfig routes) {
        byte[] document = bytes();
        for (String path : new String[] {ApiPaths.DOCUMENT, ApiPaths.V1 + "/openapi.json"}) {
            routes.get(path, ctx -> ctx.status(200).contentType("application/json").result(document));
        }
    }
}
