package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Module;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class ServeCommandTest {

    @Test
    void serve_withADatabaseUrlOfNoKnownKind_isAUsageErrorWithASentence() {
        Run run = TestHost.create().run("serve", "--port", "0", "--db", "nonsense");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--db").contains("jdbc:h2:file:").doesNotContain("Exception");
    }

    @Test
    void serve_withALimitOutOfRange_isAUsageErrorNamingTheOption() {
        Run threads = TestHost.create().run("serve", "--port", "0", "--request-threads", "2");
        Run queue = TestHost.create().run("serve", "--port", "0", "--watcher-queue", "lots");
        Run pings = TestHost.create().run("serve", "--port", "0", "--ping-interval", "90s");

        assertThat(threads.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(threads.err()).contains("--request-threads takes 8 or more").doesNotContain("Exception");
        assertThat(queue.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(queue.err()).contains("--watcher-queue takes a size such as 2MiB");
        assertThat(pings.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(pings.err()).contains("--ping-interval").contains("--ws-idle-timeout");
    }

    @Test
    void serve_takesItsLimits_andStarts(@TempDir Path folder) {
        Module world = binder -> {
            binder.bind(DataFolder.class).toInstance(DataFolder.of(Map.of("HOME", folder.toString()),
                    folder.toString()));
            binder.bind(ServeLifetime.class).toInstance(server -> { });
        };
        Run run = TestHost.create().withModule(world).run("serve", "--port", "0", "--request-threads", "16",
                "--idle-timeout", "5s", "--header-timeout", "2s", "--body-timeout", "3s",
                "--connections-per-address", "8", "--watcher-queue", "512KiB", "--ping-interval", "500ms",
                "--ws-idle-timeout", "PT5S");

        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void serve_keepsItsDatabaseUnderHome_whenHomeIsSet_notUnderTheAccountsHome(@TempDir Path folder) {
        Path home = folder.resolve("home");
        Path account = folder.resolve("account");
        Run run = serve(DataFolder.of(Map.of("HOME", home.toString()), account.toString()));

        Path database = home.resolve(".tabula").resolve("server").resolve("tabula.db");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("(jdbc:sqlite:" + database + ")");
        assertThat(database).exists();
        assertThat(account).doesNotExist();
    }

    @Test
    void serve_keepsItsDatabaseInTabulaData_whenThatIsSet(@TempDir Path folder) {
        Path data = folder.resolve("data");
        Run run = serve(DataFolder.of(Map.of("HOME", folder.resolve("home").toString(), "TABULA_DATA",
                data.toString()), folder.resolve("account").toString()));

        assertThat(run.out()).contains("(jdbc:sqlite:" + data.resolve("tabula.db") + ")");
    }

    @Test
    void serve_takesItsTableLimits_aSecondTableInAMinuteIs429(@TempDir Path folder) {
        int[] statuses = new int[2];
        Module world = binder -> {
            binder.bind(DataFolder.class).toInstance(DataFolder.of(Map.of("HOME", folder.toString()),
                    folder.toString()));
            binder.bind(ServeLifetime.class).toInstance(server -> {
                for (int i = 0; i < 2; i++) {
                    statuses[i] = createTable(server.port());
                }
            });
        };
        Run run = TestHost.create().withModule(world).run("serve", "--port", "0", "--tables-per-minute", "1",
                "--moves-per-second", "5", "--table-cache-mb", "16", "--max-record-bytes", "4096");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(statuses).containsExactly(201, 429);
    }

    @Test
    void serve_takesATablesSeedFromAClient_onlyWithClientSeeds(@TempDir Path folder) {
        String seeded = "{\"game\":\"morris\",\"seed\":7}";

        assertThat(serveAndCreate(folder.resolve("default"), seeded)).isEqualTo(400);
        assertThat(serveAndCreate(folder.resolve("taking"), seeded, "--client-seeds")).isEqualTo(201);
        assertThat(TestHost.create().run("serve", "--help").out()).contains("--client-seeds");
    }

    @Test
    void serve_takesTheLongestName_asAnOption(@TempDir Path folder) {
        String four = "{\"game\":\"morris\",\"names\":{\"white\":\"Anna\"}}";

        assertThat(serveAndCreate(folder.resolve("default"), four)).isEqualTo(201);
        assertThat(serveAndCreate(folder.resolve("three"), four, "--max-name-chars", "3")).isEqualTo(400);
        assertThat(TestHost.create().run("serve", "--help").out()).contains("--max-name-chars", "--max-chat-chars");
    }

    @Test
    void serve_takesTheLargestPrecomputedPart_asAnOption(@TempDir Path folder) {
        String six = "{\"game\":\"morris\",\"options\":{\"variant\":\"six\"},\"seats\":{\"white\":\"human\","
                + "\"black\":\"bot:perfect\"}}";

        assertThat(serveAndCreate(folder.resolve("one"), six, "--max-part-mb", "1",
                "--tables", folder.resolve("kept").toString())).as("Six's solution is 148 MB at most").isEqualTo(400);
        assertThat(TestHost.create().run("serve", "--max-part-mb", "0").exitCode()).isEqualTo(2);
        assertThat(TestHost.create().run("serve", "--help").out()).contains("--max-part-mb", "--tables");
    }

    /** The status of one table made through a server started with these options, which then stops. */
    private static int serveAndCreate(Path folder, String body, String... options) {
        int[] status = new int[1];
        Module world = binder -> {
            binder.bind(DataFolder.class).toInstance(DataFolder.of(Map.of("HOME", folder.toString()),
                    folder.toString()));
            binder.bind(ServeLifetime.class).toInstance(server -> status[0] = createTable(server.port(), body, null));
        };
        String[] args = new String[options.length + 3];
        args[0] = "serve";
        args[1] = "--port";
        args[2] = "0";
        System.arraycopy(options, 0, args, 3, options.length);
        Run run = TestHost.create().withModule(world).run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return status[0];
    }

    @Test
    void serve_withALimitOutOfRange_isAUsageErrorNamingIt() {
        Run none = TestHost.create().run("serve", "--port", "0", "--tables-per-minute", "0");
        Run huge = TestHost.create().run("serve", "--port", "0", "--max-record-bytes", "2000000");

        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).contains("tables per minute").doesNotContain("Exception");
        assertThat(huge.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(huge.err()).contains("largest record").doesNotContain("Exception");
    }

    @Test
    void serve_takesTheProxiesItTrusts_eachClientBehindThemHasItsOwnRates(@TempDir Path folder) {
        int[] statuses = new int[3];
        Run run = serve(folders(folder), server -> {
            statuses[0] = createTable(server.port(), "{\"game\":\"morris\"}", "203.0.113.1");
            statuses[1] = createTable(server.port(), "{\"game\":\"morris\"}", "203.0.113.2");
            statuses[2] = createTable(server.port(), "{\"game\":\"morris\"}", "203.0.113.1");
        }, "--tables-per-minute", "1", "--trusted-proxy", "10.0.0.0/8", "--trusted-proxy", "127.0.0.1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(statuses).containsExactly(201, 201, 429);
    }

    @Test
    void serve_withATrustedProxyThatIsNoAddress_isAUsageErrorNamingTheOption() {
        Run name = TestHost.create().run("serve", "--port", "0", "--trusted-proxy", "proxy.example");
        Run block = TestHost.create().run("serve", "--port", "0", "--trusted-proxy", "10.0.0.0/40");

        assertThat(name.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(name.err()).contains("--trusted-proxy").contains("'proxy.example'").doesNotContain("Exception");
        assertThat(block.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(block.err()).contains("--trusted-proxy").contains("'10.0.0.0/40'");
    }

    @Test
    void serve_sendsTheJdksOwnLogging_toTheServersOneLog(@TempDir Path folder) {
        java.util.logging.Logger root = java.util.logging.Logger.getLogger("");
        List<Handler> before = List.of(root.getHandlers());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        try {
            Run run = serve(folders(folder));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            java.util.logging.Logger.getLogger("org.postgresql.Driver").warning("a warning as the driver writes one");

            assertThat(run.exitCode()).as(run.err()).isZero();
        } finally {
            System.setErr(stderr);
            for (Handler handler : root.getHandlers()) {
                root.removeHandler(handler);
            }
            before.forEach(root::addHandler);
        }
        // As the server's own lines and Jetty's: time, level, logger, message.
        assertThat(err.toString(StandardCharsets.UTF_8)).matches("\\d{4}-\\d{2}-\\d{2} [0-9:.]+ WARN "
                + "org\\.postgresql\\.Driver - a warning as the driver writes one\\R");
    }

    private static int createTable(int port) {
        return createTable(port, "{\"game\":\"morris\"}", null);
    }

    /** A table asked for, as a proxy forwarding for the client at this address would (null: as the client). */
    private static int createTable(int port, String body, String forwardedFor) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/tables"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (forwardedFor != null) {
            builder.header("X-Forwarded-For", forwardedFor);
        }
        HttpRequest request = builder.build();
        try {
            return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @Test
    void serve_overAZeroByteDatabaseFile_givenNoDb_refusesNamingTheFile_notBlamingDb(@TempDir Path folder)
            throws Exception {
        Path data = folder.resolve("data");
        Files.createDirectories(data);
        Path database = Files.createFile(data.resolve("tabula.db"));

        Run run = serve(DataFolder.of(Map.of("HOME", folder.toString(), "TABULA_DATA", data.toString()),
                folder.toString()));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(database.toString()).contains("0 bytes").doesNotContain("--db:")
                .doesNotContain("Exception");
        assertThat(Files.size(database)).isZero();
    }

    @Test
    void serve_withADbTimeoutThatIsNoDuration_isAUsageErrorNamingTheOption() {
        Run run = TestHost.create().run("serve", "--port", "0", "--db-timeout", "soon");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--db-timeout").contains("'soon'");
    }

    @Test
    void serve_listensOnTheLoopbackAddress_andPrintsWhereItReallyListens(@TempDir Path folder) {
        Run run = serve(folders(folder));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("(?m)^tabula serve: http://127\\.0\\.0\\.1:[1-9][0-9]*/ \\(")
                .doesNotContain("localhost");
    }

    @Test
    void serve_takesTheAddressAndTheOriginsItLetsIn(@TempDir Path folder) {
        Run run = serve(folders(folder), "--bind", "127.0.0.1", "--allow-origin", "https://a.example",
                "--allow-origin", "https://b.example:8443", "--frame-ancestors", "https://a.example");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("tabula serve: http://127.0.0.1:");
    }

    @Test
    void serve_withAnOriginThatIsNoOrigin_isAUsageErrorWithASentence(@TempDir Path folder) {
        Run run = serve(folders(folder), "--allow-origin", "https://a.example/page");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("https://a.example/page").doesNotContain("Exception");
    }

    @Test
    void serve_onAnAddressItCannotListenOn_isAUsageErrorNamingBind(@TempDir Path folder) {
        Run run = serve(folders(folder), "--bind", "no such host.invalid");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--bind").doesNotContain("Exception");
    }

    private static DataFolder folders(Path folder) {
        return DataFolder.of(Map.of("HOME", folder.resolve("home").toString()), folder.resolve("account").toString());
    }

    /** Serves with the default database of these folders, and stops at once. */
    private static Run serve(DataFolder folders, String... options) {
        return serve(folders, server -> { }, options);
    }

    /** Serves with the default database of these folders for as long as the lifetime runs. */
    private static Run serve(DataFolder folders, ServeLifetime lifetime, String... options) {
        Module world = binder -> {
            binder.bind(DataFolder.class).toInstance(folders);
            binder.bind(ServeLifetime.class).toInstance(lifetime);
        };
        String[] args = new String[options.length + 3];
        args[0] = "serve";
        args[1] = "--port";
        args[2] = "0";
        System.arraycopy(options, 0, args, 3, options.length);
        return TestHost.create().withModule(world).run(args);
    }
}
