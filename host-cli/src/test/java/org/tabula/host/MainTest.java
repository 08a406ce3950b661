package org.tabula.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Injector;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;

class MainTest {

    /** --help and --version are answered before the injector is made, and so before any plugin is looked for. */
    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "--version", "-V"})
    void helpAndVersionAlone_neverWireTheHost(String option) {
        FakeConsole console = FakeConsole.withoutInput();
        AtomicInteger wired = new AtomicInteger();
        Supplier<Injector> host = () -> {
            wired.incrementAndGet();
            return TestHost.create().injector(option);
        };

        int code = Main.run(new String[] {option}, () -> console, host);

        assertThat(code).isZero();
        assertThat(console.output()).startsWith(option.contains("h") ? "Usage: tabula" : "tabula ");
        assertThat(wired).as("injectors made").hasValue(0);
    }

    /** Anything more than the option alone goes through the host: a command's help shows the games' side options. */
    @ParameterizedTest
    @ValueSource(strings = {"games", "play --help", "--help --debug", "--version games"})
    void anyOtherLine_wiresTheHost(String line) {
        FakeConsole console = FakeConsole.withoutInput();
        AtomicInteger wired = new AtomicInteger();
        String[] args = line.split(" ");
        Supplier<Injector> host = () -> {
            wired.incrementAndGet();
            return TestHost.create().withConsole(console).injector(args);
        };

        Main.run(args, () -> console, host);

        assertThat(wired).as("injectors made").hasValue(1);
    }
}
