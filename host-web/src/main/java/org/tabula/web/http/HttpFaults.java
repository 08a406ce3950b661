package org.tabula.web.http;

import java.util.Optional;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.io.EofException;

/**
 * The faults of HTTP itself, which Jetty finds before or while a route reads a request: each a client's fault
 * answered with a 4xx and a code, never taken for the server's own failure.
 */
final class HttpFaults {

    /** How deep a chain of causes is searched for the client's fault. */
    private static final int MAX_CAUSES = 10;

    private HttpFaults() {
    }

    /**
     * The status a fault Jetty found is answered with: its own, but 400 for an HTTP version not spoken (Jetty's 505),
     * which is the client's fault and so a 4xx like every other.
     */
    static int answered(int status) {
        return status == 505 ? 400 : status;
    }

    /** The code a program acts on for an HTTP status. */
    static String code(int status) {
        return named(status).code();
    }

    /** A sentence for an HTTP status whose cause says nothing more. */
    static String sentence(int status) {
        return named(status).sentence();
    }

    /** A status's code and sentence. */
    private record Named(String code, String sentence) {
    }

    private static Named named(int status) {
        return switch (status) {
            case 400 -> new Named("BAD_REQUEST", "The request is not one HTTP/1.1 can read.");
            case 404 -> new Named("NOT_FOUND", "There is nothing at this address.");
            case 405 -> new Named("METHOD_NOT_ALLOWED", "This method is not allowed here.");
            case 408 -> new Named("REQUEST_TIMEOUT", "The request took too long to arrive.");
            case 411 -> new Named("LENGTH_REQUIRED", "The request needs a Content-Length.");
            case 413 -> new Named("TOO_LARGE", "The request is too large.");
            case 414 -> new Named("URI_TOO_LONG", "The address (URI) is too long.");
            case 415 -> new Named("UNSUPPORTED_MEDIA_TYPE", "The body is of a type not read here.");
            case 431 -> new Named("HEADERS_TOO_LARGE", "The request's headers are too large.");
            case 505 -> new Named("UNSUPPORTED_HTTP_VERSION", "Only HTTP/1.0 and HTTP/1.1 are spoken here.");
            default -> new Named("HTTP_" + status, "The request cannot be answered (HTTP " + status + ").");
        };
    }

    /**
     * The client's fault behind a failure, if that is what it is: a request Jetty refuses with a 4xx (a WebSocket
     * upgrade without its key, a bad chunk size), or a body that ended before its declared length.
     */
    static Optional<ApiError> clientFault(Throwable failure) {
        Throwable cause = failure;
        for (int depth = 0; cause != null && depth < MAX_CAUSES; depth++, cause = cause.getCause()) {
            // First: Jetty's early end of a body is an HttpException too, of a bare 400.
            if (cause instanceof EofException) {
                return Optional.of(new ApiError(400, "BODY_CUT_SHORT",
                        "The request ended before the body its headers announced."));
            }
            if (cause instanceof HttpException http && http.getCode() >= 400 && http.getCode() < 500) {
                return Optional.of(new ApiError(http.getCode(), code(http.getCode()), sentence(http.getCode())));
            }
        }
        return Optional.empty();
    }
}
