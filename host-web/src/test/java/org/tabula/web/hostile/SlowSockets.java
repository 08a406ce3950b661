package org.tabula.web.hostile;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Raw connections to a server on 127.0.0.1 that send a request's start and then as little as they like. */
final class SlowSockets implements AutoCloseable {

    /** A POST's headers, its body promised at 100 bytes and begun with one. */
    static final String BODY_BEGUN = "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{";

    /** A request's first line and half a header, never finished. */
    static final String HEADERS_BEGUN = "POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty";

    private final int port;
    private final List<Socket> sockets = new ArrayList<>();

    SlowSockets(int port) {
        this.port = port;
    }

    /** Opens one more and sends it this text; the socket's reads give up after the timeout. */
    Socket open(String text, int readTimeoutMillis) throws IOException {
        Socket socket = new Socket();
        sockets.add(socket);
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        socket.setSoTimeout(readTimeoutMillis);
        socket.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    /** Opens this many, each sent the text. */
    void open(int count, String text) throws IOException {
        for (int i = 0; i < count; i++) {
            open(text, 10_000);
        }
    }

    /** One more byte on each still open (a trickle); those the server closed are left alone. */
    void trickle(char c) {
        for (Socket socket : sockets) {
            try {
                socket.getOutputStream().write(c);
                socket.getOutputStream().flush();
            } catch (IOException closed) {
                // The server closed it: what a deadline is for.
            }
        }
    }

    /** Everything the server sends before it closes the socket; "" when it closes at once. */
    static String readToClose(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder text = new StringBuilder();
        byte[] buffer = new byte[4096];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                text.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server kept the connection open; it had sent: "
                    + text.substring(0, Math.min(200, text.length())), e);
        } catch (IOException reset) {
            // A reset is a close too.
        }
        return text.toString();
    }

    @Override
    public void close() {
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException e) {
                // Closing a test's socket: nothing to do.
            }
        }
    }
}
