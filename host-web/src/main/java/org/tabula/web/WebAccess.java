package org.tabula.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Who may reach a server and from where: the address it listens on, the other sites' pages that may call its API
 * and WebSocket, the sites that may show its pages in a frame, and the reverse proxies whose word on a client's
 * address it takes.
 *
 * @param bind the address listened on (the loopback address unless told, so that a server is not on the network
 *     by surprise)
 * @param allowedOrigins the origins ({@code https://platform.example}) besides the page's own whose pages may call
 *     the API and open its WebSocket
 * @param frameAncestors the origins that may frame the pages; empty for none
 * @param trustedProxies the reverse proxies (addresses or blocks) whose {@code X-Forwarded-For} or
 *     {@code Forwarded} header names the client a connection from them is for; empty for none, so that every client
 *     is the connection's own address
 */
public record WebAccess(String bind, List<String> allowedOrigins, List<String> frameAncestors,
        List<AddressBlock> trustedProxies) {

    /** The address listened on when none is given: the loopback address alone. */
    public static final String DEFAULT_BIND = "127.0.0.1";

    /** Loopback, the page's own origin only, framed by no site. */
    public static final WebAccess DEFAULT = new WebAccess(DEFAULT_BIND, List.of(), List.of());

    /** Who may reach a server and from where, trusting no proxy. */
    public WebAccess(String bind, List<String> allowedOrigins, List<String> frameAncestors) {
        this(bind, allowedOrigins, frameAncestors, List.of());
    }

    /** Checks the parts: an address, and origins written as a browser sends them (scheme, host, port). */
    public WebAccess {
        Objects.requireNonNull(bind, "bind");
        if (bind.isBlank()) {
            throw new IllegalArgumentException("an address to listen on is needed");
        }
        allowedOrigins = allowedOrigins.stream().map(WebAccess::origin).toList();
        frameAncestors = frameAncestors.stream().map(WebAccess::origin).toList();
        trustedProxies = List.copyOf(trustedProxies);
    }

    /** Listening on another address. */
    public WebAccess withBind(String address) {
        return new WebAccess(address, allowedOrigins, frameAncestors, trustedProxies);
    }

    /** Taking the word of these reverse proxies on the client a connection is for. */
    public WebAccess withTrustedProxies(List<AddressBlock> proxies) {
        return new WebAccess(bind, allowedOrigins, frameAncestors, proxies);
    }

    /**
     * An origin as a browser's {@code Origin} header gives it: {@code http} or {@code https}, a host and an
     * optional port, nothing after; lower case.
     *
     * @throws IllegalArgumentException for anything else
     */
    static String origin(String text) {
        String origin = Objects.requireNonNull(text, "origin").strip().toLowerCase(Locale.ROOT);
        try {
            URI uri = new URI(origin);
            boolean web = "http".equals(uri.getScheme()) || "https".equals(uri.getScheme());
            if (web && uri.getHost() != null && uri.getUserInfo() == null && uri.getRawPath().isEmpty()
                    && uri.getRawQuery() == null && uri.getRawFragment() == null) {
                return origin;
            }
        } catch (URISyntaxException e) {
            // Said below.
        }
        throw new IllegalArgumentException("an origin is http(s)://HOST or http(s)://HOST:PORT, not '" + text + "'");
    }
}
