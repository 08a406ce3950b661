package org.tabula.web.http;

/** A request the API answers with an error status and a JSON {@code {"code","message"}}. */
final class ApiError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    ApiError(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }
}
