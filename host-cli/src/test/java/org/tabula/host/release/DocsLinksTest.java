package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and anchor in README.md and docs/ resolves: the file or folder is in the repository, and an
 * anchor names a heading of the page it points to, as GitHub makes a heading's anchor.
 */
class DocsLinksTest {

    /** A link or an image: {@code [text](target)} or {@code ![alt](target)}, the target without spaces. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} +(.*?) *#*$");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

    @Test
    void everyRelativeLinkAndAnchor_inTheReadmeAndTheDocs_resolves() throws IOException {
        Path root = RepositoryFiles.find().path("");
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            boolean inCode = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("```")) {
                    inCode = !inCode;
                    continue;
                }
                if (inCode) {
                    continue;
                }
                Matcher link = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(""));
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-zA-Z][a-zA-Z+.-]*:.*")) {
                        continue;
                    }
                    checked++;
                    String where = root.relativize(page) + ":" + (i + 1) + " " + target;
                    int hash = target.indexOf('#');
                    String path = hash < 0 ? target : target.substring(0, hash);
                    Path to = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
                    if (!to.startsWith(root) || !Files.exists(to)) {
                        broken.add(where + ": no such file");
                    } else if (hash >= 0) {
                        String anchor = target.substring(hash + 1);
                        Set<String> known = anchors.computeIfAbsent(to, DocsLinksTest::headingAnchors);
                        if (!known.contains(anchor)) {
                            broken.add(where + ": no heading with that anchor");
                        }
                    }
                }
            }
        }
        assertThat(checked).as("relative links checked").isGreaterThan(50);
        assertThat(broken).as("links that do not resolve").isEmpty();
    }

    @Test
    void everyDocsPage_hasATitleAndABody() throws IOException {
        // A page emptied by a slip (one was, when the README was split) would break no link that points at it.
        try (Stream<Path> docs = Files.walk(RepositoryFiles.find().path("docs"))) {
            for (Path page : docs.filter(path -> path.toString().endsWith(".md")).toList()) {
                List<String> lines = Files.readAllLines(page);
                assertThat(lines).as(page.toString()).isNotEmpty();
                assertThat(lines.get(0)).as("the first line of " + page).startsWith("# ");
                assertThat(lines.size()).as("the lines of " + page).isGreaterThan(10);
            }
        }
    }

    /** The anchors GitHub gives a Markdown page's headings: a second heading of the same text gets "-1", and so on. */
    static Set<String> headingAnchors(Path page) {
        Set<String> anchors = new HashSet<>();
        if (!page.toString().endsWith(".md")) {
            return anchors;
        }
        Map<String, Integer> seen = new HashMap<>();
        boolean inCode = false;
        try {
            for (String line : Files.readAllLines(page)) {
                if (line.startsWith("```")) {
                    inCode = !inCode;
                }
                Matcher heading = HEADING.matcher(line);
                if (!inCode && heading.matches()) {
                    String slug = slug(heading.group(1));
                    int n = seen.merge(slug, 1, Integer::sum) - 1;
                    anchors.add(n == 0 ? slug : slug + "-" + n);
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return anchors;
    }

    /** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{Nd}_\\- ]", "").replace(' ', '-');
    }
}
