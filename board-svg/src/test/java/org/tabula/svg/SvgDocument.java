package org.tabula.svg;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** A picture read back as XML by the JDK's own parser, to look at what it holds. */
final class SvgDocument {

    private final Document document;

    private SvgDocument(Document document) {
        this.document = document;
    }

    /** The picture parsed; fails the test when it is not well-formed XML. */
    static SvgDocument parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return new SvgDocument(factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg))));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
        }
    }

    Element root() {
        return document.getDocumentElement();
    }

    /** Every element that has the attribute, in document order. */
    List<Element> withAttribute(String name) {
        List<Element> found = new ArrayList<>();
        NodeList all = document.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (element.hasAttribute(name)) {
                found.add(element);
            }
        }
        return found;
    }

    /** The values the attribute has, in document order. */
    List<String> values(String attribute) {
        return withAttribute(attribute).stream().<String>map(element -> element.getAttribute(attribute)).toList();
    }

    /** The element with {@code data-place="name"}. */
    Element place(String name) {
        return withAttribute("data-place").stream().filter(e -> e.getAttribute("data-place").equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no place " + name));
    }

    /** The elements of a tag inside an element. */
    static List<Element> inside(Element element, String tag) {
        List<Element> found = new ArrayList<>();
        NodeList all = element.getElementsByTagName(tag);
        for (int i = 0; i < all.getLength(); i++) {
            found.add((Element) all.item(i));
        }
        return found;
    }
}
