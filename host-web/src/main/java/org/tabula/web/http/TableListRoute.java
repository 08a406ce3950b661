package org.tabula.web.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.tabula.web.store.ListCursor;
import org.tabula.web.table.TablePage;
import org.tabula.web.table.TableService;

/**
 * {@code GET /api/v1/tables?game=&status=&player=&limit=&cursor=}: the lobby's list, newest made first, a page at a time. The
 * next page's address rides in a {@code Link: <...>; rel="next"} header, so the body stays the list it always was;
 * an {@code ETag} of the body lets a lobby that polls be answered 304 while nothing it shows has changed.
 */
final class TableListRoute {

    /** The page a client gets when it names no limit. */
    static final int DEFAULT_LIMIT = 50;
    /** The largest page. */
    static final int MAX_LIMIT = 100;
    /** Longer than any game's id. */
    private static final int MAX_GAME_CHARS = 100;
    /** Longer than any name a server takes (--max-name-chars is at most this). */
    static final int MAX_PLAYER_CHARS = 100;

    private final TableService tables;
    private final Views views;
    private final ObjectMapper mapper;

    TableListRoute(TableService tables, Views views, ObjectMapper mapper) {
        this.tables = tables;
        this.views = views;
        this.mapper = mapper;
    }

    void handle(Context ctx) {
        String game = ctx.queryParam("game");
        if (game != null && (game.isEmpty() || game.length() > MAX_GAME_CHARS)) {
            throw new ApiError(400, "BAD_QUERY", "\"game\" is a game's id, at most " + MAX_GAME_CHARS + " characters.");
        }
        String player = ctx.queryParam("player");
        if (player != null && (player.isBlank() || player.length() > MAX_PLAYER_CHARS || player.indexOf('\n') >= 0)) {
            throw new ApiError(400, "BAD_QUERY", "\"player\" is a seat's name, 1 to " + MAX_PLAYER_CHARS
                    + " characters on one line.");
        }
        String status = storedStatus(ctx.queryParam("status"));
        int limit = limit(ctx.queryParam("limit"));
        String cursorText = ctx.queryParam("cursor");
        Optional<ListCursor> after = cursorText == null ? Optional.empty() : Optional.of(ListCursor.parse(cursorText)
                .orElseThrow(() -> new ApiError(400, "BAD_CURSOR", "The cursor is not one this server gave; start "
                        + "again without it.")));
        TablePage page = tables.list(game, status, player, limit, after);
        ArrayNode list = mapper.createArrayNode();
        page.tables().forEach(listed -> list.add(views.summary(listed.state()).put("created",
                listed.created().toString())));
        page.next().ifPresent(next -> ctx.header("Link", "<" + nextPage(ctx, limit, next) + ">; rel=\"next\""));
        byte[] body;
        try {
            body = mapper.writeValueAsBytes(list);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        String etag = "\"" + digest(body) + "\"";
        ctx.header("ETag", etag).header("Cache-Control", "no-cache");
        if (etag.equals(ctx.header("If-None-Match"))) {
            ctx.status(304);
            return;
        }
        ctx.status(200).contentType("application/json").result(body);
    }

    /** The status as the store keeps it: the API's {@code finished} is the store's {@code over}. */
    private static String storedStatus(String given) {
        if (given == null) {
            return null;
        }
        return switch (given) {
            case "active" -> "active";
            case "finished" -> "over";
            default -> throw new ApiError(400, "BAD_QUERY", "\"status\" is active or finished.");
        };
    }

    private static int limit(String given) {
        if (given == null) {
            return DEFAULT_LIMIT;
        }
        if (!given.matches("[0-9]{1,3}") || Integer.parseInt(given) < 1 || Integer.parseInt(given) > MAX_LIMIT) {
            throw new ApiError(400, "BAD_QUERY", "\"limit\" is a whole number from 1 to " + MAX_LIMIT + ".");
        }
        return Integer.parseInt(given);
    }

    /** The next page's address: the same filters and limit, after the cursor. */
    private static String nextPage(Context ctx, int limit, ListCursor next) {
        StringBuilder link = new StringBuilder(ApiPaths.V1 + "/tables?limit=").append(limit);
        for (String filter : new String[] {"game", "status", "player"}) {
            String value = ctx.queryParam(filter);
            if (value != null) {
                link.append('&').append(filter).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
            }
        }
        return link.append("&cursor=").append(next.text()).toString();
    }

    private static String digest(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
