package org.tabula.apidump;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What differs between a kept dump and a fresh one: the lines added and removed, each member line named by its type
 * ({@code org.tabula.api.Move: public abstract java.lang.String text()}) so that it reads alone.
 */
public record ApiDumpDiff(List<String> added, List<String> removed) {

    private static final Set<String> KINDS = Set.of("class", "interface", "enum", "record", "@interface");

    public ApiDumpDiff {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
    }

    /** The difference from {@code kept} to {@code fresh}, both as lines of a dump; a line counts as often as it comes. */
    public static ApiDumpDiff between(List<String> kept, List<String> fresh) {
        List<String> keptLines = named(kept);
        List<String> freshLines = named(fresh);
        return new ApiDumpDiff(missingFrom(keptLines, freshLines), missingFrom(freshLines, keptLines));
    }

    /** True when the two dumps hold the same lines, perhaps in another order. */
    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty();
    }

    /** The lines of {@code lines} not in {@code other}, in their order. */
    private static List<String> missingFrom(List<String> other, List<String> lines) {
        Map<String, Integer> left = new HashMap<>();
        other.forEach(line -> left.merge(line, 1, Integer::sum));
        List<String> missing = new ArrayList<>();
        for (String line : lines) {
            if (left.getOrDefault(line, 0) > 0) {
                left.merge(line, -1, Integer::sum);
            } else {
                missing.add(line);
            }
        }
        return missing;
    }

    /** Each indented (member) line prefixed with the name of the type above it. */
    private static List<String> named(List<String> lines) {
        List<String> named = new ArrayList<>();
        String type = "";
        for (String line : lines) {
            if (line.startsWith("  ")) {
                named.add(type + ": " + line.strip());
            } else {
                type = typeName(line);
                named.add(line);
            }
        }
        return named;
    }

    private static String typeName(String declaration) {
        String[] words = declaration.split(" ");
        for (int i = 0; i + 1 < words.length; i++) {
            if (KINDS.contains(words[i])) {
                return words[i + 1].split("[<(]", 2)[0];
            }
        }
        return declaration;
    }
}
