package org.tabula.svg;

import static org.tabula.svg.SvgPicture.px;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabula.api.board.Place;

/**
 * The files and ranks of a board played on points, read off its places' names and written along its edges, as a
 * printed board has them: the files under the bottom row, the ranks left of the left column. A board is labelled
 * only when every point's name is a file of letters then a rank of digits ({@code a1}, {@code e9}) and every
 * column of points shares one file and every row one rank; any other board is left as it is. Squares carry their
 * names on themselves, so only points are looked at.
 */
final class Coordinates {

    private static final Pattern FILE_RANK = Pattern.compile("([A-Za-z]+)([0-9]+)");
    /** How far outside the outermost points a label sits, in units: clear of a piece on an edge point. */
    private static final double OFFSET = 0.62;
    private static final double SIZE = 0.3;

    private Coordinates() {
    }

    /** Writes the labels of the layout's points, when they have files and ranks and the plane has room for them. */
    static void draw(Xml xml, List<Place> places, double height, String ink) {
        Map<Double, String> files = new TreeMap<>();
        Map<Double, String> ranks = new TreeMap<>();
        double left = Double.POSITIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (Place place : places) {
            if (!place.isPoint()) {
                continue;
            }
            Matcher name = FILE_RANK.matcher(place.name());
            if (!name.matches() || !agrees(files, place.x(), name.group(1)) || !agrees(ranks, place.y(), name.group(2))) {
                return;
            }
            left = Math.min(left, place.x());
            bottom = Math.max(bottom, place.y());
        }
        boolean distinct = files.values().stream().distinct().count() == files.size()
                && ranks.values().stream().distinct().count() == ranks.size();
        if (files.size() < 2 || ranks.size() < 2 || !distinct || left - OFFSET - SIZE / 2 < 0
                || bottom + OFFSET + SIZE / 2 > height) {
            return;
        }
        // Under the places, and hidden from a screen reader: every place says its own name.
        xml.open("g", "class", "coordinates", "aria-hidden", "true", "fill", ink, "font-size", px(SIZE),
                "text-anchor", "middle");
        double y = bottom + OFFSET;
        files.forEach((x, file) -> xml.text("text", file, "class", "coordinate", "x", px(x), "y", px(y),
                "dy", "0.35em"));
        double x = left - OFFSET;
        ranks.forEach((row, rank) -> xml.text("text", rank, "class", "coordinate", "x", px(x), "y", px(row),
                "dy", "0.35em"));
        xml.close("g");
    }

    /** Records the label of a column or row; false when the line already has another. */
    private static boolean agrees(Map<Double, String> labels, double at, String label) {
        return labels.computeIfAbsent(at, a -> label).equals(label);
    }
}
