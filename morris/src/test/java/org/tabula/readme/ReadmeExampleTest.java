package org.tabula.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;

/**
 * The "Playing morris from Java" example of docs/java-library.md, run as written: it names no morris class, and
 * what it prints must be what the page says it prints.
 */
class ReadmeExampleTest {

    /** The example, line for line as on the page, printing to {@code out} instead of System.out. */
    private static void example(PrintStream out) {
        GameProvider morris = ServiceLoader.load(GameProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("morris"))
                .findFirst()
                .orElseThrow();
        Match game = Match.start(morris, GameOptions.of(morris.options(), Map.of("flying", "true")));

        for (String move : List.of("d2", "f4", "D6", "b4", "d7")) {
            game.play(move);
        }
        Outcome<Move> refused = game.play("d6");
        out.println(refused.refusal().code() + ": " + refused.refusal().message());
        out.println(game.turn() + " to move, " + game.legalMoves().size() + " legal moves");
        out.print(game.record());
    }

    private static final String PRINTED = String.join("\n",
            "point-taken: d6 is already taken.",
            "black to move, 19 legal moves",
            "# game morris",
            "1. d2 f4",
            "2. d6 b4",
            "3. d7",
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
        assertThat(readme).contains("for (String move : List.of(\"d2\", \"f4\", \"D6\", \"b4\", \"d7\")) {");
        assertThat(readme).contains("Outcome<Move> refused = game.play(\"d6\");");
        assertThat(readme).contains(PRINTED);
    }

    private static Path findReadme() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path readme = dir.resolve("docs/java-library.md");
            if (Files.exists(readme) && Files.exists(dir.resolve("README.md"))) {
                return readme;
            }
        }
        throw new IllegalStateException("no docs/java-library.md above " + Path.of("").toAbsolutePath());
    }
}
