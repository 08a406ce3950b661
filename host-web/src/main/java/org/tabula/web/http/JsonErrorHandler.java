package org.tabula.web.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own error answers (a request line or header it cannot read, a URI or headers over its limits, an
 * unknown HTTP version) written as the API's JSON {@code {"code","message"}} instead of an HTML page, with no
 * stack trace and nothing the client sent.
 */
final class JsonErrorHandler extends ErrorHandler {

    private static final HttpField JSON = new HttpField(HttpHeader.CONTENT_TYPE, "application/json");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    JsonErrorHandler() {
        setShowStacks(false);
        setShowCauses(false);
    }

    @Override
    protected void generateResponse(Request request, Response response, int status, String message, Throwable cause,
            Callback callback) {
        response.setStatus(HttpFaults.answered(status));
        response.getHeaders().put(JSON);
        response.write(true, ByteBuffer.wrap(body(status)), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(JSON);
        return ByteBuffer.wrap(body(status));
    }

    /** The JSON of an error at this status: its code and a sentence of the server's own, never the client's text. */
    static byte[] body(int status) {
        var node = MAPPER.createObjectNode().put("code", HttpFaults.code(status))
                .put("message", HttpFaults.sentence(status));
        return node.toString().getBytes(StandardCharsets.UTF_8);
    }
}
