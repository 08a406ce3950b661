package org.tabula.web.store;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * A place in the lobby's order (newest made first, then by id): the table a page ended at, as an opaque text a
 * client hands back for the next page. The time a table was made never changes, so a page never lists a table
 * again or skips one however the tables move meanwhile.
 *
 * @param created when the last table listed was made
 * @param id its id
 */
public record ListCursor(Instant created, String id) {

    /** Longer than any cursor this server writes. */
    private static final int MAX_CHARS = 100;

    /** The cursor as a client holds it: base64url of the time in microseconds and the id. */
    public String text() {
        long micros = Math.addExact(Math.multiplyExact(created.getEpochSecond(), 1_000_000L), created.getNano() / 1000);
        return Base64.getUrlEncoder().withoutPadding().encodeToString((micros + "." + id)
                .getBytes(StandardCharsets.US_ASCII));
    }

    /** The cursor a text holds, or empty when it is none this server wrote. */
    public static Optional<ListCursor> parse(String text) {
        if (text == null || text.length() > MAX_CHARS) {
            return Optional.empty();
        }
        try {
            String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
            int dot = plain.indexOf('.');
            String id = plain.substring(dot + 1);
            if (dot < 1 || !id.matches("[0-9a-f]{1,32}")) {
                return Optional.empty();
            }
            long micros = Long.parseLong(plain.substring(0, dot));
            return Optional.of(new ListCursor(Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
                    Math.floorMod(micros, 1_000_000L) * 1000L), id));
        } catch (IllegalArgumentException | ArithmeticException | java.time.DateTimeException e) {
            return Optional.empty();
        }
    }
}
