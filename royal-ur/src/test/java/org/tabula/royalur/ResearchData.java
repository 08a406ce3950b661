package org.tabula.royalur;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Finds the shared research data by walking up from the working folder, as every Tabula test does. */
final class ResearchData {

    private ResearchData() {
    }

    /** A file under {@code shared/research-data}. @throws AssertionError, saying where it looked, when it is missing */
    static Path file(String relative) {
        Path start = Paths.get(System.getProperty("user.dir")).toAbsolutePath();
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            Path data = folder.resolve("shared/research-data");
            if (Files.isDirectory(data)) {
                Path file = data.resolve(relative);
                if (!Files.isRegularFile(file)) {
                    throw new AssertionError("the research data at " + data + " has no " + relative);
                }
                return file;
            }
        }
        throw new AssertionError("no shared/research-data folder in " + start + " or any folder above it; the tests"
                + " need it beside the repository (see shared/research-data/PROVENANCE.md)");
    }
}
