package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import jakarta.inject.Inject;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.ServerSettings;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.tabula.notation.TextLimits;
import org.tabula.web.CannotListen;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.store.StoreException;
import org.tabula.web.store.StoreUnavailableException;
import org.tabula.web.table.Answer;
import org.tabula.host.core.clock.BadTimeControl;
import org.tabula.web.table.BadTableRequest;
import org.tabula.web.table.Created;
import org.tabula.web.table.HintsOff;
import org.tabula.web.table.SaidText;
import org.tabula.web.table.TableAction;
import org.tabula.web.table.TableRequest;
import org.tabula.web.table.TableService;

/**
 * The HTTP API on Javalin: routes to the {@link TableService}, every answer JSON (errors as
 * {@code {"code","message"}}, never a stack trace). The live feed is LiveRoutes'.
 */
public final class ApiServer implements AutoCloseable {

    /** Room for a record of {@link TextLimits#MAX_FILE_BYTES} with its JSON escapes; anything larger is 413. */
    static final long MAX_BODY_BYTES = 2 * TextLimits.MAX_FILE_BYTES;

    private static final System.Logger LOG = System.getLogger(ApiServer.class.getName());

    private final TableService tables;
    private final ServerSettings settings;
    private final ConnectionLimits connectionLimits;
    private final TableLimits limits;
    private final ClientRates rates;
    private final ClientAddress clients;
    private final ObjectMapper mapper = new ObjectMapper();
    private final Bodies bodies = new Bodies();
    private final Views views = new Views(mapper);
    private final PageRoutes page;
    /** The WebSocket and the event stream of each table. */
    private final LiveRoutes live;
    /** What Javalin registered, for the test that holds the OpenAPI document to it. */
    private final RegisteredRoutes registered = new RegisteredRoutes();
    private Javalin app;

    @Inject
    ApiServer(TableService tables, ServerSettings settings) {
        this.tables = tables;
        this.settings = settings;
        this.connectionLimits = settings.connections();
        this.limits = settings.tables();
        this.rates = new ClientRates(limits, System::nanoTime);
        this.clients = new ClientAddress(settings.access().trustedProxies());
        this.page = new PageRoutes(tables, bodies, mapper, this::json);
        this.live = new LiveRoutes(tables, connectionLimits, clients, new LiveMessages(mapper, views));
    }

    /**
     * Starts listening on the settings' address and port (0: any free one).
     *
     * @throws CannotListen when the port is taken or the address is none of this host's
     */
    public synchronized void start() {
        Javalin created = Javalin.create(this::configure);
        try {
            app = created.start();
        } catch (RuntimeException e) {
            created.stop();
            throw new CannotListen(settings.access().bind(), settings.port(), e);
        }
    }

    /** The port it listens on. */
    public synchronized int port() {
        return app.port();
    }

    /** The routes registered, as {@code METHOD PATH}, once started (OpenApiDocumentTest). */
    Set<String> registeredRoutes() {
        return registered.all();
    }

    private void configure(JavalinConfig config) {
        registered.listen(config);
        connections(config);
        config.http.maxRequestSize = MAX_BODY_BYTES;
        config.http.prefer405over404 = true;
        config.startup.showJavalinBanner = false;
        config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
        var routes = config.routes;
        AccessRules access = new AccessRules(settings.access());
        routes.before(access::check);
        routes.before("/api/*", ApiPaths::redirectUnversioned);
        routes.wsBeforeUpgrade(this::checkUpgrade);
        routes.wsBeforeUpgrade(access::checkUpgrade);
        OpenApiDocument.serve(routes);
        routes.get("/api/v1/games", ctx -> json(ctx, 200, views.games(tables.games())));
        routes.post("/api/v1/tables", this::create);
        routes.get("/api/v1/tables", new TableListRoute(tables, views, mapper)::handle);
        routes.get("/api/v1/tables/{id}", ctx -> json(ctx, 200, views.state(tables.state(ctx.pathParam("id"))
                .orElseThrow(() -> unknownTable(ctx)))));
        routes.get("/api/v1/tables/{id}/record", ctx -> ctx.status(200).contentType("text/plain; charset=utf-8")
                .result(tables.state(ctx.pathParam("id")).orElseThrow(() -> unknownTable(ctx)).record()));
        routes.post("/api/v1/tables/{id}/moves", ctx -> act(ctx, () -> TableAction.move(bodies.move(ctx.bodyAsBytes()))));
        routes.post("/api/v1/tables/{id}/join", this::join);
        routes.post("/api/v1/tables/{id}/roll", ctx -> bare(ctx, TableAction::roll));
        routes.post("/api/v1/tables/{id}/resign", ctx -> bare(ctx, TableAction::resign));
        routes.post("/api/v1/tables/{id}/draw/offer", ctx -> bare(ctx, TableAction::offer));
        routes.post("/api/v1/tables/{id}/draw/accept", ctx -> bare(ctx, TableAction::accept));
        routes.post("/api/v1/tables/{id}/draw/decline", ctx -> bare(ctx, TableAction::decline));
        for (String answer : new String[] {"offer", "accept", "decline"}) {
            routes.post("/api/v1/tables/{id}/takeback/" + answer, ctx -> bare(ctx, () -> TableAction.takeback(answer)));
        }
        routes.post("/api/v1/tables/{id}/rematch/offer", ctx -> bare(ctx, () -> TableAction.rematch("offer")));
        routes.post("/api/v1/tables/{id}/rematch/decline", ctx -> bare(ctx, () -> TableAction.rematch("decline")));
        routes.post("/api/v1/tables/{id}/rematch/accept", this::acceptRematch);
        routes.post("/api/v1/tables/{id}/rematch/seat", this::rematchSeat);
        routes.post("/api/v1/tables/{id}/chat", ctx -> act(ctx, () -> TableAction.chat(SaidText.chat(
                bodies.chat(ctx.bodyAsBytes()), limits.maxChatChars()))));
        live.add(routes);
        AnalysisRoute analysis = new AnalysisRoute(tables, views, settings.botTime(), this::json);
        routes.get("/api/v1/tables/{id}/analysis", ctx -> {
            rates.analysis(clients.of(ctx));
            analysis.handle(ctx);
        });
        page.add(config);
        routes.exception(RateLimited.class, (e, ctx) -> {
            ctx.header("Retry-After", Long.toString(e.retryAfterSeconds()));
            error(ctx, 429, "RATE_LIMITED", e.getMessage());
        });
        routes.exception(ApiError.class, (e, ctx) -> {
            var node = views.error(e.code(), e.getMessage());
            if (!e.fields().isEmpty()) {
                e.fields().forEach(node.putArray("fields")::add);
            }
            json(ctx, e.status(), node);
        });
        routes.exception(BadTableRequest.class, (e, ctx) -> error(ctx, 400, e.code(), e.getMessage()));
        routes.exception(HintsOff.class, (e, ctx) -> error(ctx, 403, "HINTS_OFF", e.getMessage()));
        routes.exception(BadTimeControl.class, (e, ctx) -> json(ctx, 400, views.error("BAD_CLOCK", e.getMessage())
                .put("field", e.field())));
        routes.exception(StoreException.class, (e, ctx) -> {
            // An outage or a lost file is logged once by the store when it finds it, not at each request's 503.
            if (!(e instanceof StoreUnavailableException)) {
                LOG.log(System.Logger.Level.ERROR, "the table store failed", e);
            }
            error(ctx, 503, "STORE_UNAVAILABLE", "The database is not answering; try again soon.");
        });
        routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(),
                HttpFaults.code(e.getStatus()), e.getMessage()));
        routes.exception(Exception.class, this::failed);
        routes.error(404, ctx -> fallback(ctx, "NOT_FOUND", "No such route: " + ctx.method() + " " + ctx.path()));
        routes.error(405, ctx -> fallback(ctx, "METHOD_NOT_ALLOWED", ctx.method() + " is not allowed on "
                + ctx.path()));
        routes.error(413, ctx -> fallback(ctx, "TOO_LARGE", "The body is over " + MAX_BODY_BYTES + " bytes."));
    }

    /** The connector and its threads, bounded so that no client holds more than its share (see ConnectionLimits). */
    private void connections(JavalinConfig config) {
        QueuedThreadPool threads = new QueuedThreadPool(connectionLimits.requestThreads(), ConnectionLimits.MIN_REQUEST_THREADS);
        threads.setName("tabula-http");
        config.jetty.threadPool = threads;
        config.jetty.modifyHttpConfiguration(http -> http.setIdleTimeout(connectionLimits.idleTimeout().toMillis()));
        config.jetty.addConnector((server, http) -> {
            ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
            connector.setHost(settings.access().bind());
            connector.setPort(settings.port());
            connector.setIdleTimeout(connectionLimits.idleTimeout().toMillis());
            connector.addBean(new ConnectionGate(connectionLimits.connectionsPerAddress(), connectionLimits.headerTimeout(),
                    server.getScheduler()));
            return connector;
        });
        // Javalin puts its own handlers inside this one.
        config.jetty.modifyServer(server -> server.setHandler(new BodyFirstHandler(MAX_BODY_BYTES,
                connectionLimits.bodyTimeout(), (code, message) -> write(views.error(code, message)), clients)));
        config.jetty.modifyWebSocketServletFactory(ws -> ws.setIdleTimeout(connectionLimits.webSocketIdleTimeout()));
    }

    private void create(Context ctx) {
        rates.table(clients.of(ctx));
        TableRequest request = bodies.tableRequest(ctx.bodyAsBytes());
        if (request.record() != null
                && request.record().getBytes(StandardCharsets.UTF_8).length > limits.maxRecordBytes()) {
            throw new ApiError(413, "RECORD_TOO_LARGE", "A table is made from a record of at most "
                    + limits.maxRecordBytes() + " bytes.");
        }
        Created created = tables.create(request);
        var node = mapper.createObjectNode().put("id", created.id());
        var tokens = node.putObject("tokens");
        created.tokens().forEach(tokens::put);
        node.set("table", views.state(created.state()));
        json(ctx, 201, node);
    }

    /** Takes an open seat; no token needed, the seat's own is the answer. */
    private void join(Context ctx) {
        rates.action(clients.of(ctx));
        Bodies.Join join = bodies.join(ctx.bodyAsBytes());
        Answer answer = tables.join(ctx.pathParam("id"), join.side(), join.name());
        if (answer instanceof Answer.Joined joined) {
            var node = mapper.createObjectNode().put("side", joined.side()).put("token", joined.token());
            node.set("table", views.state(joined.state()));
            json(ctx, 200, node);
        } else {
            answerError(ctx, answer);
        }
    }

    private void act(Context ctx, Supplier<TableAction> action) {
        Answer answer = answer(ctx, action);
        if (answer instanceof Answer.Done done) {
            json(ctx, 200, views.state(done.state()));
        } else {
            answerError(ctx, answer);
        }
    }

    /** An action that takes no body: none, or {} (anything in it is refused as an unknown field). */
    private void bare(Context ctx, Supplier<TableAction> action) {
        bodies.none(ctx.bodyAsBytes());
        act(ctx, action);
    }

    private Answer answer(Context ctx, Supplier<TableAction> action) {
        rates.action(clients.of(ctx));
        return tables.act(ctx.pathParam("id"), bearer(ctx.header("Authorization")), action.get());
    }

    /** The rematch accepted: the accepter's seat at the new table is the answer (its token, to it alone). */
    private void acceptRematch(Context ctx) {
        bodies.none(ctx.bodyAsBytes());
        Answer answer = answer(ctx, () -> TableAction.rematch("accept"));
        if (answer instanceof Answer.Done) {
            answer = tables.rematchSeat(ctx.pathParam("id"), bearer(ctx.header("Authorization")));
        }
        rematched(ctx, answer);
    }

    /** A seat's place at the rematch made, given again to the token of its seat here. */
    private void rematchSeat(Context ctx) {
        rates.action(clients.of(ctx));
        bodies.none(ctx.bodyAsBytes());
        rematched(ctx, tables.rematchSeat(ctx.pathParam("id"), bearer(ctx.header("Authorization"))));
    }

    private void rematched(Context ctx, Answer answer) {
        if (answer instanceof Answer.Rematched made) {
            var node = mapper.createObjectNode().put("id", made.id()).put("side", made.side())
                    .put("token", made.token());
            node.set("table", views.state(made.state()));
            json(ctx, 200, node);
        } else {
            answerError(ctx, answer);
        }
    }

    /** Every answer but success, as its status and code. */
    private void answerError(Context ctx, Answer answer) {
        if (answer instanceof Answer.Refused refused) {
            // The game's own reason rides beside the API's one code for a refusal, so codes keep one style.
            json(ctx, 422, views.error("REFUSED", refused.refusal().message()).put("reason", refused.refusal().code()));
        } else if (answer instanceof Answer.Unauthorized no) {
            error(ctx, 401, "UNAUTHORIZED", no.message());
        } else if (answer instanceof Answer.Forbidden no) {
            error(ctx, 403, "FORBIDDEN", no.message());
        } else if (answer instanceof Answer.NotFound no) {
            error(ctx, 404, "UNKNOWN_TABLE", no.message());
        } else if (answer instanceof Answer.Conflict no) {
            error(ctx, 409, "CONFLICT", no.message());
        } else if (answer instanceof Answer.SeatTaken no) {
            error(ctx, 409, "SEAT_TAKEN", no.message());
        } else if (answer instanceof Answer.NoRematch no) {
            error(ctx, 404, "NO_REMATCH", no.message());
        } else {
            throw new IllegalStateException("an answer with no error: " + answer);
        }
    }

    /**
     * A WebSocket upgrade without its key is refused as the client's fault (Jetty would fail it as the server's).
     * The answer is written here: Javalin writes no result for a failed upgrade, only its status.
     */
    private void checkUpgrade(Context ctx) throws java.io.IOException {
        String key = ctx.header("Sec-WebSocket-Key");
        if (key == null || key.isBlank()) {
            ApiError refused = new ApiError(400, "BAD_UPGRADE", "A WebSocket upgrade needs its Sec-WebSocket-Key"
                    + " header.");
            var response = ctx.res();
            response.setStatus(refused.status());
            response.setContentType("application/json");
            response.getOutputStream().write(write(views.error(refused.code(), refused.getMessage()))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            response.flushBuffer();
            throw refused;
        }
    }

    /** The token of {@code Bearer TOKEN}, or null. */
    static String bearer(String header) {
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        String token = header.substring(7).strip();
        return token.isEmpty() ? null : token;
    }

    static ApiError unknownTable(Context ctx) {
        return new ApiError(404, "UNKNOWN_TABLE", "No table has the id '" + ctx.pathParam("id") + "'.");
    }

    /**
     * A request that failed outside the API's own checks: the client's fault Jetty found (a body cut short, a
     * WebSocket upgrade without its key) as its 4xx and one line of log, else the server's own failure as a 500
     * whose log holds the stack, every message in it escaped.
     */
    private void failed(Exception e, Context ctx) {
        Optional<ApiError> fault = HttpFaults.clientFault(e);
        if (fault.isPresent()) {
            LOG.log(System.Logger.Level.INFO, "client fault: " + fault.get().status() + " " + fault.get().code()
                    + " on " + ctx.method() + " " + LogText.of(ctx.path()) + " from " + LogText.of(clients.of(ctx)));
            error(ctx, fault.get().status(), fault.get().code(), fault.get().getMessage());
            return;
        }
        LOG.log(System.Logger.Level.ERROR, "internal error on " + ctx.method() + " " + LogText.of(ctx.path())
                + " from " + LogText.of(clients.of(ctx)), LogText.of(e));
        error(ctx, 500, "INTERNAL", "The server failed on this request.");
    }

    /** Javalin's own 404/405/413: made JSON, unless a handler already wrote the answer. */
    private void fallback(Context ctx, String code, String message) {
        String written = ctx.result();
        if (written == null || written.isEmpty() || !written.startsWith("{")) {
            error(ctx, ctx.status().getCode(), code, message);
        }
    }

    private void error(Context ctx, int status, String code, String message) {
        json(ctx, status, views.error(code, message));
    }

    private void json(Context ctx, int status, JsonNode node) {
        ctx.status(status).contentType("application/json").result(write(node));
    }

    private String write(JsonNode node) {
        try {
            return mapper.writeValueAsString(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    /** Stops listening; requests under way are finished first by Jetty. */
    @Override
    public synchronized void close() {
        live.close();
        if (app != null) {
            app.stop();
            app = null;
        }
    }
}
