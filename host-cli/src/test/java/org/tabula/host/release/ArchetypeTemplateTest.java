package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.host.release.RepositoryFiles.child;
import static org.tabula.host.release.RepositoryFiles.children;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The archetype's template files survive generation, checked without generating (CI's .ci/archetype-game generates,
 * builds and plays one): Velocity would eat or choke on a {@code $} or a {@code #} it does not expect, and a
 * filtered {@code @property@} must name a property of the parent pom.
 */
class ArchetypeTemplateTest {

    private static final String TEMPLATE = "archetype/src/main/resources/archetype-resources";
    private static final Set<String> PROPERTIES = Set.of("package", "groupId", "artifactId", "version", "gameId",
            "gameClass", "gameTitle", "symbol_dollar", "symbol_pound");
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{?([A-Za-z_]\\w*)");
    private static final Pattern DIRECTIVE = Pattern.compile("#([A-Za-z#*\\[{])");
    private static final Pattern FILTERED = Pattern.compile("@([\\w.-]+)@");

    private final RepositoryFiles files = RepositoryFiles.find();

    @Test
    void everyDollarAndDirective_inTheTemplate_isOneVelocityExpects() throws IOException {
        List<String> unexpected = new ArrayList<>();
        for (Path file : templateFiles()) {
            List<String> lines = Files.readAllLines(file);
            for (int number = 1; number <= lines.size(); number++) {
                String line = lines.get(number - 1);
                String at = files.path(TEMPLATE).relativize(file) + ":" + number + ": ";
                if (line.startsWith("#set( $symbol_")) {
                    continue;
                }
                Matcher reference = REFERENCE.matcher(line);
                while (reference.find()) {
                    if (!PROPERTIES.contains(reference.group(1))) {
                        unexpected.add(at + reference.group());
                    }
                }
                if (line.replaceAll("\\$\\{\\w+}", "").contains("$")) {
                    unexpected.add(at + "a $ that is no property");
                }
                Matcher directive = DIRECTIVE.matcher(line);
                if (directive.find()) {
                    unexpected.add(at + directive.group());
                }
            }
        }
        assertThat(unexpected).isEmpty();
    }

    @Test
    void everyFilteredVersion_inTheTemplatePom_isAPropertyOfTheParentPom() {
        String pom = files.read(TEMPLATE + "/pom.xml");
        Element properties = child(files.pom("pom.xml"), "properties");
        Matcher filtered = FILTERED.matcher(pom);
        List<String> names = new ArrayList<>();
        while (filtered.find()) {
            names.add(filtered.group(1));
        }

        assertThat(names).contains("project.version", "surefire.version", "compiler-plugin.version");
        assertThat(names).filteredOn(name -> !name.equals("project.version"))
                .allSatisfy(name -> assertThat(children(properties, name)).as(name).hasSize(1));
    }

    @Test
    void everyTemplateFile_isInAFileSetOfTheDescriptor() throws IOException {
        String descriptor = files.read("archetype/src/main/resources/META-INF/maven/archetype-metadata.xml");
        for (Path file : templateFiles()) {
            String relative = files.path(TEMPLATE).relativize(file).toString();
            boolean covered = relative.equals("pom.xml")
                    || descriptor.contains("<include>" + relative + "</include>")
                    || relative.startsWith("src/main/java/") && relative.endsWith(".java")
                    || relative.startsWith("src/test/java/") && relative.endsWith(".java")
                    || relative.startsWith("src/main/resources/");
            assertThat(covered).as(relative + " is generated").isTrue();
        }
        assertThat(descriptor).contains("<directory>src/main/java</directory>", "<directory>src/test/java</directory>",
                "<directory>src/main/resources</directory>");
    }

    private List<Path> templateFiles() throws IOException {
        try (Stream<Path> walk = Files.walk(files.path(TEMPLATE))) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
