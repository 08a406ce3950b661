package org.tabula.web.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Files the server serves from its own jar, read once when the routes are made. */
final class JarFiles {

    private JarFiles() {
    }

    /**
     * The file's bytes.
     *
     * @throws IllegalStateException when the jar lacks it (a broken build, not a client's fault)
     */
    static byte[] read(String resource) {
        try (InputStream in = JarFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
