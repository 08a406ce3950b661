package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import org.tabula.web.table.PointView;
import org.tabula.web.table.TableService;

/**
 * What the page needs beside the API: a table's board as SVG (now or at any ply), what pointing at places selects (the rule lives in
 * api's Pointing, not in the page's script), the page's files from the jar and a table's page at
 * {@code /tables/{id}}.
 */
final class PageRoutes {

    /** Where the page's files lie on the class path. */
    static final String FILES = "/web";

    /** How the API writes a JSON answer. */
    @FunctionalInterface
    interface Answers {
        void json(Context ctx, int status, JsonNode node);
    }

    private final TableService tables;
    private final Bodies bodies;
    private final ObjectMapper mapper;
    private final Answers answers;

    PageRoutes(TableService tables, Bodies bodies, ObjectMapper mapper, Answers answers) {
        this.tables = tables;
        this.bodies = bodies;
        this.mapper = mapper;
        this.answers = answers;
    }

    void add(JavalinConfig config) {
        config.staticFiles.add(FILES, Location.CLASSPATH);
        var routes = config.routes;
        routes.get("/api/v1/tables/{id}/picture.svg", this::picture);
        routes.post("/api/v1/tables/{id}/point", this::point);
        routes.get("/api/v1/tables/{id}/seat", this::seat);
        // A seat's token rides in the link's fragment, for the page's script; the page is one for every table.
        byte[] tablePage = JarFiles.read(FILES + "/table.html");
        routes.get("/tables/{id}", ctx -> ctx.contentType("text/html; charset=utf-8").header("Cache-Control",
                "no-store").result(tablePage));
    }

    private void picture(Context ctx) {
        String id = ctx.pathParam("id");
        if (tables.state(id).isEmpty()) {
            throw unknownTable(id);
        }
        String svg = tables.picture(id, ctx.queryParam("ply")).orElseThrow(() -> new ApiError(404, "NO_PICTURE",
                "The game of table '" + id + "' gives no board layout to draw."));
        ctx.status(200).contentType("image/svg+xml; charset=utf-8").header("Cache-Control", "no-store").result(svg);
    }

    private void point(Context ctx) {
        String id = ctx.pathParam("id");
        PointView view = tables.point(id, bodies.places(ctx.bodyAsBytes())).orElseThrow(() -> unknownTable(id));
        ObjectNode node = mapper.createObjectNode();
        view.candidates().forEach(node.putArray("candidates")::add);
        view.next().forEach(node.putArray("next")::add);
        node.put("chosen", view.chosen());
        answers.json(ctx, 200, node);
    }

    /** Which side a seat's token plays, so that the page knows whose clicks it sends. */
    private void seat(Context ctx) {
        String id = ctx.pathParam("id");
        String token = ApiServer.bearer(ctx.header("Authorization"));
        String side = tables.seatOf(id, token).orElseThrow(() ->
                new ApiError(401, "UNAUTHORIZED", "The token opens no seat of table '" + id + "'."));
        ObjectNode node = mapper.createObjectNode().put("side", side);
        // The seats made with this one (a friend's link the creator shares), for the creator's every tab.
        ObjectNode others = node.putObject("others");
        tables.seatsHeldWith(id, token).forEach(others::put);
        answers.json(ctx, 200, node);
    }

    private static ApiError unknownTable(String id) {
        return new ApiError(404, "UNKNOWN_TABLE", "No table has the id '" + id + "'.");
    }
}
