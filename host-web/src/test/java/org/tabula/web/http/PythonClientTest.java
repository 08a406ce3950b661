package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * docs/examples/tabula_client.py, the platform page's Python client, plays a whole game of morris against a real
 * server's weakest bot: its exit status, the finished table in the server and the record it prints.
 */
class PythonClientTest {

    /** The script, from host-web (where the tests run) or the repository's root. */
    private static final Path SCRIPT = Files.exists(Path.of("../docs/examples/tabula_client.py"))
            ? Path.of("../docs/examples/tabula_client.py") : Path.of("docs/examples/tabula_client.py");

    @TempDir
    Path dir;

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, program))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theClient_playsAWholeGameAgainstTheBot_handlesARefusal_andPrintsTheRecord() throws Exception {
        Assumptions.assumeTrue(onPath("python3"), "no python3 on the PATH");
        try (TabulaServer server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1,
                Duration.ofMillis(20)))) {
            Path out = dir.resolve("out.txt");
            Process client = new ProcessBuilder("python3", SCRIPT.toString(), "--server",
                    "http://127.0.0.1:" + server.port(), "--game", "morris", "--seed", "1", "--show-refusal")
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            // A bound for a stuck client, not a measure: the game takes a few seconds.
            if (!client.waitFor(3, TimeUnit.MINUTES)) {
                client.destroyForcibly();
                throw new AssertionError("the client did not finish: " + read(out));
            }
            String printed = read(out);
            assertThat(client.exitValue()).as(printed).isZero();

            Matcher table = Pattern.compile("^Table (\\S+): ", Pattern.MULTILINE).matcher(printed);
            assertThat(table.find()).as(printed).isTrue();
            JsonNode state = new Api(server.port()).get("/api/v1/tables/" + table.group(1)).json();
            assertThat(state.get("status").asText()).isNotEqualTo("active");
            assertThat(printed).contains("Refused (")
                    .contains("Game over: " + state.get("result").get("sentence").asText())
                    .endsWith(state.get("record").asText().strip() + "\n");
        }
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
