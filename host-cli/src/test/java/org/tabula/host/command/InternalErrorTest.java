package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.host.core.testgames.OverflowProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** A fault in a plugin or the host, an {@link Error} included: exit 70, one line, the stack trace on request. */
class InternalErrorTest {

    @TempDir
    Path dir;

    @BeforeEach
    void installTheOverflowingGame() {
        PluginJar.providing(OverflowProvider.class).withTheirPackage().writeTo(dir.resolve("overflow.jar"));
    }

    @Test
    void stackOverflowInAPlugin_exitsWith70_andOneLine() {
        Run run = TestHost.create().run("--plugins", dir.toString(), "moves", "overflow");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.INTERNAL);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tabula moves: internal error: the stack overflowed (java.lang.StackOverflowError);"
                + " run again with --debug for the stack trace\n");
    }

    @Test
    void debug_addsTheStackTrace_whereverTheOptionStands() {
        Run before = TestHost.create().run("--debug", "--plugins", dir.toString(), "moves", "overflow");
        Run after = TestHost.create().run("--plugins", dir.toString(), "moves", "overflow", "--debug");

        for (Run run : new Run[] {before, after}) {
            assertThat(run.exitCode()).isEqualTo(ExitCodes.INTERNAL);
            assertThat(run.err()).startsWith("tabula moves: internal error: the stack overflowed "
                    + "(java.lang.StackOverflowError)\njava.lang.StackOverflowError\n")
                    .contains("org.tabula.host.core.testgames.OverflowProvider.deeper(OverflowProvider.java:");
        }
    }

    @Test
    void debug_isNamedInTheHelp() {
        assertThat(TestHost.create().run("--help").out()).contains("--debug");
        assertThat(TestHost.create().run("moves", "--help").out()).contains("--debug");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "out of memory     | out of memory: Java heap space (java.lang.OutOfMemoryError)",
        "stack overflow    | the stack overflowed (java.lang.StackOverflowError)",
        "exception         | java.lang.IllegalStateException: broken",
        "two-line message  | java.lang.IllegalStateException: first line / second line",
    })
    void theLine_saysWhatWentWrong_onOneLine(String what, String line) {
        Throwable fault = switch (what) {
            case "out of memory" -> new OutOfMemoryError("Java heap space");
            case "stack overflow" -> new StackOverflowError();
            case "exception" -> new IllegalStateException("broken");
            default -> new IllegalStateException("first line\nsecond line");
        };

        assertThat(InternalFailure.describe(fault)).isEqualTo(line);
    }
}
