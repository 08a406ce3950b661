package org.tabula.web.http;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tabula.web.WebAccess;

/**
 * What every request meets before its route: the headers that keep the pages to themselves (a content security
 * policy, no sniffing, no framing but by the sites allowed, no referrer), and for the API another site's page kept
 * out (its requests refused, unless the server allows its origin, which CORS then tells the browser) and bodies
 * taken only as JSON, which no HTML form can send without the browser asking first. The embeddable board's
 * modules alone are offered to every site.
 */
final class AccessRules {

    /** The methods a page of an allowed origin may use across sites. */
    private static final String METHODS = "GET, POST";
    /** The request headers it may send: the seat's token and the JSON body's type. */
    private static final String HEADERS = "Authorization, Content-Type";
    /** How long a browser may keep a preflight's answer, in seconds. */
    private static final String PREFLIGHT_SECONDS = "600";
    private static final Set<HandlerType> READS = Set.of(HandlerType.GET, HandlerType.HEAD);
    /**
     * The embeddable board's module and the modules it imports: another site's page loads them as module scripts,
     * which a browser fetches in CORS mode. They are public files holding nothing of anyone's, so any site may.
     */
    private static final Set<String> EMBED_MODULES = Set.of("/tabula-board.js", "/board.js", "/api.js");

    private final Set<String> allowedOrigins;
    private final String policy;
    private final String framePolicy;

    AccessRules(WebAccess access) {
        this.allowedOrigins = Set.copyOf(access.allowedOrigins());
        this.policy = contentSecurityPolicy(access.frameAncestors());
        // X-Frame-Options names no site: with sites allowed, a browser that knows only it keeps to the page's own.
        this.framePolicy = access.frameAncestors().isEmpty() ? "DENY" : "SAMEORIGIN";
    }

    /**
     * The page's own files alone (its scripts are modules from the jar, no inline script or style), its own
     * server to talk to (HTTP and WebSocket), images from itself or drawn in the page; framed by the sites given.
     */
    private static String contentSecurityPolicy(List<String> frameAncestors) {
        return "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self';"
                + " object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors "
                + (frameAncestors.isEmpty() ? "'none'" : String.join(" ", frameAncestors));
    }

    /** Before every HTTP request: the headers, then for the API the origin and the body's type. */
    void check(Context ctx) {
        ctx.header("Content-Security-Policy", policy);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", framePolicy);
        ctx.header("Referrer-Policy", "no-referrer");
        if (EMBED_MODULES.contains(ctx.path())) {
            ctx.header("Access-Control-Allow-Origin", "*");
        }
        if (!ctx.path().startsWith("/api/")) {
            return;
        }
        String origin = ctx.header("Origin");
        boolean crossSite = origin != null && !sameOrigin(ctx, origin);
        if (crossSite && allowedOrigins.contains(origin.toLowerCase(Locale.ROOT))) {
            ctx.header("Access-Control-Allow-Origin", origin);
            ctx.header("Vary", "Origin");
            if (ctx.method() == HandlerType.OPTIONS) {
                ctx.header("Access-Control-Allow-Methods", METHODS);
                ctx.header("Access-Control-Allow-Headers", HEADERS);
                ctx.header("Access-Control-Max-Age", PREFLIGHT_SECONDS);
                ctx.status(204);
                ctx.skipRemainingHandlers();
                return;
            }
        } else if (crossSite && !READS.contains(ctx.method())) {
            // A read across sites is answered without CORS headers, so that the browser hides it from the page.
            throw foreign();
        }
        if (ctx.method() == HandlerType.POST && hasBody(ctx) && !json(ctx.header("Content-Type"))) {
            throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "The API takes a body only as Content-Type:"
                    + " application/json.");
        }
    }

    /** Before a WebSocket upgrade: a browser always sends its page's origin, which must be the server's or allowed. */
    void checkUpgrade(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin != null && !sameOrigin(ctx, origin) && !allowedOrigins.contains(origin.toLowerCase(Locale.ROOT))) {
            throw foreign();
        }
    }

    private static ApiError foreign() {
        return new ApiError(403, "FORBIDDEN_ORIGIN", "Pages of another site may not use this server (it allows"
                + " its own pages and the origins given with --allow-origin).");
    }

    /**
     * Whether the origin is the page's own: its host and port are those the request was sent to. The scheme is
     * left out, so that a server behind a TLS proxy (https outside, http here) knows its own pages.
     */
    private static boolean sameOrigin(Context ctx, String origin) {
        String host = ctx.header("Host");
        int scheme = origin.indexOf("://");
        return host != null && scheme > 0 && origin.substring(scheme + 3).equalsIgnoreCase(host);
    }

    private static boolean hasBody(Context ctx) {
        return ctx.req().getContentLengthLong() > 0 || ctx.header("Transfer-Encoding") != null;
    }

    private static boolean json(String contentType) {
        if (contentType == null) {
            return false;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).strip();
        return type.equalsIgnoreCase("application/json");
    }
}
