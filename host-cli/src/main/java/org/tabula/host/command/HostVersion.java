package org.tabula.host.command;

import com.google.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/** The version {@code --version} prints: the host's, from a resource Maven fills in, and the Java it runs on. */
final class HostVersion implements CommandLine.IVersionProvider {

    @Inject
    HostVersion() {
    }

    /** The host's version, such as {@code 0.1.0-SNAPSHOT}. */
    static String version() {
        Properties properties = new Properties();
        try (InputStream in = HostVersion.class.getResourceAsStream("/org/tabula/host/host.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the host's version", e);
        }
        return properties.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "tabula " + version(),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor", "unknown vendor") + ")",
        };
    }
}
