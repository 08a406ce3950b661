package org.tabula.svg;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.tabula.api.Side;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Link;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;

/**
 * Any board layout drawn as a standalone SVG 1.1 document: the board's areas by their role, the links as lines,
 * every place as one element with {@code data-place="NAME"} and a title, every piece as a disc with
 * {@code data-side} and {@code data-kind}, the marks on their places and a throw standing as its dice. A pure
 * function of its arguments: the same layout always gives the same text. It names no game.
 */
public final class SvgPicture {

    /** Pixels for one unit of the layout's plane, so that a grid step is a comfortable size on a screen. */
    static final double SCALE = 60;
    /** The strip below the board a throw's dice are drawn in, in units. */
    private static final double DICE_STRIP = 1.2;

    private static final String BOARD = "#ecd9b0";
    private static final String INK = "#3a3026";

    private SvgPicture() {
    }

    /** The picture of a layout, its sides coloured in the order they first stand on it, labelled "board". */
    public static String of(BoardLayout layout) {
        Set<Side> sides = new LinkedHashSet<>();
        layout.pieces().forEach(piece -> sides.add(piece.side()));
        return of(layout, List.copyOf(sides), "board");
    }

    /**
     * The picture of a layout.
     *
     * @param sides the game's sides in turn order, which picks each side's colour where its id names none; a
     *     side missing from it is coloured after them
     * @param label what the picture shows, for its title and for a screen reader: {@code morris, the start}
     */
    public static String of(BoardLayout layout, List<Side> sides, String label) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(label, "label");
        List<Side> order = new ArrayList<>(sides);
        layout.pieces().stream().map(piece -> piece.side()).filter(side -> !order.contains(side)).distinct()
                .forEach(order::add);
        double height = layout.height() + (layout.dice().isPresent() ? DICE_STRIP : 0);
        Xml xml = new Xml();
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        xml.open("svg", "xmlns", "http://www.w3.org/2000/svg", "version", "1.1",
                "width", px(layout.width()), "height", px(height),
                "viewBox", "0 0 " + Xml.number(px(layout.width())) + " " + Xml.number(px(height)),
                "role", "img", "aria-label", label, "font-family", "sans-serif");
        xml.text("title", label);
        xml.empty("rect", "class", "board", "x", 0.0, "y", 0.0, "width", px(layout.width()),
                "height", px(layout.height()), "fill", BOARD);
        areas(xml, layout.regions());
        rivers(xml, layout.regions());
        links(xml, layout);
        Coordinates.draw(xml, layout.places(), layout.height(), INK);
        new PlaceDrawing(layout, order).draw(xml);
        layout.dice().ifPresent(dice -> dice(xml, dice, layout.height()));
        xml.close("svg");
        return xml.toString();
    }

    /** Layout units as pixels. */
    static double px(double units) {
        return units * SCALE;
    }

    /** The regions drawn as areas under everything else: squares filled by colour, hands and palaces outlined. */
    private static void areas(Xml xml, List<Region> regions) {
        xml.open("g", "class", "areas");
        for (Region region : regions) {
            if (region.area().isEmpty() || region.role().equals(Region.RIVER) || region.role().equals(Region.GAP)) {
                continue; // the river is drawn as a band of its own; the gap is left empty
            }
            Area area = region.area().get();
            String fill = PlaceDrawing.squareFill(region.role());
            xml.empty("rect", "class", "area " + region.role(), "x", px(area.x()), "y", px(area.y()),
                    "width", px(area.width()), "height", px(area.height()),
                    "fill", fill == null ? "none" : fill, "stroke", fill == null ? INK : null,
                    "stroke-width", fill == null ? 1.0 : null, "stroke-dasharray", fill == null ? "4 3" : null);
        }
        xml.close("g");
    }

    /** The links as lines between their places' centres. */
    private static void links(Xml xml, BoardLayout layout) {
        Map<String, Place> places = layout.places().stream().collect(Collectors.toMap(Place::name, place -> place));
        xml.open("g", "class", "links", "stroke", INK, "stroke-width", 2.0, "stroke-linecap", "round");
        for (Link link : layout.links()) {
            Place from = places.get(link.from());
            Place to = places.get(link.to());
            xml.empty("line", "x1", px(from.x()), "y1", px(from.y()), "x2", px(to.x()), "y2", px(to.y()));
        }
        xml.close("g");
    }

    /** A river as a band beneath the lines: the layout's links say which lines cross it (xiangqi's two edges). */
    private static void rivers(Xml xml, List<Region> regions) {
        for (Region region : regions) {
            Optional<Area> area = region.area();
            if (region.role().equals(Region.RIVER) && area.isPresent()) {
                xml.empty("rect", "class", "area river", "x", px(area.get().x()), "y", px(area.get().y()),
                        "width", px(area.get().width()), "height", px(area.get().height()), "fill", "#cfe0e3");
            }
        }
    }

    /** A throw standing: a small square for each die with its face, then the number it counts. */
    private static void dice(Xml xml, Dice dice, double top) {
        String said = "throw " + String.join(" ", dice.faces()) + " counts " + dice.value();
        xml.open("g", "class", "dice", "aria-label", said);
        xml.text("title", said);
        double size = 0.6;
        double y = top + (DICE_STRIP - size) / 2;
        double x = 0.5;
        for (String face : dice.faces()) {
            xml.open("g", "class", "die", "data-face", face);
            xml.empty("rect", "x", px(x), "y", px(y), "width", px(size), "height", px(size), "rx", 6.0,
                    "fill", "#fffdf6", "stroke", INK, "stroke-width", 2.0);
            xml.text("text", face, "x", px(x + size / 2), "y", px(y + size / 2), "dy", "0.35em",
                    "text-anchor", "middle", "font-size", px(size * 0.5), "fill", INK);
            xml.close("g");
            x += size + 0.15;
        }
        xml.text("text", "= " + dice.value(), "class", "dice-value", "data-value", dice.value(),
                "x", px(x + 0.05), "y", px(y + size / 2), "dy", "0.35em", "font-size", px(size * 0.55),
                "font-weight", "bold", "fill", INK);
        xml.close("g");
    }
}
