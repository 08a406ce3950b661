package org.tabula.web.store;

import java.util.regex.Pattern;

/** A URL as it may be shown in a message or a log: its password hidden. */
final class Redacted {

    private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&;]*");

    private Redacted() {
    }

    static String url(String url) {
        return url == null ? "null" : PASSWORD.matcher(url).replaceAll("$1***");
    }
}
