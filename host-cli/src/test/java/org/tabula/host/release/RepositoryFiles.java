package org.tabula.host.release;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** The repository's own files, found from the module the tests run in (the root holds pom.xml and host-cli). */
final class RepositoryFiles {

    private final Path root;

    private RepositoryFiles(Path root) {
        this.root = root;
    }

    static RepositoryFiles find() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("host-cli"))) {
                return new RepositoryFiles(dir);
            }
        }
        throw new IllegalStateException("no repository root above " + Path.of("").toAbsolutePath());
    }

    Path path(String relative) {
        return root.resolve(relative);
    }

    String read(String relative) {
        try {
            return Files.readString(path(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Element pom(String relative) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(path(relative).toFile());
            return document.getDocumentElement();
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + relative, e);
        }
    }

    /** The modules the parent pom builds, as folder names. */
    List<String> modules() {
        return children(child(pom("pom.xml"), "modules"), "module").stream().map(Node::getTextContent).toList();
    }

    /** Every main module-info.java of the build. */
    List<Path> moduleDescriptors() {
        return modules().stream().map(module -> path(module + "/src/main/java/module-info.java"))
                .filter(Files::exists).toList();
    }

    /** The direct child element of that name, or null. */
    static Element child(Element parent, String name) {
        return children(parent, name).stream().findFirst().orElse(null);
    }

    static List<Element> children(Element parent, String name) {
        if (parent == null) {
            return List.of();
        }
        Stream.Builder<Element> found = Stream.builder();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found.build().toList();
    }

    /** The trimmed text of the child element of that name, or "" when it has none. */
    static String text(Element parent, String name) {
        Element child = child(parent, name);
        return child == null ? "" : child.getTextContent().strip();
    }
}
