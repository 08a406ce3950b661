package org.tabula.readme;

import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;

/**
 * The checkers example of docs/games/checkers.md, run as written: it names no checkers class, and what it prints
 * must be what the page says it prints.
 */
class CheckersReadmeExampleTest {

    /** The example, line for line as on the page, printing to {@code out} instead of System.out. */
    private static void example(PrintStream out) {
        GameProvider checkers = ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("checkers")).findFirst().orElseThrow();
        Match match = Match.start(checkers, GameOptions.defaults(checkers.options()));
        for (String move : List.of("11-15", "c3-d4", "15x22")) {
            match.play(move);
        }
        out.println(match.play("21-17").refusal().message());
        out.println(match.legalMoves());
        out.print(match.record());
    }

    private static final String PRINTED = String.join("\n",
            "A capture is compulsory: White must jump, as in 25x18.",
            "[25x18, 26x17]",
            "[Event \"?\"]",
            "[Site \"?\"]",
            "[Date \"?\"]",
            "[Round \"?\"]",
            "[White \"?\"]",
            "[Black \"?\"]",
            "[Result \"*\"]",
            "[GameType \"21\"]",
            "",
            "1. 11-15 22-18 2. 15x22 *",
            "");

    @Test
    void example_printsWhatTheReadmeSays() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        example(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(PRINTED);
    }

    @Test
    void readme_showsTheExampleAndItsOutput() throws IOException {
        String readme = Files.readString(findReadme());
        assertThat(readme).contains("for (String move : List.of(\"11-15\", \"c3-d4\", \"15x22\")) {");
        assertThat(readme).contains("Match match = Match.start(checkers, GameOptions.defaults(checkers.options()));");
        assertThat(readme).contains("System.out.println(match.play(\"21-17\").refusal().message());");
        assertThat(readme).contains(PRINTED);
    }

    private static Path findReadme() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path readme = dir.resolve("docs/games/checkers.md");
            if (Files.exists(readme) && Files.exists(dir.resolve("README.md"))) {
                return readme;
            }
        }
        throw new IllegalStateException("no docs/games/checkers.md above " + Path.of("").toAbsolutePath());
    }
}
