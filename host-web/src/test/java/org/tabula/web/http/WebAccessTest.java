package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.WebAccess;
import org.tabula.web.store.Database;

/**
 * Who may reach the server and from where: the headers every answer carries (CSP, nosniff, frame policy, no
 * referrer), API bodies only as JSON, other sites' pages kept out of the API and the WebSocket unless allowed, and
 * the address listened on.
 */
class WebAccessTest {

    private static final String PLATFORM = "https://platform.example";
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String CREATE = "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}";

    @TempDir
    Path dir;

    private TabulaServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private Api start(List<String> origins, List<String> framers) {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withAccess(new WebAccess(WebAccess.DEFAULT_BIND, origins, framers)));
        return new Api(server.port());
    }

    private HttpResponse<String> send(HttpRequest request) throws Exception {
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
    }

    private String own() {
        return "http://127.0.0.1:" + server.port();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/tables/0123", "/api/v1/games", "/api/v1/tables/0123", "/app.css", "/table.js",
        "/favicon.ico", "/no/such/route"})
    void everyKindOfAnswer_carriesThePolicyHeaders(String path) throws Exception {
        start(List.of(), List.of());
        HttpResponse<String> answer = send(request(path).GET().build());
        var headers = answer.headers();
        assertThat(headers.firstValue("Content-Security-Policy")).as(path).hasValueSatisfying(csp -> assertThat(csp)
                .contains("default-src 'self'").contains("script-src 'self'").contains("object-src 'none'")
                .contains("frame-ancestors 'none'").doesNotContain("unsafe-inline"));
        assertThat(headers.firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
        assertThat(headers.firstValue("X-Frame-Options")).as(path).hasValue("DENY");
        assertThat(headers.firstValue("Referrer-Policy")).as(path).hasValue("no-referrer");
    }

    @Test
    void theSitesThatMayFrameThePages_areAServerOption() throws Exception {
        start(List.of(), List.of(PLATFORM));
        var headers = send(request("/").GET().build()).headers();
        assertThat(headers.firstValue("Content-Security-Policy")).hasValueSatisfying(csp ->
                assertThat(csp).contains("frame-ancestors " + PLATFORM));
        // X-Frame-Options names no site; a browser that reads only it is kept to the page's own.
        assertThat(headers.firstValue("X-Frame-Options")).hasValue("SAMEORIGIN");
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"})
    void anApiBodyNotJson_is415_andMakesNoTable(String type) throws Exception {
        Api api = start(List.of(), List.of());
        HttpResponse<String> answer = send(request("/api/v1/tables").header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(CREATE)).build());
        assertThat(answer.statusCode()).isEqualTo(415);
        JsonNode error = Api.JSON.readTree(answer.body());
        assertThat(error.get("code").asText()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
        assertThat(error.get("message").asText()).contains("application/json");
        assertThat(api.get("/api/v1/tables").json()).isEmpty();
    }

    @Test
    void aJsonBody_withItsCharset_isTaken() throws Exception {
        start(List.of(), List.of());
        HttpResponse<String> answer = send(request("/api/v1/tables").header("Content-Type",
                "application/json; charset=utf-8").POST(HttpRequest.BodyPublishers.ofString(CREATE)).build());
        assertThat(answer.statusCode()).isEqualTo(201);
    }

    @Test
    void aPostFromAnotherSitesPage_isRefused_andMakesNoTable() throws Exception {
        Api api = start(List.of(PLATFORM), List.of());
        HttpResponse<String> answer = send(request("/api/v1/tables").header("Content-Type", "application/json")
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(CREATE)).build());
        assertThat(answer.statusCode()).isEqualTo(403);
        assertThat(Api.JSON.readTree(answer.body()).get("code").asText()).isEqualTo("FORBIDDEN_ORIGIN");
        assertThat(answer.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        assertThat(api.get("/api/v1/tables").json()).isEmpty();
    }

    @Test
    void thePagesOwnOrigin_andAnAllowedOne_mayPost_theAllowedOneToldSoByCors() throws Exception {
        start(List.of(PLATFORM), List.of());
        HttpResponse<String> own = send(request("/api/v1/tables").header("Content-Type", "application/json")
                .header("Origin", own()).POST(HttpRequest.BodyPublishers.ofString(CREATE)).build());
        assertThat(own.statusCode()).isEqualTo(201);
        HttpResponse<String> platform = send(request("/api/v1/tables").header("Content-Type", "application/json")
                .header("Origin", PLATFORM).POST(HttpRequest.BodyPublishers.ofString(CREATE)).build());
        assertThat(platform.statusCode()).isEqualTo(201);
        assertThat(platform.headers().firstValue("Access-Control-Allow-Origin")).hasValue(PLATFORM);
        assertThat(platform.headers().allValues("Vary")).anySatisfy(vary -> assertThat(vary).contains("Origin"));
    }

    @Test
    void aPreflight_isAnsweredForAnAllowedOrigin_andRefusedForAnother() throws Exception {
        start(List.of(PLATFORM), List.of());
        HttpResponse<String> allowed = send(request("/api/v1/tables/x/moves").header("Origin", PLATFORM)
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "authorization, content-type")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).build());
        assertThat(allowed.statusCode()).isEqualTo(204);
        assertThat(allowed.headers().firstValue("Access-Control-Allow-Origin")).hasValue(PLATFORM);
        assertThat(allowed.headers().firstValue("Access-Control-Allow-Methods")).hasValueSatisfying(methods ->
                assertThat(methods).contains("POST"));
        assertThat(allowed.headers().firstValue("Access-Control-Allow-Headers")).hasValueSatisfying(names ->
                assertThat(names.toLowerCase()).contains("authorization").contains("content-type"));
        HttpResponse<String> foreign = send(request("/api/v1/tables/x/moves").header("Origin", "https://evil.example")
                .header("Access-Control-Request-Method", "POST")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).build());
        assertThat(foreign.statusCode()).isEqualTo(403);
        assertThat(foreign.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/tabula-board.js", "/board.js", "/api.js"})
    void theEmbeddableBoardsModules_mayBeLoadedByAnySitesPage_asAModuleScriptIsFetchedWithCors(String path)
            throws Exception {
        start(List.of(), List.of());
        HttpResponse<String> answer = send(request(path).header("Origin", "https://anyone.example").GET().build());
        assertThat(answer.statusCode()).as(path).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).as(path).hasValueSatisfying(type ->
                assertThat(type).contains("javascript"));
        assertThat(answer.headers().firstValue("Access-Control-Allow-Origin")).as(path).hasValue("*");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/table.js", "/lobby.js", "/app.css", "/"})
    void thePagesOtherFiles_areNotOfferedToOtherSites(String path) throws Exception {
        start(List.of(), List.of());
        HttpResponse<String> answer = send(request(path).header("Origin", "https://anyone.example").GET().build());
        assertThat(answer.headers().firstValue("Access-Control-Allow-Origin")).as(path).isEmpty();
    }

    @Test
    void theWebSocket_refusesAnotherSitesPage_andTakesTheOwnAndTheAllowed() throws Exception {
        Api api = start(List.of(PLATFORM), List.of());
        String id = api.post("/api/v1/tables", CREATE).json().get("id").asText();
        URI live = URI.create("ws://127.0.0.1:" + server.port() + "/api/v1/tables/" + id + "/live");
        assertThatThrownBy(() -> socket(live, "https://evil.example")).isInstanceOf(ExecutionException.class)
                .cause().isInstanceOfSatisfying(WebSocketHandshakeException.class, e ->
                        assertThat(e.getResponse().statusCode()).isEqualTo(403));
        socket(live, own()).abort();
        socket(live, PLATFORM).abort();
    }

    private static WebSocket socket(URI uri, String origin) throws Exception {
        return CLIENT.newWebSocketBuilder().header("Origin", origin).buildAsync(uri, new WebSocket.Listener() {
        }).get(10, TimeUnit.SECONDS);
    }

    @Test
    void theServer_listensOnTheLoopbackAddress_unlessTold_andSaysWhere() {
        start(List.of(), List.of());
        assertThat(server.url()).isEqualTo(URI.create("http://127.0.0.1:" + server.port() + "/"));
    }

    @Test
    void anIpv6Address_isWrittenInBrackets() {
        assertThat(TabulaServer.url("::1", 8080)).isEqualTo(URI.create("http://[::1]:8080/"));
        assertThat(TabulaServer.url("0.0.0.0", 80)).isEqualTo(URI.create("http://0.0.0.0:80/"));
    }

    @Test
    void anOriginOption_mustBeAnOrigin() {
        assertThatThrownBy(() -> new WebAccess("127.0.0.1", List.of("https://a.example/page"), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("https://a.example/page");
        assertThatThrownBy(() -> new WebAccess("127.0.0.1", List.of(), List.of("evil.example")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new WebAccess("127.0.0.1", List.of("HTTPS://A.example:8443"), List.of()).allowedOrigins())
                .containsExactly("https://a.example:8443");
    }
}
