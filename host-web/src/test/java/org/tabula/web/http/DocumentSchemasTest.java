package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The check the tests hold the server's messages to can fail: what the document's schemas refuse, it refuses. */
class DocumentSchemasTest {

    private static java.util.List<String> errors(String schema, String json) throws IOException {
        return DocumentSchemas.INSTANCE.errors(schema, Api.JSON.readTree(json));
    }

    @Test
    void aMessageOrErrorOutsideTheDocument_isFound_andOneInsideItPasses() throws IOException {
        assertThat(errors("Error", "{\"code\":\"REFUSED\",\"message\":\"a1 is taken.\",\"reason\":\"point-taken\"}"))
                .isEmpty();
        assertThat(errors("Error", "{\"code\":\"REFUSED\"}")).as("no message").isNotEmpty();
        assertThat(errors("LiveMessage", "{\"type\":\"gap\",\"version\":6,\"from\":3,\"through\":6,"
                + "\"message\":\"Versions 3 to 6 were not sent.\"}")).isEmpty();
        assertThat(errors("LiveMessage", "{\"type\":\"gap\",\"version\":6}")).as("a gap without its versions")
                .isNotEmpty();
        assertThat(errors("LiveMessage", "{\"type\":\"news\",\"version\":6}")).as("no such type").isNotEmpty();
    }
}
