package org.tabula.host.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code --json}, shared by the commands whose output a program reads: one JSON document on standard output
 * instead of the text for people. What goes to standard error (timings, warnings, errors) stays there.
 */
final class JsonOption {

    /**
     * Trees only, no data binding: a mapper needs no configuration and is safe to share. Made on first use, not
     * when picocli makes this option for a run without {@code --json}: Jackson's classes cost that run start-up time.
     */
    private static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    @Option(names = "--json", description = "Print one JSON document on standard output instead of the text.")
    private boolean json;

    /** True when {@code --json} was given. */
    boolean asked() {
        return json;
    }

    /** The mapper the document is built with. */
    ObjectMapper mapper() {
        return Mapper.MAPPER;
    }

    /** A new object to fill. */
    ObjectNode object() {
        return Mapper.MAPPER.createObjectNode();
    }

    /** Writes the document, indented, and a line end. */
    void write(PrintWriter out, JsonNode document) {
        try {
            out.println(Mapper.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(document));
        } catch (JsonProcessingException e) {
            // A tree of strings, numbers and nulls always writes; failing here is a fault in the host.
            throw new IllegalStateException("a JSON tree could not be written", e);
        }
        out.flush();
    }
}
