package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The OpenAPI document's own schemas, to hold what the server sends to them in the default build: the live messages
 * above all, which no proxy sees (Prism checks the HTTP answers in .ci/api-conformance). OpenAPI 3.1's schemas are
 * JSON Schema 2020-12, checked by networknt's validator; a schema is named as the document's components name it.
 */
public final class DocumentSchemas {

    static final DocumentSchemas INSTANCE = new DocumentSchemas();

    private final JsonNode components;
    /** OpenAPI 3.1's dialect of JSON Schema 2020-12, which knows the document's discriminator. */
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(Dialects.getOpenApi31());
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private DocumentSchemas() {
        try {
            components = Api.JSON.readTree(OpenApiDocument.bytes()).get("components");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Asserts that the value is what the document's schema of this name allows. */
    public static void assertFits(String schema, JsonNode value) {
        assertThat(INSTANCE.errors(schema, value)).as("%s against the document's %s", value, schema).isEmpty();
    }

    /** What the value breaks of the schema, each as the validator says it; empty when it fits. */
    List<String> errors(String name, JsonNode value) {
        Schema schema = schemas.computeIfAbsent(name, this::load);
        return schema.validate(value.toString(), InputFormat.JSON).stream().map(Object::toString).toList();
    }

    /** The named component of the document on the class path, its references resolved in the document. */
    private Schema load(String name) {
        if (!components.path("schemas").has(name)) {
            throw new IllegalArgumentException("the document has no schema " + name);
        }
        return registry.getSchema(SchemaLocation.of("classpath:" + OpenApiDocument.RESOURCE.substring(1) + "#/components/schemas/"
                + name));
    }
}
