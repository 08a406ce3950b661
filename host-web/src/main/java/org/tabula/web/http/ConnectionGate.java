package org.tabula.web.http;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * What a connection must meet to stay open: its client address holding no more than its share of connections,
 * and its first request's headers sent within the deadline (a connection that trickles them holds no thread, but
 * would hold a connection for ever). A connection over the cap is closed at once, before it is read, so the address
 * counted is the connection's own: behind a reverse proxy, the proxy's, whatever {@code --trusted-proxy} says.
 */
final class ConnectionGate implements Connection.Listener {

    private final int perAddress;
    private final Duration headerDeadline;
    private final Scheduler scheduler;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    /** The address each counted connection was counted under, so that each is let go once. */
    private final Map<Connection, String> counted = new ConcurrentHashMap<>();

    ConnectionGate(int perAddress, Duration headerDeadline, Scheduler scheduler) {
        this.perAddress = perAddress;
        this.headerDeadline = headerDeadline;
        this.scheduler = scheduler;
    }

    @Override
    public void onOpened(Connection connection) {
        String address = ClientAddress.peer(connection.getEndPoint().getRemoteSocketAddress());
        boolean admitted = open.merge(address, 1, Integer::sum) <= perAddress;
        counted.put(connection, address);
        if (!admitted) {
            connection.getEndPoint().close();
            return;
        }
        // HTTP's connections alone: a WebSocket's has sent its headers already, in the request it was upgraded from.
        if (connection instanceof ConnectionMetaData && connection.getMessagesIn() == 0) {
            scheduler.schedule(() -> {
                if (connection.getEndPoint().isOpen() && connection.getMessagesIn() == 0
                        && counted.containsKey(connection)) {
                    connection.getEndPoint().close();
                }
            }, headerDeadline.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public void onClosed(Connection connection) {
        String address = counted.remove(connection);
        if (address != null) {
            open.computeIfPresent(address, (key, n) -> n <= 1 ? null : n - 1);
        }
    }
}
