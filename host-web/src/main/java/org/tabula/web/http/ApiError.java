package org.tabula.web.http;

import java.util.List;

/**
 * A request the API answers with an error status and a JSON {@code {"code","message"}}, and for a body's unknown
 * fields their names as {@code "fields"}.
 */
final class ApiError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final List<String> fields;

    ApiError(int status, String code, String message) {
        this(status, code, message, List.of());
    }

    ApiError(int status, String code, String message, List<String> fields) {
        super(message);
        this.status = status;
        this.code = code;
        this.fields = List.copyOf(fields);
    }

    /** The fields of the body the error names, or none. */
    List<String> fields() {
        return fields;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }
}
