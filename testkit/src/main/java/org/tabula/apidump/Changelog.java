package org.tabula.apidump;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The repository's {@code CHANGELOG.md} (Keep a Changelog form), as far as the API dump asks it something. */
public record Changelog(Path file) {

    public static Changelog at(Path file) {
        return new Changelog(file);
    }

    /** True when the {@code [Unreleased]} section holds an entry: a list item before the next version's heading. */
    public boolean namesAnUnreleasedChange() {
        if (!Files.exists(file)) {
            return false;
        }
        boolean unreleased = false;
        for (String line : lines()) {
            String text = line.strip();
            if (text.startsWith("## ")) {
                unreleased = text.equalsIgnoreCase("## [Unreleased]");
            } else if (unreleased && (text.startsWith("- ") || text.startsWith("* "))) {
                return true;
            }
        }
        return false;
    }

    private List<String> lines() {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the changelog " + file, e);
        }
    }
}
