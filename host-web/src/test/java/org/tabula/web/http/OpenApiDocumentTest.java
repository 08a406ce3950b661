package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Stage;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.CoreModule;
import org.tabula.host.core.plugin.PluginLoader;
import org.tabula.host.core.plugin.PluginModule;
import org.tabula.host.core.plugin.ProblemReporter;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.web.ServerSettings;
import org.tabula.web.WebModule;
import org.tabula.web.store.Database;
import org.tabula.web.store.TableStore;
import org.tabula.web.table.TableService;

/**
 * The OpenAPI document in the repository against the server: every route Javalin registered is in it with its
 * method, it lists none the server lacks, each POST's body is in it, and the server serves it byte for byte.
 */
class OpenApiDocumentTest {

    /** The document as kept in the repository. */
    private static final Path FILE = Path.of("src/main/resources/openapi/tabula-api.json");
    private static final List<String> METHODS = List.of("get", "put", "post", "delete", "options", "head", "patch",
            "trace");

    @TempDir
    static Path dir;

    private static Injector injector;
    private static ApiServer server;

    @BeforeAll
    static void start() {
        ServerSettings settings = new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50));
        ProblemReporter ignored = problem -> { };
        injector = Guice.createInjector(Stage.DEVELOPMENT, new CoreModule(),
                new PluginModule(new PluginLoader(OpenApiDocumentTest.class.getClassLoader()).load(List.of())),
                binder -> binder.bind(ProblemReporter.class).toInstance(ignored))
                .createChildInjector(new WebModule(settings));
        server = injector.getInstance(ApiServer.class);
        server.start();
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        injector.getInstance(TableService.class).close();
        injector.getInstance(BotScheduler.class).close();
        injector.getInstance(TableStore.class).close();
    }

    @Test
    void everyRouteTheServerRegisters_isInTheDocument_andNoOther() throws Exception {
        Set<String> registered = server.registeredRoutes();
        Set<String> documented = documentedRoutes(Api.JSON.readTree(FILE.toFile()));

        assertThat(registered).as("Javalin told of no route").contains("GET /api/v1/tables/{id}");
        Set<String> missing = new TreeSet<>(registered);
        missing.removeAll(documented);
        assertThat(missing).as("routes the server registers that the document lacks").isEmpty();
        Set<String> extra = new TreeSet<>(documented);
        extra.removeAll(registered);
        assertThat(extra).as("routes in the document that the server lacks").isEmpty();
    }

    @Test
    void theDocument_isServedAtBothPaths_asTheFileHoldsIt() throws Exception {
        String file = Files.readString(FILE);
        Api api = new Api(server.port());
        for (String path : List.of("/api/openapi.json", "/api/v1/openapi.json")) {
            HttpResponse<String> reply = api.get(path, "Accept", "application/json");
            assertThat(reply.statusCode()).as(path).isEqualTo(200);
            assertThat(reply.headers().firstValue("Content-Type")).as(path).hasValue("application/json");
            if (Conformance.on()) {
                // Prism's proxy writes a JSON answer out again in its own spacing.
                assertThat(Api.JSON.readTree(reply.body())).as(path).isEqualTo(Api.JSON.readTree(file));
            } else {
                assertThat(reply.body()).as(path).isEqualTo(file);
            }
        }
    }

    @Test
    void theDocument_isOpenApi31_andEveryReferenceInItResolves() throws Exception {
        JsonNode document = Api.JSON.readTree(FILE.toFile());
        assertThat(document.path("openapi").asText()).isEqualTo("3.1.0");
        List<String> broken = new ArrayList<>();
        references(document, document, broken);
        assertThat(broken).as("$refs that name nothing in the document").isEmpty();
    }

    @Test
    void everyOperation_butTheRedirect_hasASuccessAnswer() throws Exception {
        // Redocly's operation-2xx-response is off for the redirect's sake (.ci/redocly.yaml); this holds the rest.
        JsonNode document = Api.JSON.readTree(FILE.toFile());
        List<String> without = new ArrayList<>();
        document.get("paths").properties().forEach(item -> METHODS.forEach(method -> {
            JsonNode operation = item.getValue().get(method);
            if (operation != null && !item.getValue().has("x-tabula-redirect") && operation.get("responses")
                    .properties().stream().noneMatch(answer -> answer.getKey().matches("2[0-9X][0-9X]"))) {
                without.add(method + " " + item.getKey());
            }
        }));
        assertThat(without).isEmpty();
    }

    @Test
    void everyPost_butTheRedirect_describesAJsonBody_evenTheActionsThatTakeNone() throws Exception {
        // The server reads every POST's body as JSON, an action that takes none reading {} too (Bodies.none); left
        // undescribed, a {} was outside the document, which Prism with --errors refused in .ci/api-conformance.
        JsonNode document = Api.JSON.readTree(FILE.toFile());
        List<String> without = new ArrayList<>();
        document.get("paths").properties().forEach(item -> {
            JsonNode post = item.getValue().get("post");
            if (post == null || item.getValue().has("x-tabula-redirect")) {
                return;
            }
            JsonNode body = post.path("requestBody");
            if (body.has("$ref")) {
                body = document.at(body.get("$ref").asText().substring(1));
            }
            if (body.at("/content/application~1json/schema").isMissingNode()) {
                without.add("POST " + item.getKey());
            }
        });
        assertThat(without).isEmpty();
        assertThat(document.at("/components/requestBodies/NoBody/required").asBoolean(true))
                .as("an action that takes no body may be sent none").isFalse();
    }

    /**
     * {@code METHOD PATH} of each operation of each path item, {@code WS PATH} of a WebSocket's (x-websocket); the
     * redirect of the unversioned paths (x-tabula-redirect) is no route but a filter before every one.
     */
    static Set<String> documentedRoutes(JsonNode document) {
        Set<String> routes = new TreeSet<>();
        document.get("paths").properties().forEach(item -> {
            if (item.getValue().has("x-tabula-redirect")) {
                return;
            }
            if (item.getValue().has("x-websocket")) {
                routes.add("WS " + item.getKey());
            }
            METHODS.forEach(method -> {
                if (item.getValue().has(method)) {
                    routes.add(method.toUpperCase(java.util.Locale.ROOT) + " " + item.getKey());
                }
            });
        });
        return routes;
    }

    private static void references(JsonNode document, JsonNode node, List<String> broken) {
        if (node.isObject()) {
            JsonNode ref = node.get("$ref");
            if (ref != null && ref.isTextual() && (!ref.asText().startsWith("#/")
                    || document.at(ref.asText().substring(1)).isMissingNode())) {
                broken.add(ref.asText());
            }
            node.forEach(child -> references(document, child, broken));
        } else if (node.isArray()) {
            node.forEach(child -> references(document, child, broken));
        }
    }
}
