package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.http.Api;
import org.tabula.web.store.Database;

/**
 * Every installed game's options given odd values over HTTP, on a real server: each table is made (201) or refused
 * as a 400 {@code BAD_OPTION} that names the option, never a 500.
 */
class OptionValuesProperties {

    private static Path dir;
    private static TabulaServer server;
    private static Api api;
    /** Each option of each installed game, as {@code GET /api/v1/games} lists them. */
    private static List<GameOption> options;

    record GameOption(String game, String name, String type) {
    }

    @BeforeContainer
    static void start() throws IOException {
        dir = Files.createTempDirectory("tabula-options");
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                // Its requests come as fast as it sends them, from one address.
                .withTables(TableLimits.DEFAULT.withRates(100_000, 100_000)));
        api = new Api(server.port());
        options = new ArrayList<>();
        for (JsonNode game : api.get("/api/v1/games").json()) {
            for (JsonNode option : game.get("options")) {
                options.add(new GameOption(game.get("id").asText(), option.get("name").asText(),
                        option.get("type").asText()));
            }
        }
    }

    @AfterContainer
    static void stop() throws IOException {
        server.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    @Property(tries = 300)
    void anOptionValue_makesTheTable_orIsA400BadOptionNamingIt(@ForAll("optionValues") OptionValue given) {
        ObjectNode body = Api.JSON.createObjectNode().put("game", given.option().game());
        ObjectNode values = body.putObject("options");
        given.value().accept(values, given.option().name());

        Api.Reply reply = api.post("/api/v1/tables", body.toString());

        assertThat(reply.status()).as(reply.body()).isIn(201, 400);
        if (reply.status() == 400) {
            assertThat(reply.json().get("code").asText()).as(reply.body()).isEqualTo("BAD_OPTION");
            assertThat(reply.json().get("message").asText()).contains(given.option().name());
        }
    }

    /** An option and a value for it: written into the request as a JSON number, boolean or string. */
    record OptionValue(GameOption option, Value value) {
    }

    /** A value and how it is put into the options object. */
    record Value(String shown, java.util.function.BiConsumer<ObjectNode, String> writer) {
        void accept(ObjectNode node, String name) {
            writer.accept(node, name);
        }

        @Override
        public String toString() {
            return shown;
        }
    }

    @Provide
    Arbitrary<OptionValue> optionValues() {
        Arbitrary<GameOption> option = Arbitraries.of(options);
        return Combinators.combine(option, values()).as(OptionValue::new);
    }

    private static Arbitrary<Value> values() {
        Arbitrary<Long> numbers = Arbitraries.oneOf(Arbitraries.longs(), Arbitraries.longs().between(-3, 3),
                Arbitraries.of(Long.MIN_VALUE, Long.MAX_VALUE, (long) Integer.MAX_VALUE + 1, (long) Integer.MIN_VALUE));
        Arbitrary<String> texts = Arbitraries.oneOf(
                numbers.map(Object::toString),
                numbers.map(n -> " " + n + " "),
                Arbitraries.of("", "-0", "1e3", "0x10", "١٢", "zz", "ff00", "00", "true", "light", "finkel",
                        "masters", "1,2,3,4,5", "a\nERROR fake\u001b[2J"),
                Arbitraries.strings().ofMaxLength(40),
                Arbitraries.strings().withChars("0123456789abcdef").ofMaxLength(80));
        return Arbitraries.oneOf(
                numbers.map(n -> new Value(n + " (number)", (node, name) -> node.put(name, n))),
                Arbitraries.of(true, false).map(b -> new Value(b + " (boolean)", (node, name) -> node.put(name, b))),
                Arbitraries.of(1.5, -0.0, 1e300).map(d -> new Value(d + " (number)", (node, name) -> node.put(name, d))),
                texts.map(t -> new Value("'" + t + "'", (node, name) -> node.put(name, t))));
    }
}
