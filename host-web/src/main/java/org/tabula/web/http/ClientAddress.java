package org.tabula.web.http;

import io.javalin.http.Context;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.websocket.api.Session;
import org.tabula.web.AddressBlock;

/**
 * A client's address as the server counts and remembers it, the IP alone: the connection's own, or behind a
 * trusted reverse proxy the one the proxy says it forwards for ({@code X-Forwarded-For}, else RFC 7239's
 * {@code Forwarded: for=}). Only a proxy's word is taken, since anyone else can write those headers.
 */
final class ClientAddress {

    static final String FORWARDED_FOR = "X-Forwarded-For";
    static final String FORWARDED = "Forwarded";

    private final List<AddressBlock> trustedProxies;

    ClientAddress(List<AddressBlock> trustedProxies) {
        this.trustedProxies = List.copyOf(trustedProxies);
    }

    /** The connection's own address, the IP alone: what is counted before a request's headers are read. */
    static String peer(SocketAddress remote) {
        if (remote instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return String.valueOf(remote);
    }

    /** The client of a request on its way through Javalin. */
    String of(Context ctx) {
        return of(ctx.req().getRemoteAddr(), Collections.list(ctx.req().getHeaders(FORWARDED_FOR)),
                Collections.list(ctx.req().getHeaders(FORWARDED)));
    }

    /** The client of a request as Jetty holds it, before Javalin has it. */
    String of(Request request) {
        return of(Request.getRemoteAddr(request), request.getHeaders().getValuesList(FORWARDED_FOR),
                request.getHeaders().getValuesList(FORWARDED));
    }

    /** The client of a WebSocket, from the request it was upgraded from. */
    String of(Session session) {
        var upgrade = session.getUpgradeRequest();
        return of(peer(session.getRemoteSocketAddress()), orNone(upgrade.getHeaders(FORWARDED_FOR)),
                orNone(upgrade.getHeaders(FORWARDED)));
    }

    private static List<String> orNone(List<String> values) {
        return values == null ? List.of() : values;
    }

    /**
     * The client behind a connection from this peer, given the values of its {@code X-Forwarded-For} and
     * {@code Forwarded} headers. The peer itself unless it is a trusted proxy; then the right-most address of the
     * chain that is no trusted proxy (the left-most when all are), as each proxy adds the address it was reached
     * from at the right, so that what a client wrote itself, to the left, is never read. A chain with a hop that is
     * no IP address before that one falls back to the peer.
     *
     * @return an IP address in the JDK's text form, or the peer as given when it is none
     */
    String of(String peer, List<String> forwardedFor, List<String> forwarded) {
        Optional<InetAddress> peerAddress = AddressBlock.literal(peer);
        if (peerAddress.isEmpty()) {
            return peer;
        }
        String self = peerAddress.get().getHostAddress();
        if (!trusted(peerAddress.get())) {
            return self;
        }
        List<String> hops = !forwardedFor.isEmpty() ? listed(forwardedFor) : forwardedFor(forwarded);
        if (hops.isEmpty()) {
            return self;
        }
        InetAddress client = null;
        for (int i = hops.size() - 1; i >= 0; i--) {
            Optional<InetAddress> hop = node(hops.get(i));
            if (hop.isEmpty()) {
                return self;
            }
            client = hop.get();
            if (!trusted(client)) {
                break;
            }
        }
        return client.getHostAddress();
    }

    private boolean trusted(InetAddress address) {
        return trustedProxies.stream().anyMatch(block -> block.contains(address));
    }

    /** The hops of every {@code X-Forwarded-For} line, in order: comma-separated, each line after the one before. */
    private static List<String> listed(List<String> lines) {
        List<String> hops = new ArrayList<>();
        for (String line : lines) {
            for (String hop : line.split(",", -1)) {
                hops.add(hop.strip());
            }
        }
        return hops;
    }

    /**
     * The {@code for=} of each element of every {@code Forwarded} line, in order (an element without one gives an
     * empty hop, which is no address); quoted values unquoted, commas and semicolons in quotes kept.
     */
    private static List<String> forwardedFor(List<String> lines) {
        List<String> hops = new ArrayList<>();
        for (String line : lines) {
            String forValue = "";
            StringBuilder pair = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i <= line.length(); i++) {
                char c = i < line.length() ? line.charAt(i) : ',';
                if (quoted && c == '\\' && i + 1 < line.length()) {
                    pair.append(line.charAt(++i));
                } else if (c == '"') {
                    quoted = !quoted;
                } else if (!quoted && (c == ';' || c == ',')) {
                    String p = pair.toString().strip();
                    int equals = p.indexOf('=');
                    if (equals > 0 && p.substring(0, equals).strip().equalsIgnoreCase("for")) {
                        forValue = p.substring(equals + 1).strip();
                    }
                    pair.setLength(0);
                    if (c == ',') {
                        hops.add(forValue);
                        forValue = "";
                    }
                } else {
                    pair.append(c);
                }
            }
            if (quoted) {
                // A quote left open: the line's last hop is none that can be read.
                hops.add("");
            }
        }
        return hops;
    }

    /** A hop's address: an IP, an IPv4 one with a port, an IPv6 one in brackets with or without a port. */
    private static Optional<InetAddress> node(String hop) {
        if (hop.startsWith("[")) {
            int close = hop.indexOf(']');
            if (close < 0 || !(close == hop.length() - 1 || port(hop.substring(close + 1)))) {
                return Optional.empty();
            }
            return AddressBlock.literal(hop.substring(1, close));
        }
        int colon = hop.indexOf(':');
        if (colon > 0 && colon == hop.lastIndexOf(':') && port(hop.substring(colon))) {
            return AddressBlock.literal(hop.substring(0, colon));
        }
        return AddressBlock.literal(hop);
    }

    /** Whether the text is {@code :PORT}. */
    private static boolean port(String text) {
        return text.length() > 1 && text.length() <= 6 && text.charAt(0) == ':'
                && text.substring(1).chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
