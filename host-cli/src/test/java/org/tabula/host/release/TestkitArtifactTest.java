package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.host.release.RepositoryFiles.child;
import static org.tabula.host.release.RepositoryFiles.children;
import static org.tabula.host.release.RepositoryFiles.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The conformance kit is an artifact of its own, tabula-testkit, that brings its test libraries with it: an outside
 * game author adds one test dependency, and every module of this build takes the kit the same way.
 */
class TestkitArtifactTest {

    private static final String KIT_PACKAGE = "org.tabula.api.testkit";

    private final RepositoryFiles files = RepositoryFiles.find();

    @Test
    void testkit_isBuiltRightAfterTheApi() {
        List<String> modules = files.modules();

        assertThat(modules).contains("api", "testkit");
        assertThat(modules.indexOf("testkit")).isEqualTo(modules.indexOf("api") + 1);
    }

    @Test
    void testkit_declaresTheApiAndEveryTestLibrary_atCompileScope_withNoVersion() {
        Element pom = files.pom("testkit/pom.xml");
        assertThat(text(pom, "artifactId")).isEqualTo("tabula-testkit");

        List<Element> dependencies = children(child(pom, "dependencies"), "dependency");
        List<String> declared = dependencies.stream()
                .map(dependency -> text(dependency, "groupId") + ":" + text(dependency, "artifactId")).toList();

        assertThat(declared).contains("org.tabula:tabula-api", "org.junit.jupiter:junit-jupiter",
                "org.assertj:assertj-core", "com.tngtech.archunit:archunit-junit5", "net.jqwik:jqwik");
        assertThat(dependencies).allSatisfy(dependency -> {
            assertThat(text(dependency, "scope")).as(text(dependency, "artifactId")).isIn("", "compile");
            assertThat(text(dependency, "version")).as(text(dependency, "artifactId")).isEmpty();
        });
    }

    @Test
    void testkit_isANamedModuleMatchingItsArtifact_exportingTheKit() {
        String descriptor = files.read("testkit/src/main/java/module-info.java");

        assertThat(descriptor).contains("module org.tabula.testkit {", "exports " + KIT_PACKAGE + ";");
    }

    @Test
    void everyModuleUsingTheKit_takesTabulaTestkit_once_atTestScope() {
        List<String> users = files.modules().stream().filter(module -> !module.equals("testkit"))
                .filter(this::testsUseTheKit).toList();
        assertThat(users).contains("morris", "dice-race", "xiangqi", "host-cli");

        for (String module : users) {
            List<Element> kit = children(child(files.pom(module + "/pom.xml"), "dependencies"), "dependency")
                    .stream().filter(dependency -> text(dependency, "artifactId").equals("tabula-testkit")).toList();
            assertThat(kit).as(module).singleElement()
                    .satisfies(dependency -> assertThat(text(dependency, "scope")).isEqualTo("test"));
        }
    }

    @Test
    void noModule_takesTheApisTestJar_andTheApiMakesNone() {
        for (String module : files.modules()) {
            Element pom = files.pom(module + "/pom.xml");
            List<Element> testJars = children(child(pom, "dependencies"), "dependency").stream()
                    .filter(dependency -> text(dependency, "artifactId").equals("tabula-api"))
                    .filter(dependency -> text(dependency, "type").equals("test-jar")).toList();
            assertThat(testJars).as(module).isEmpty();
        }
        assertThat(files.read("api/pom.xml")).doesNotContain("<goal>test-jar</goal>");
        assertThat(files.path("api/src/test/java/org/tabula/api/testkit")).doesNotExist();
    }

    private boolean testsUseTheKit(String module) {
        Path tests = files.path(module + "/src/test/java");
        if (!Files.isDirectory(tests)) {
            return false;
        }
        try (Stream<Path> sources = Files.walk(tests)) {
            return sources.filter(file -> file.toString().endsWith(".java")).anyMatch(file -> read(file)
                    .contains("import " + KIT_PACKAGE + "."));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
