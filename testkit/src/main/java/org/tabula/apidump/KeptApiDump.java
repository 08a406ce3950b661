package org.tabula.apidump;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The API dump a module keeps in its repository ({@code MODULE/api/MODULE.api}, where Kotlin's
 * binary-compatibility-validator keeps its own): the build checks the compiled classes against it, so an API change
 * shows in review as a change to this file.
 */
public record KeptApiDump(Path file) {

    /** The command that rewrites every module's kept dump from its classes. */
    public static final String UPDATE_ALL = "mvn -B verify -Dtabula.api.update=true";

    static final List<String> HEADER = List.of(
            "# The public API of the module's exported packages, checked by `mvn -B verify` (ApiDumpCheck).",
            "# After a change meant to be made: say it in CHANGELOG.md's [Unreleased] section, then rewrite this file",
            "# with `" + UPDATE_ALL + "` and commit it with the change.");

    public static KeptApiDump at(Path file) {
        return new KeptApiDump(file);
    }

    /**
     * Passes when the kept file holds exactly {@code fresh}; otherwise fails with the lines added and removed and
     * {@code updateCommand}, the command that rewrites the file.
     */
    public void check(ApiDump fresh, String updateCommand) {
        if (!Files.exists(file)) {
            throw new AssertionError("No API dump is kept at " + file + " yet; write it with\n  " + updateCommand
                    + "\nand commit it.");
        }
        if (holds(fresh)) {
            return;
        }
        List<String> kept = read().stream().filter(line -> !line.startsWith("#")).toList();
        ApiDumpDiff diff = ApiDumpDiff.between(kept, fresh.lines());
        StringBuilder message = new StringBuilder("The public API is not the one kept in ").append(file)
                .append('\n');
        if (diff.isEmpty()) {
            message.append("The same lines, in another order or under another header.\n");
        } else {
            message.append("Lines added (+) and removed (-):\n");
            diff.added().forEach(line -> message.append("  + ").append(line).append('\n'));
            diff.removed().forEach(line -> message.append("  - ").append(line).append('\n'));
        }
        message.append("If the change is meant: say it in CHANGELOG.md's [Unreleased] section, rewrite the dump with\n  ")
                .append(updateCommand).append("\nand commit the dump with the change.");
        throw new AssertionError(message.toString());
    }

    /**
     * Rewrites the file with {@code fresh} when the API changed, which must first be named in the changelog's
     * {@code [Unreleased]} section; true when the file changed.
     */
    public boolean update(ApiDump fresh, Changelog changelog) {
        if (holds(fresh)) {
            return false;
        }
        if (!changelog.namesAnUnreleasedChange()) {
            throw new AssertionError("The public API changed, and " + changelog.file()
                    + " names no change under [Unreleased]: say there what changed (Added, Changed, Deprecated,"
                    + " Removed), then rewrite the dump " + file + " again.");
        }
        return write(fresh);
    }

    /** Writes {@code fresh} to the file, header first; true when that changed the file. */
    public boolean write(ApiDump fresh) {
        String text = String.join("\n", HEADER) + "\n" + fresh.text();
        try {
            if (Files.exists(file) && Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
                return false;
            }
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the API dump " + file, e);
        }
    }

    /** True when the file holds exactly {@code fresh} under the header. */
    private boolean holds(ApiDump fresh) {
        if (!Files.exists(file)) {
            return false;
        }
        List<String> lines = read();
        List<String> kept = lines.stream().filter(line -> !line.startsWith("#")).toList();
        List<String> header = lines.stream().filter(line -> line.startsWith("#")).toList();
        return kept.equals(fresh.lines()) && header.equals(HEADER);
    }

    private List<String> read() {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the API dump " + file, e);
        }
    }
}
