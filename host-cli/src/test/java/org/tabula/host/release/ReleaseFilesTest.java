package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.host.release.RepositoryFiles.child;
import static org.tabula.host.release.RepositoryFiles.children;
import static org.tabula.host.release.RepositoryFiles.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** What a company checks before depending on Tabula: the licence, the poms' metadata, the changelog, the API policy. */
class ReleaseFilesTest {

    /** SHA-256 of the Apache License 2.0 exactly as the ASF publishes it (LICENSE-2.0.txt). */
    private static final String APACHE_2_SHA256 = "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30";

    private static final Pattern EXPORT = Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private static final Pattern ARCHETYPE_VERSION = Pattern.compile("-DarchetypeVersion=([^\\s]+)");

    private final RepositoryFiles files = RepositoryFiles.find();

    @Test
    void license_isTheStandardApache2Text() throws IOException, NoSuchAlgorithmException {
        Path license = files.path("LICENSE");
        assertThat(license).exists();

        byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(license));

        assertThat(HexFormat.of().formatHex(digest)).isEqualTo(APACHE_2_SHA256);
    }

    @Test
    void parentPom_namesTheLicenceHomeSourceAndDevelopers() {
        Element pom = files.pom("pom.xml");

        List<Element> licenses = children(child(pom, "licenses"), "license");
        assertThat(licenses).singleElement().satisfies(license -> {
            assertThat(text(license, "name")).isEqualTo("Apache-2.0");
            assertThat(text(license, "url")).isEqualTo("https://www.apache.org/licenses/LICENSE-2.0.txt");
        });
        assertThat(text(pom, "url")).startsWith("https://");
        assertThat(text(child(pom, "scm"), "url")).isEqualTo(text(pom, "url"));
        assertThat(text(child(pom, "scm"), "connection")).isEqualTo("scm:git:" + text(pom, "url") + ".git");
        assertThat(children(child(pom, "developers"), "developer")).isNotEmpty()
                .allSatisfy(developer -> assertThat(text(developer, "name")).isNotBlank());
        assertThat(text(pom, "inceptionYear")).isEqualTo("2026");
    }

    @Test
    void everyModulePom_saysWhatItIs_inOneSentenceOfItsOwn() {
        List<String> modules = files.modules();
        assertThat(modules).contains("api", "morris", "host-cli");

        TreeSet<String> seen = new TreeSet<>();
        for (String module : modules) {
            String description = text(files.pom(module + "/pom.xml"), "description").replaceAll("\\s+", " ");
            assertThat(description).as(module).endsWith(".")
                    // One sentence: no full stop before the last but inside a name or number ("e.g.", "0.5").
                    .doesNotContainPattern("[.!?] [A-Z]");
            assertThat(seen.add(description)).as(module + "'s description is its own").isTrue();
        }
    }

    @Test
    void everyJar_namesTheLicenceInItsManifest_setOnceInTheParent() {
        Element jarPlugin = children(child(child(child(files.pom("pom.xml"), "build"), "pluginManagement"), "plugins"),
                "plugin").stream().filter(plugin -> text(plugin, "artifactId").equals("maven-jar-plugin"))
                .findFirst().orElseThrow();

        Element archive = child(child(jarPlugin, "configuration"), "archive");

        assertThat(text(child(archive, "manifestEntries"), "Bundle-License")).isEqualTo("Apache-2.0");
        assertThat(text(child(archive, "manifest"), "addDefaultImplementationEntries")).isEqualTo("true");
    }

    @Test
    void changelog_keepsAChangelog_withUnreleasedAndTheFirstRelease() {
        String changelog = files.read("CHANGELOG.md");

        assertThat(changelog).startsWith("# Changelog").contains("https://keepachangelog.com/en/1.1.0/")
                .contains("https://semver.org/spec/v2.0.0.html");
        assertThat(changelog.indexOf("\n## [Unreleased]")).isPositive()
                .isLessThan(changelog.indexOf("\n## [0.1.0]"));
    }

    @Test
    void theDocs_dependOnTheVersionThePomsBuild_andGenerateFromIt() throws IOException {
        String version = text(files.pom("pom.xml"), "version");
        Pattern tabulaDependency = Pattern.compile(
                "<groupId>org\\.tabula</groupId>\\s*<artifactId>([\\w-]+)</artifactId>\\s*<version>([^<]+)</version>");
        List<String> named = new java.util.ArrayList<>();
        try (var docs = Files.walk(files.path("docs"))) {
            for (Path page : docs.filter(path -> path.toString().endsWith(".md")).sorted().toList()) {
                String text = Files.readString(page);
                Matcher dependency = tabulaDependency.matcher(text);
                while (dependency.find()) {
                    named.add(page.getFileName() + " " + dependency.group(1) + " " + dependency.group(2));
                }
                Matcher archetype = ARCHETYPE_VERSION.matcher(text);
                while (archetype.find()) {
                    named.add(page.getFileName() + " tabula-game-archetype " + archetype.group(1));
                }
            }
        }
        assertThat(named).isNotEmpty().allSatisfy(entry -> assertThat(entry).endsWith(" " + version));
    }

    @Test
    void apiStability_namesExactlyThePackagesTheModulesExport() throws IOException {
        TreeSet<String> exported = new TreeSet<>();
        for (Path descriptor : files.moduleDescriptors()) {
            Matcher exports = EXPORT.matcher(Files.readString(descriptor));
            while (exports.find()) {
                exported.add(exports.group(1));
            }
        }
        assertThat(exported).contains("org.tabula.api", "org.tabula.morris");

        String policy = files.read("docs/api-stability.md");

        // Package names only: a type named in the text (`org.tabula.api.Game`) is not an entry of the table.
        TreeSet<String> named = new TreeSet<>();
        Matcher packages = Pattern.compile("`(org\\.tabula(?:\\.[a-z]+)*)`").matcher(policy);
        while (packages.find()) {
            named.add(packages.group(1));
        }
        assertThat(named).isEqualTo(exported);
    }

    @Test
    void readme_creditsTheSeeds_namesTheLicence_andLinksThePolicy() {
        String readme = files.read("README.md").replaceAll("[ \n]+", " ");

        int credits = readme.indexOf(" ## Licence and credits ");
        assertThat(credits).isPositive();
        assertThat(readme.substring(credits)).contains("Apache License 2.0", "LICENSE", "THIRD-PARTY.md",
                "Artistic License 2.0");
        assertThat(readme).contains("(docs/api-stability.md)");
    }

    @Test
    void thirdPartyList_namesEveryLicenceTheBuildAllows() {
        Element pom = files.pom("pom.xml");
        Element check = children(child(child(pom, "build"), "plugins"), "plugin").stream()
                .filter(plugin -> text(plugin, "artifactId").equals("license-maven-plugin")).findFirst().orElseThrow();
        Element configuration = child(child(child(check, "executions"), "execution"), "configuration");
        assertThat(text(configuration, "failOnMissing")).isEqualTo("true");
        assertThat(text(configuration, "failOnBlacklist")).isEqualTo("true");

        String thirdParty = files.read("THIRD-PARTY.md");

        List<Element> allowed = children(child(configuration, "includedLicenses"), "includedLicense");
        assertThat(allowed).isNotEmpty();
        for (Element licence : allowed) {
            assertThat(thirdParty).contains(licence.getTextContent().strip());
        }
    }
}
