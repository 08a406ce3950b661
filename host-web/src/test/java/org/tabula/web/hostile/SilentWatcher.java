package org.tabula.web.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A WebSocket watcher (or an event stream) on 127.0.0.1 that upgrades by hand and then never reads: what a client
 * that stalls does to the server. Its receive buffer is made small before it connects, so that the kernel holds
 * little of what the server sends it and the server's own queue is what fills.
 */
final class SilentWatcher implements AutoCloseable {

    /** The kernel's buffer on the watcher's side; Linux doubles it and keeps a floor of a few KB. */
    static final int RECEIVE_BUFFER = 4096;

    private final Socket socket;

    private SilentWatcher(Socket socket) {
        this.socket = socket;
    }

    /** Opens a watcher of the table, reads the 101 that switches protocols and nothing after it. */
    static SilentWatcher watch(int port, String table) throws IOException {
        return open(port, "GET /api/v1/tables/" + table + "/live HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n", "HTTP/1.1 101");
    }

    /** Opens the table's event stream, reads the 200 that starts it and nothing after it. */
    static SilentWatcher stream(int port, String table) throws IOException {
        return open(port, "GET /api/v1/tables/" + table + "/events HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nAccept: text/event-stream\r\n\r\n", "HTTP/1.1 200");
    }

    private static SilentWatcher open(int port, String request, String answer) throws IOException {
        Socket socket = new Socket();
        try {
            socket.setReceiveBufferSize(RECEIVE_BUFFER);
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            String head = readHead(socket.getInputStream());
            if (!head.startsWith(answer)) {
                throw new AssertionError("the upgrade was answered: " + head);
            }
            return new SilentWatcher(socket);
        } catch (IOException | RuntimeException | Error e) {
            socket.close();
            throw e;
        }
    }

    /** The answer's head, read a byte at a time so that not a byte of the first frame is taken with it. */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /**
     * Reads, at last, everything the kernel kept for it until the server's close: the bytes it held. Throws when
     * the server keeps the connection open past the socket's timeout.
     */
    long drainToClose() throws IOException {
        byte[] buffer = new byte[64 << 10];
        long read = 0;
        try {
            for (int n = socket.getInputStream().read(buffer); n >= 0; n = socket.getInputStream().read(buffer)) {
                read += n;
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server kept the silent watcher open; it had " + read + " bytes", e);
        } catch (IOException reset) {
            // A reset is a close too.
        }
        return read;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
