package org.tabula.web;

import java.time.Duration;
import java.util.Objects;

/**
 * What one client may hold of the server: the bounds that keep a slow or greedy connection from stopping the
 * service for everyone else (each a {@code tabula serve} option).
 *
 * @param requestThreads the threads that run requests; a slow client never holds one, since a body is read whole
 *     before a thread is given to its request
 * @param idleTimeout how long a connection may send nothing before it is closed (headers, body, keep-alive)
 * @param headerTimeout how long a new connection has to send its first request's headers
 * @param bodyTimeout how long a request's body may take to arrive in full, however steadily it trickles
 * @param connectionsPerAddress how many connections one client address may hold open at once
 * @param watcherQueueBytes how many bytes of states may wait unsent for one WebSocket watcher before it is dropped
 *     (a state larger than this alone is still sent to a watcher with nothing waiting)
 * @param pingInterval how often every WebSocket watcher is pinged, so a quiet one is not taken for a dead one
 * @param webSocketIdleTimeout how long a WebSocket may go without a frame either way before it is closed
 * @param watcherQueueTotalBytes how many bytes of states may wait unsent for all watchers together: past it, a
 *     watcher with states waiting is dropped rather than sent one more
 */
public record ConnectionLimits(int requestThreads, Duration idleTimeout, Duration headerTimeout,
        Duration bodyTimeout, int connectionsPerAddress, long watcherQueueBytes, Duration pingInterval,
        Duration webSocketIdleTimeout, long watcherQueueTotalBytes) {

    /** Few enough for a small machine; slow readers hold none of them. */
    public static final int DEFAULT_REQUEST_THREADS = 200;
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_HEADER_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_BODY_TIMEOUT = Duration.ofSeconds(20);
    /** A household or office behind one address opens a few tabs of six connections each. */
    public static final int DEFAULT_CONNECTIONS_PER_ADDRESS = 64;
    /**
     * Two hundred states of a plain table behind; a table of the largest record (a state of about 2 MB) is sent
     * one state at a time, each to a watcher that has taken the last.
     */
    public static final long DEFAULT_WATCHER_QUEUE_BYTES = 2L << 20;
    /**
     * Thirty-two watchers' worth of the default queue: the heap a server spends on watchers that do not keep up,
     * however many there are (1,000 such watchers of a 150 KB table held 1.4 GB with no total).
     */
    public static final long DEFAULT_WATCHER_QUEUE_TOTAL_BYTES = 64L << 20;
    /** Well under the 30 s after which browsers' and proxies' quiet connections are commonly closed. */
    public static final Duration DEFAULT_PING_INTERVAL = Duration.ofSeconds(10);
    public static final Duration DEFAULT_WEB_SOCKET_IDLE_TIMEOUT = Duration.ofSeconds(60);

    /** The fewest request threads: Jetty's acceptor and selector take two of them. */
    public static final int MIN_REQUEST_THREADS = 8;

    /** The defaults. */
    public static final ConnectionLimits DEFAULTS = new ConnectionLimits(DEFAULT_REQUEST_THREADS,
            DEFAULT_IDLE_TIMEOUT, DEFAULT_HEADER_TIMEOUT, DEFAULT_BODY_TIMEOUT, DEFAULT_CONNECTIONS_PER_ADDRESS,
            DEFAULT_WATCHER_QUEUE_BYTES, DEFAULT_PING_INTERVAL, DEFAULT_WEB_SOCKET_IDLE_TIMEOUT,
            DEFAULT_WATCHER_QUEUE_TOTAL_BYTES);

    /** The limits with the default total for all watchers' queues (at least one watcher's). */
    public ConnectionLimits(int requestThreads, Duration idleTimeout, Duration headerTimeout, Duration bodyTimeout,
            int connectionsPerAddress, long watcherQueueBytes, Duration pingInterval, Duration webSocketIdleTimeout) {
        this(requestThreads, idleTimeout, headerTimeout, bodyTimeout, connectionsPerAddress, watcherQueueBytes,
                pingInterval, webSocketIdleTimeout, Math.max(DEFAULT_WATCHER_QUEUE_TOTAL_BYTES, watcherQueueBytes));
    }

    /** Checks the parts; each message names the option that sets it. */
    public ConnectionLimits {
        if (requestThreads < MIN_REQUEST_THREADS) {
            throw new IllegalArgumentException("--request-threads takes " + MIN_REQUEST_THREADS + " or more: "
                    + requestThreads);
        }
        positive(idleTimeout, "--idle-timeout");
        positive(headerTimeout, "--header-timeout");
        positive(bodyTimeout, "--body-timeout");
        positive(pingInterval, "--ping-interval");
        positive(webSocketIdleTimeout, "--ws-idle-timeout");
        if (connectionsPerAddress < 1) {
            throw new IllegalArgumentException("--connections-per-address takes 1 or more: "
                    + connectionsPerAddress);
        }
        if (watcherQueueBytes < 1) {
            throw new IllegalArgumentException("--watcher-queue takes a size of 1 byte or more: "
                    + watcherQueueBytes);
        }
        if (watcherQueueTotalBytes < watcherQueueBytes) {
            throw new IllegalArgumentException("--watcher-queue-total (" + watcherQueueTotalBytes + " bytes) must be"
                    + " at least --watcher-queue (" + watcherQueueBytes + " bytes): it bounds all watchers together");
        }
        if (pingInterval.compareTo(webSocketIdleTimeout) >= 0) {
            throw new IllegalArgumentException("--ping-interval (" + pingInterval + ") must be shorter than "
                    + "--ws-idle-timeout (" + webSocketIdleTimeout + "), or a quiet watcher is closed between pings");
        }
    }

    private static void positive(Duration duration, String option) {
        Objects.requireNonNull(duration, option);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(option + " takes a time above zero: " + duration);
        }
    }

    public ConnectionLimits withRequestThreads(int threads) {
        return new ConnectionLimits(threads, idleTimeout, headerTimeout, bodyTimeout, connectionsPerAddress,
                watcherQueueBytes, pingInterval, webSocketIdleTimeout, watcherQueueTotalBytes);
    }

    public ConnectionLimits withTimeouts(Duration idle, Duration header, Duration body) {
        return new ConnectionLimits(requestThreads, idle, header, body, connectionsPerAddress, watcherQueueBytes,
                pingInterval, webSocketIdleTimeout, watcherQueueTotalBytes);
    }

    public ConnectionLimits withConnectionsPerAddress(int connections) {
        return new ConnectionLimits(requestThreads, idleTimeout, headerTimeout, bodyTimeout, connections,
                watcherQueueBytes, pingInterval, webSocketIdleTimeout, watcherQueueTotalBytes);
    }

    public ConnectionLimits withWatcherQueueBytes(long bytes) {
        return new ConnectionLimits(requestThreads, idleTimeout, headerTimeout, bodyTimeout, connectionsPerAddress,
                bytes, pingInterval, webSocketIdleTimeout, Math.max(bytes, watcherQueueTotalBytes));
    }

    public ConnectionLimits withPings(Duration interval, Duration webSocketIdle) {
        return new ConnectionLimits(requestThreads, idleTimeout, headerTimeout, bodyTimeout, connectionsPerAddress,
                watcherQueueBytes, interval, webSocketIdle, watcherQueueTotalBytes);
    }

    public ConnectionLimits withWatcherQueueTotalBytes(long bytes) {
        return new ConnectionLimits(requestThreads, idleTimeout, headerTimeout, bodyTimeout, connectionsPerAddress,
                watcherQueueBytes, pingInterval, webSocketIdleTimeout, bytes);
    }
}
