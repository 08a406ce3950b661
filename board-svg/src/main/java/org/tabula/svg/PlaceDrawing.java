package org.tabula.svg;

import static org.tabula.svg.SvgPicture.px;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;

/**
 * The places of a picture, each one element with {@code data-place} that holds all that is drawn on it: its
 * square or its hit area, its name, the marks under the pieces, the pieces, and a check ring over them. A host
 * that listens for a click on the element hears a click on anything drawn on the place.
 */
final class PlaceDrawing {

    private static final String INK = "#3a3026";
    private static final String DARK_SQUARE = "#7b4f2e";
    private static final String LIGHT_SQUARE = "#f3e2c0";
    private static final String PLAIN_SQUARE = "#e6cf9f";
    private static final String AREA = "#f6eedc";
    /** The radius of a piece on a point, and of a point's hit area, in units (a grid step is one unit). */
    private static final double POINT_RADIUS = 0.4;

    private final BoardLayout layout;
    private final List<Side> sides;
    private final Map<String, List<String>> roles = new LinkedHashMap<>();
    private final Map<String, List<Piece>> pieces = new LinkedHashMap<>();
    private final Map<String, List<String>> marks = new LinkedHashMap<>();

    PlaceDrawing(BoardLayout layout, List<Side> sides) {
        this.layout = layout;
        this.sides = sides;
        for (Region region : layout.regions()) {
            region.places().forEach(name -> roles.computeIfAbsent(name, n -> new ArrayList<>()).add(region.role()));
        }
        // In the layout's order, so that the same layout is always the same text.
        layout.pieces().forEach(piece -> pieces.computeIfAbsent(piece.place(), n -> new ArrayList<>()).add(piece));
        // A mark said twice on a place is drawn once.
        layout.marks().stream().distinct()
                .forEach(mark -> marks.computeIfAbsent(mark.place(), n -> new ArrayList<>()).add(mark.kind()));
    }

    /** The fill of squares of a role, or null for a role that does not colour its squares. */
    static String squareFill(String role) {
        return switch (role) {
            case Region.DARK_SQUARES -> DARK_SQUARE;
            case Region.LIGHT_SQUARES, Region.ROSETTES -> LIGHT_SQUARE;
            default -> null;
        };
    }

    void draw(Xml xml) {
        xml.open("g", "class", "places");
        for (Place place : layout.places()) {
            place(xml, place);
        }
        xml.close("g");
    }

    private void place(Xml xml, Place place) {
        List<String> its = roles.getOrDefault(place.name(), List.of());
        List<String> kinds = marks.getOrDefault(place.name(), List.of());
        boolean area = its.contains(Region.HAND) || its.contains(Region.HOME);
        String shape = place.isPoint() ? "point" : area ? "area" : "square";
        StringBuilder classes = new StringBuilder("place ").append(shape);
        its.forEach(role -> classes.append(' ').append(role));
        kinds.forEach(kind -> classes.append(' ').append(token(kind)));
        xml.open("g", "data-place", place.name(), "class", classes.toString());
        xml.text("title", place.name() + (kinds.isEmpty() ? "" : " (" + String.join(", ", kinds) + ")"));
        if (place.isPoint()) {
            // Transparent but painted, so that a browser hears a click on it.
            xml.empty("circle", "class", "hit", "cx", px(place.x()), "cy", px(place.y()), "r", px(POINT_RADIUS),
                    "fill", "#000000", "fill-opacity", "0");
            if (its.contains(Region.POINTS)) {
                xml.empty("circle", "class", "dot", "cx", px(place.x()), "cy", px(place.y()), "r", px(0.12),
                        "fill", INK);
            }
        } else {
            square(xml, place, its, area);
        }
        for (String kind : kinds) {
            if (!kind.equals(Mark.CHECK)) {
                highlight(xml, place, kind);
            }
        }
        List<Piece> here = pieces.getOrDefault(place.name(), List.of());
        for (int i = 0; i < here.size(); i++) {
            piece(xml, place, here.get(i), i, here.size());
        }
        if (!place.isPoint() && !area && !its.contains(Region.GAP)) {
            name(xml, place, its);
        }
        if (kinds.contains(Mark.CHECK)) {
            double r = radius(place, 1) + 0.08;
            xml.empty("circle", "class", "mark check", "data-mark", Mark.CHECK, "cx", px(place.x()),
                    "cy", px(place.y()), "r", px(r), "fill", "none", "stroke", "#d11f1f", "stroke-width", 6.0,
                    "stroke-dasharray", "10 4");
        }
        xml.close("g");
    }

    private void square(Xml xml, Place place, List<String> its, boolean area) {
        String fill = fill(its, area);
        double left = place.x() - place.width() / 2;
        double top = place.y() - place.height() / 2;
        xml.empty("rect", "class", "cell", "x", px(left), "y", px(top), "width", px(place.width()),
                "height", px(place.height()), "fill", fill, "stroke", INK, "stroke-width", area ? 1.0 : 1.5,
                "stroke-dasharray", area ? "4 3" : null);
        if (its.contains(Region.ROSETTES)) {
            rosette(xml, place);
        }
    }

    /** A square's fill: its role's colour, or the plain or the area colour. */
    private static String fill(List<String> its, boolean area) {
        String fill = area ? AREA : PLAIN_SQUARE;
        for (String role : its) {
            fill = squareFill(role) != null ? squareFill(role) : fill;
        }
        return fill;
    }

    /**
     * A square's name small in the corner, as printed boards number their squares; drawn after the pieces and
     * ringed in the square's colour, so that it reads on a man standing there too.
     */
    private static void name(Xml xml, Place place, List<String> its) {
        String fill = fill(its, false);
        double size = Math.min(0.22, Math.min(place.width(), place.height()) * 0.25);
        double left = place.x() - place.width() / 2;
        double top = place.y() - place.height() / 2;
        xml.text("text", place.name(), "class", "name", "x", px(left + size * 0.3), "y", px(top + size * 1.1),
                "font-size", px(size), "fill", fill.equals(DARK_SQUARE) ? LIGHT_SQUARE : INK, "stroke", fill,
                "stroke-width", 3.0, "paint-order", "stroke");
    }

    /** An eight-pointed star in a ring, the Ur rosette. */
    private static void rosette(Xml xml, Place place) {
        double outer = Math.min(place.width(), place.height()) * 0.42;
        double inner = outer * 0.45;
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            double r = i % 2 == 0 ? outer : inner;
            double angle = Math.PI * i / 8;
            points.append(i == 0 ? "" : " ").append(Xml.number(px(place.x() + r * Math.sin(angle)))).append(',')
                    .append(Xml.number(px(place.y() - r * Math.cos(angle))));
        }
        xml.empty("polygon", "class", "rosette", "points", points.toString(), "fill", "#b8322a",
                "fill-opacity", "0.8", "stroke", INK, "stroke-width", 1.0);
        xml.empty("circle", "class", "rosette", "cx", px(place.x()), "cy", px(place.y()), "r", px(inner * 0.6),
                "fill", "#f5efdf", "stroke", INK, "stroke-width", 1.0);
    }

    /** A mark under the pieces: a tinted field with a thick outline, which reads without its colour too. */
    private static void highlight(Xml xml, Place place, String kind) {
        String dash = kind.equals(Mark.LAST_MOVE) ? null : "8 4";
        if (place.isPoint()) {
            xml.empty("circle", "class", "mark " + token(kind), "data-mark", kind, "cx", px(place.x()),
                    "cy", px(place.y()), "r", px(POINT_RADIUS + 0.05), "fill", "#f2c230", "fill-opacity", "0.45",
                    "stroke", "#1d5b8f", "stroke-width", 5.0, "stroke-dasharray", dash);
        } else {
            double inset = 0.06;
            xml.empty("rect", "class", "mark " + token(kind), "data-mark", kind,
                    "x", px(place.x() - place.width() / 2 + inset), "y", px(place.y() - place.height() / 2 + inset),
                    "width", px(Math.max(0, place.width() - 2 * inset)),
                    "height", px(Math.max(0, place.height() - 2 * inset)), "fill", "#f2c230",
                    "fill-opacity", "0.45", "stroke", "#1d5b8f", "stroke-width", 5.0, "stroke-dasharray", dash);
        }
    }

    /** A piece as a disc in its side's colours with its label centred, and its count where men stand together. */
    private void piece(Xml xml, Place place, Piece piece, int index, int of) {
        double r = radius(place, of);
        double cx = place.x() + (index - (of - 1) / 2.0) * r * 2.2;
        double cy = place.y();
        SidePalette.Colours colours = SidePalette.of(piece.side(), sides.indexOf(piece.side()));
        xml.open("g", "class", "piece", "data-side", piece.side().id(), "data-kind", piece.kind(),
                "data-count", Integer.toString(piece.count()));
        xml.text("title", piece.side().id() + " " + piece.kind() + (piece.count() > 1 ? " ×" + piece.count() : ""));
        xml.empty("circle", "cx", px(cx), "cy", px(cy), "r", px(r), "fill", colours.fill(),
                "stroke", colours.stroke(), "stroke-width", 2.0);
        String count = piece.count() > 1 ? "×" + piece.count() : "";
        String label = piece.label();
        if (!label.isEmpty()) {
            double size = Math.min(r * 1.1, r * 1.8 / label.codePointCount(0, label.length()));
            xml.text("text", label, "class", "label", "x", px(cx), "y", px(cy - (count.isEmpty() ? 0 : r * 0.3)),
                    "dy", "0.35em", "text-anchor", "middle", "font-size", px(size), "fill", colours.text());
        }
        if (!count.isEmpty()) {
            double size = Math.min(r * (label.isEmpty() ? 0.9 : 0.6), r * 1.8 / count.length());
            xml.text("text", count, "class", "count", "x", px(cx), "y", px(cy + (label.isEmpty() ? 0 : r * 0.5)),
                    "dy", "0.35em", "text-anchor", "middle", "font-size", px(size), "fill", colours.text());
        }
        xml.close("g");
    }

    /** The radius of each of {@code of} pieces side by side on a place. */
    private static double radius(Place place, int of) {
        if (place.isPoint()) {
            return POINT_RADIUS / Math.max(1, of * 0.8);
        }
        double across = Math.min(place.height() * 0.4, place.width() * 0.45 / of);
        return Math.max(0.05, across);
    }

    /** A mark's kind as a class name: lower-case letters, digits and dashes. */
    private static String token(String kind) {
        String token = kind.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]+", "-");
        return token.isEmpty() ? "mark" : token;
    }
}
