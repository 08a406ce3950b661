package org.tabula.web.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A client that writes the bytes it is given to a server on the loopback address, as a hostile one would, and reads
 * its one answer: for what {@link java.net.http.HttpClient} will not send (a cut-short body, a bad chunk size).
 */
final class RawHttp {

    /** How long an answer may take to come before the test gives up on it. */
    private static final int READ_MILLIS = 5_000;

    private final int port;

    RawHttp(int port) {
        this.port = port;
    }

    /** An answer as read off the socket: its status, headers and body. */
    record Answer(int status, String head, String body) {
        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).strip().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).strip();
                }
            }
            return null;
        }

        boolean isJson() {
            String type = header("Content-Type");
            return type != null && type.toLowerCase(Locale.ROOT).startsWith("application/json")
                    && body.startsWith("{");
        }
    }

    /** Writes the request, closes the writing half (the client has no more to say) and reads the answer. */
    Answer send(String request) throws IOException {
        return send(request.getBytes(StandardCharsets.ISO_8859_1));
    }

    Answer send(byte[] request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(READ_MILLIS);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            socket.shutdownOutput();
            return parse(readAll(socket.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream read = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                read.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException | java.net.SocketException e) {
            // An answer kept open or reset after it was written: what came is the answer.
        }
        return read.toByteArray();
    }

    private static Answer parse(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/") || end < 0) {
            return new Answer(-1, text, "");
        }
        String head = text.substring(0, end);
        String body = text.substring(end + 4);
        if ("chunked".equalsIgnoreCase(new Answer(0, head, "").header("Transfer-Encoding"))) {
            body = unchunk(body);
        }
        return new Answer(Integer.parseInt(head.substring(9, 12)), head, body);
    }

    private static String unchunk(String chunked) {
        StringBuilder body = new StringBuilder();
        int at = 0;
        while (at < chunked.length()) {
            int lineEnd = chunked.indexOf("\r\n", at);
            if (lineEnd < 0) {
                break;
            }
            int size = Integer.parseInt(chunked.substring(at, lineEnd).split(";")[0].strip(), 16);
            if (size == 0) {
                break;
            }
            body.append(chunked, lineEnd + 2, Math.min(chunked.length(), lineEnd + 2 + size));
            at = lineEnd + 2 + size + 2;
        }
        return body.toString();
    }
}
