package org.tabula.apidump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dump and its check on a small module compiled here in two versions: the second adds, removes and changes
 * members, and the check of it against the first's kept dump fails naming exactly those lines.
 */
class ApiDumpCheckTest {

    private static final String MODULE = "module fixture { exports fixture.shapes; }";

    private static final Map<String, String> FIRST = Map.of(
            "module-info.java", MODULE,
            "fixture/shapes/Shape.java", "package fixture.shapes; public interface Shape { double area();"
                    + " default String name() { return \"shape\"; } }",
            "fixture/shapes/Circle.java", "package fixture.shapes;"
                    + " public record Circle(double radius) implements Shape {"
                    + " public double area() { return Math.PI * radius * radius; } }",
            "fixture/shapes/Colour.java", "package fixture.shapes; public enum Colour { RED, GREEN { } }",
            "fixture/shapes/Sizes.java", "package fixture.shapes; public final class Sizes {"
                    + " public static final int MOST = 12; private Sizes() { }"
                    + " public static final String MARK = \"a\\\"b\\n\"; public static final char TICK = 'x';"
                    + " public static <T extends Comparable<? super T>> T largest(java.util.List<T> all) {"
                    + " return java.util.Collections.max(all); }"
                    + " public static int twice(int n) { return 2 * n; }"
                    + " protected static class Ruler { public Ruler(String... marks) { } } }",
            "fixture/shapes/Hidden.java", "package fixture.shapes; class Hidden { public void notApi() { } }",
            "fixture/inside/Helper.java", "package fixture.inside; public class Helper { public void notApi() { } }");

    /** The first version with a constant changed, a method's parameter changed, one removed and a constant added. */
    private static final Map<String, String> SECOND = withSizesAndColours(
            "package fixture.shapes; public final class Sizes {"
                    + " public static final int MOST = 13; private Sizes() { }"
                    + " public static final String MARK = \"a\\\"b\\n\"; public static final char TICK = 'x';"
                    + " public static <T extends Comparable<? super T>> T largest(java.util.Collection<T> all) {"
                    + " return java.util.Collections.max(all); }"
                    + " protected static class Ruler { public Ruler(String... marks) { } } }",
            "package fixture.shapes; public enum Colour { RED, GREEN { }, BLUE }");

    /** Each version compiled once for all the tests (javac takes most of a second a run). */
    @TempDir
    static Path folder;

    private static ApiDump first;
    private static ApiDump firstAgain;
    private static ApiDump second;
    private static ApiDump reordered;

    @BeforeAll
    static void compileTheVersions() throws IOException {
        first = dumpOf(FIRST, "first");
        firstAgain = dumpOf(FIRST, "again");
        second = dumpOf(SECOND, "second");
        Map<String, String> colours = new HashMap<>(FIRST);
        colours.put("fixture/shapes/Colour.java", "package fixture.shapes; public enum Colour { GREEN { }, RED }");
        reordered = dumpOf(colours, "reordered");
    }

    /** Colour's GREEN has a body of its own, which makes the enum sealed without a word in its source. */
    @Test
    void dump_namesEachExportedTypeAndMemberSorted() {
        assertThat(first.lines()).containsExactly(
                "module fixture",
                "exports fixture.shapes",
                "public record fixture.shapes.Circle(double radius) implements fixture.shapes.Shape",
                "  public Circle(double)",
                "  public double area()",
                "  public final boolean equals(java.lang.Object)",
                "  public final int hashCode()",
                "  public double radius()",
                "  public final java.lang.String toString()",
                "public enum fixture.shapes.Colour",
                "  enum constant RED",
                "  enum constant GREEN",
                "  public static fixture.shapes.Colour valueOf(java.lang.String)",
                "  public static fixture.shapes.Colour[] values()",
                "public interface fixture.shapes.Shape",
                "  public double area()",
                "  public default java.lang.String name()",
                "public final class fixture.shapes.Sizes",
                "  public static final java.lang.String MARK = \"a\\\"b\\u000A\"",
                "  public static final int MOST = 12",
                "  public static final char TICK = 'x'",
                "  public static <T extends java.lang.Comparable<? super T>> T largest(java.util.List<T>)",
                "  public static int twice(int)",
                "protected static class fixture.shapes.Sizes$Ruler",
                "  public Ruler(java.lang.String...)");
    }

    @Test
    void check_passesOnTheDumpItKeptOfTheSameSourcesCompiledAgain() {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("same/fixture.api"));
        assertThat(kept.write(first)).isTrue();

        kept.check(firstAgain, "the update command");
        assertThat(kept.write(firstAgain)).isFalse();
    }

    @Test
    void check_failsOnAChangedApiWithTheLinesAddedAndRemovedAndTheUpdateCommand() {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("changed/fixture.api"));
        kept.write(first);

        assertThatThrownBy(() -> kept.check(second, "the update command"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Lines added (+) and removed (-):\n"
                        + "  + fixture.shapes.Colour: enum constant BLUE\n"
                        + "  + fixture.shapes.Sizes: public static final int MOST = 13\n"
                        + "  + fixture.shapes.Sizes: public static <T extends java.lang.Comparable<? super T>> T"
                        + " largest(java.util.Collection<T>)\n"
                        + "  - fixture.shapes.Sizes: public static final int MOST = 12\n"
                        + "  - fixture.shapes.Sizes: public static <T extends java.lang.Comparable<? super T>> T"
                        + " largest(java.util.List<T>)\n"
                        + "  - fixture.shapes.Sizes: public static int twice(int)\n"
                        + "If the change is meant: say it in CHANGELOG.md's [Unreleased] section,"
                        + " rewrite the dump with\n  the update command\n");

        assertThat(kept.write(second)).isTrue();
        kept.check(second, "the update command");
    }

    @Test
    void check_failsOnEnumConstantsReorderedThoughNoLineIsNew() {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("reordered/fixture.api"));
        kept.write(first);

        assertThatThrownBy(() -> kept.check(reordered, "the update command"))
                .hasMessageContaining("The same lines, in another order");
    }

    @Test
    void check_withNoKeptDumpSaysHowToWriteIt() {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("missing/fixture.api"));

        assertThatThrownBy(() -> kept.check(first, "the update command"))
                .hasMessageContaining("No API dump is kept at").hasMessageContaining("the update command");
    }

    @Test
    void update_refusesAChangedApiWhileTheChangelogNamesNoUnreleasedChange() throws IOException {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("unnamed/fixture.api"));
        kept.write(first);
        Changelog changelog = changelog("unnamed", "## [Unreleased]\n\n## [0.1.0]\n\n### Added\n- Shapes.\n");

        assertThatThrownBy(() -> kept.update(second, changelog))
                .hasMessageContaining("names no change under [Unreleased]");
        kept.check(first, "the update command");
    }

    @Test
    void update_rewritesAChangedApiOnceTheChangelogNamesIt() throws IOException {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("named/fixture.api"));
        kept.write(first);
        Changelog changelog = changelog("named",
                "## [Unreleased]\n\n### Changed\n- `Sizes.largest` takes any collection.\n\n## [0.1.0]\n");

        assertThat(kept.update(second, changelog)).isTrue();
        kept.check(second, "the update command");
    }

    @Test
    void update_ofAnUnchangedApiAsksNothingOfTheChangelog() throws IOException {
        KeptApiDump kept = KeptApiDump.at(folder.resolve("released/fixture.api"));
        kept.write(first);
        Changelog changelog = changelog("released", "## [Unreleased]\n\n## [0.1.0]\n- Shapes.\n");

        assertThat(kept.update(firstAgain, changelog)).isFalse();
    }

    private static Map<String, String> withSizesAndColours(String sizes, String colours) {
        Map<String, String> sources = new HashMap<>(FIRST);
        sources.put("fixture/shapes/Sizes.java", sizes);
        sources.put("fixture/shapes/Colour.java", colours);
        return Map.copyOf(sources);
    }

    private static Changelog changelog(String name, String text) throws IOException {
        Path file = folder.resolve(name).resolve("CHANGELOG.md");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# Changelog\n\n" + text);
        return Changelog.at(file);
    }

    /** Compiles the sources with javac into a folder of their own and dumps them through a loader of their own. */
    private static ApiDump dumpOf(Map<String, String> sources, String name) throws IOException {
        Path source = folder.resolve(name + "-src");
        Path classes = folder.resolve(name + "-classes");
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "--release", "17"));
        for (Map.Entry<String, String> file : sources.entrySet()) {
            Path path = source.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue());
            arguments.add(path.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, arguments.toArray(String[]::new))).as("javac's exit code").isZero();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ApiDumpCheckTest.class.getClassLoader())) {
            return ApiDump.of(classes, loader);
        }
    }
}
