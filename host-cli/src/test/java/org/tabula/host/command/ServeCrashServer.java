package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real {@code tabula serve} in a process of its own (this JVM's class path, port 0), its port read from the line
 * it prints, and an HTTP client of it. {@link #kill()} is {@code kill -9}.
 */
final class ServeCrashServer implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern LISTENING = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/");
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Process process;
    private final int port;

    private ServeCrashServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts {@code tabula serve --port 0 --db URL} with quick bots, and waits for the line naming its port. */
    static ServeCrashServer start(String url, Path errors) throws IOException {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.tabula.host.Main", "serve", "--port", "0",
                // Moves pour in from one address as fast as it can send them.
                "--db", url, "--bot-time", "30ms", "--moves-per-second", "100000", "--tables-per-minute", "100000")
                .redirectError(ProcessBuilder.Redirect.appendTo(errors.toFile())).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            Matcher port = LISTENING.matcher(line);
            if (port.find()) {
                drain(out);
                return new ServeCrashServer(process, Integer.parseInt(port.group(1)));
            }
        }
        process.destroyForcibly();
        throw new AssertionError("tabula serve ended without naming its port; see " + errors);
    }

    /** Reads what else the server prints, so that a full pipe never holds it up. */
    private static void drain(BufferedReader out) {
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // Nothing to keep.
                }
            } catch (IOException gone) {
                // The process was killed.
            }
        }, "serve-stdout");
        drain.setDaemon(true);
        drain.start();
    }

    /** True until the process is killed or ends. */
    boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL on Linux: no shutdown hook, no close. Returns once the process is gone. */
    void kill() throws InterruptedException {
        long pid = process.pid();
        process.destroyForcibly();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("killed within 30 s").isTrue();
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("process %d gone", pid)
                .isFalse();
    }

    /** An answer: its status and its body as JSON. */
    record Reply(int status, JsonNode json) {
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /**
     * Posts a JSON body with a seat's token (or none).
     *
     * @throws IOException when the server is gone before it answers
     */
    Reply post(String path, String body, String token) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return send(request);
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(request.timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), JSON.readTree(response.body()));
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
