package org.tabula.web.http;

import java.nio.charset.StandardCharsets;

/**
 * One message of a table's live feed as sent: its type ({@code state}, {@code gap}, {@code dropped}, {@code clock},
 * {@code chat}, {@code end}), the table's version it belongs to, its JSON text and that text's size in UTF-8.
 */
record LiveMessage(String type, long version, String text, long bytes) {

    static LiveMessage of(String type, long version, String text) {
        return new LiveMessage(type, version, text, text.getBytes(StandardCharsets.UTF_8).length);
    }
}
