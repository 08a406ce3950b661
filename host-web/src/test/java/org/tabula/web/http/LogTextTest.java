package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class LogTextTest {

    @Test
    void text_isOneLine_itsControlCharactersEscaped() {
        assertThat(LogText.of("a\nERROR b\r\t\u001b[2J")).isEqualTo("a\\nERROR b\\r\\t\\e[2J");
    }

    @Test
    void text_overTheLimit_isCut() {
        assertThat(LogText.of("x".repeat(10_000))).hasSize(LogText.MAX_CHARS + 3).endsWith("...");
    }

    @Test
    void failure_keepsItsClassAndStack_withEveryMessageInItsChainOnOneLine() {
        var cause = new IllegalStateException("inner\nERROR forged");
        var failure = new IllegalArgumentException("option seed is not 'zz\nERROR forged\u001b[2J'", cause);

        StringWriter printed = new StringWriter();
        LogText.of(failure).printStackTrace(new PrintWriter(printed));

        assertThat(printed.toString()).startsWith("java.lang.IllegalArgumentException: option seed is not"
                + " 'zz\\nERROR forged\\e[2J'").contains("Caused by: java.lang.IllegalStateException: inner\\nERROR"
                + " forged").contains("\tat org.tabula.web.http.LogTextTest").doesNotContain("\u001b");
        assertThat(printed.toString().lines().filter(line -> line.startsWith("ERROR"))).isEmpty();
    }
}
