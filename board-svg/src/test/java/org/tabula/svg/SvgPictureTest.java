package org.tabula.svg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Side;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.w3c.dom.Element;

class SvgPictureTest {

    private static final Side WHITE = Side.of("white");
    private static final Side BLACK = Side.of("black");

    /** A little board of every kind of place: three points on a line, two squares, a hand. */
    private static BoardLayout board() {
        return BoardLayout.board(6, 4,
                List.of(Place.point("a1", 1, 1), Place.point("b1", 2, 1), Place.point("c1", 3, 1),
                        Place.square("7", 1.5, 2.5, 1), Place.square("8", 2.5, 2.5, 1),
                        new Place("white-hand", 4.5, 2.5, 1.6, 1)),
                List.of(new Link("a1", "b1"), new Link("b1", "c1")),
                List.of(Region.of(Region.POINTS, List.of("a1", "c1")), Region.of(Region.DARK_SQUARES, List.of("7")),
                        Region.of(Region.ROSETTES, List.of("8")), Region.of(Region.HAND, List.of("white-hand")),
                        Region.of(Region.RIVER, new Area(0, 1.6, 6, 0.3))));
    }

    private static BoardLayout position() {
        return board().with(
                List.of(Piece.one("a1", WHITE, "man", ""), Piece.one("7", BLACK, "king", "K"),
                        new Piece("white-hand", WHITE, "man", "", 7)),
                List.of(new Mark("a1", Mark.LAST_MOVE), new Mark("b1", Mark.LAST_MOVE), new Mark("7", Mark.CHECK)),
                Optional.of(new Dice(List.of("1", "0", "1", "1"), "3")));
    }

    @Test
    void picture_isAnSvgImageWithATitleForAScreenReader() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position(), List.of(WHITE, BLACK), "a test board"));

        Element root = svg.root();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("version")).isEqualTo("1.1");
        assertThat(root.getAttribute("role")).isEqualTo("img");
        assertThat(root.getAttribute("aria-label")).isEqualTo("a test board");
    }

    @Test
    void everyPlace_isOneElementWithItsNameAndATitle() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position()));

        assertThat(svg.values("data-place")).containsExactly("a1", "b1", "c1", "7", "8", "white-hand");
        for (Element place : svg.withAttribute("data-place")) {
            assertThat(SvgDocument.inside(place, "title").get(0).getTextContent())
                    .startsWith(place.getAttribute("data-place"));
        }
    }

    @Test
    void points_areClickableAndDottedOnlyInAPointsRegion() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(board()));

        for (String name : List.of("a1", "b1", "c1")) {
            assertThat(SvgDocument.inside(svg.place(name), "circle")).anyMatch(c -> c.getAttribute("class").equals("hit"));
        }
        assertThat(dots(svg, "a1")).isEqualTo(1);
        assertThat(dots(svg, "b1")).isZero();
        assertThat(dots(svg, "c1")).isEqualTo(1);
    }

    private static long dots(SvgDocument svg, String place) {
        return SvgDocument.inside(svg.place(place), "circle").stream()
                .filter(c -> c.getAttribute("class").equals("dot")).count();
    }

    @Test
    void squares_areFilledByTheirRoleAndNamedInTheCorner() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(board()));

        assertThat(svg.place("7").getAttribute("class")).contains("square", Region.DARK_SQUARES);
        assertThat(SvgDocument.inside(svg.place("7"), "rect").get(0).getAttribute("fill"))
                .isNotEqualTo(SvgDocument.inside(svg.place("8"), "rect").get(0).getAttribute("fill"));
        assertThat(SvgDocument.inside(svg.place("8"), "polygon")).hasSize(1);
        assertThat(SvgDocument.inside(svg.place("7"), "text").get(0).getTextContent()).isEqualTo("7");
        assertThat(svg.place("white-hand").getAttribute("class")).contains("area", Region.HAND);
        assertThat(svg.withAttribute("class").stream().filter(e -> e.getAttribute("class").equals("area river")))
                .hasSize(1);
        assertThat(svg.root().getElementsByTagName("line").getLength()).isEqualTo(2);
    }

    @Test
    void pieces_carryTheirSideKindLabelAndCount() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position()));

        assertThat(svg.values("data-side")).containsExactly("white", "black", "white");
        assertThat(svg.values("data-kind")).containsExactly("man", "king", "man");
        Element king = SvgDocument.inside(svg.place("7"), "g").get(0);
        assertThat(king.getAttribute("data-side")).isEqualTo("black");
        assertThat(texts(king)).contains("K");
        Element hand = SvgDocument.inside(svg.place("white-hand"), "g").get(0);
        assertThat(texts(hand)).contains("×7");
        String whiteFill = SvgDocument.inside(svg.place("a1"), "g").get(0).getElementsByTagName("circle").item(0)
                .getAttributes().getNamedItem("fill").getNodeValue();
        String blackFill = king.getElementsByTagName("circle").item(0).getAttributes().getNamedItem("fill")
                .getNodeValue();
        assertThat(whiteFill).isNotEqualTo(blackFill);
    }

    private static List<String> texts(Element element) {
        return SvgDocument.inside(element, "text").stream().map(Element::getTextContent).toList();
    }

    @Test
    void marks_areOnTheirPlacesWithAThickOutline() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position()));

        List<Element> marks = svg.withAttribute("data-mark");
        assertThat(marks).extracting(e -> e.getAttribute("data-mark"))
                .containsExactly(Mark.LAST_MOVE, Mark.LAST_MOVE, Mark.CHECK);
        assertThat(svg.place("a1").getAttribute("class")).contains("last-move");
        assertThat(svg.place("b1").getAttribute("class")).contains("last-move");
        assertThat(svg.place("c1").getAttribute("class")).doesNotContain("last-move");
        assertThat(svg.place("7").getAttribute("class")).contains("check");
        for (Element mark : marks) {
            assertThat(mark.getAttribute("class")).contains(mark.getAttribute("data-mark"));
            assertThat(Double.parseDouble(mark.getAttribute("stroke-width"))).isGreaterThanOrEqualTo(5);
        }
    }

    @Test
    void dice_showTheirFacesAndValue() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position()));

        assertThat(svg.values("data-face")).containsExactly("1", "0", "1", "1");
        assertThat(svg.values("data-value")).containsExactly("3");
        double boardHeight = Double.parseDouble(svg.root().getAttribute("height"));
        assertThat(boardHeight).isGreaterThan(SvgPicture.px(4));
        assertThat(SvgDocument.parse(SvgPicture.of(board())).values("data-face")).isEmpty();
    }

    @Test
    void text_isEscaped() {
        Side odd = Side.of("odd");
        BoardLayout layout = BoardLayout.board(3, 3,
                List.of(Place.square("<&>\"'", 1, 1, 1), Place.square("tab\tand\u0001bell", 2, 2, 1)), List.of(),
                List.of()).with(List.of(Piece.one("<&>\"'", odd, "a&b", "<&>")),
                        List.of(new Mark("<&>\"'", "my <mark>")), Optional.of(new Dice(List.of("<"), "&")));

        SvgDocument svg = SvgDocument.parse(SvgPicture.of(layout, List.of(odd), "<title & more>"));

        assertThat(svg.values("data-place")).containsExactly("<&>\"'", "tab\tand\uFFFDbell");
        assertThat(svg.values("data-kind")).containsExactly("a&b");
        assertThat(texts(svg.place("<&>\"'"))).contains("<&>");
        assertThat(svg.values("data-mark")).containsExactly("my <mark>");
        assertThat(svg.values("data-face")).containsExactly("<");
        assertThat(svg.root().getAttribute("aria-label")).isEqualTo("<title & more>");
    }

    @Test
    void sameLayout_sameText() {
        assertThat(SvgPicture.of(position())).isEqualTo(SvgPicture.of(position()));
        assertThat(SvgPicture.of(position())).isNotEqualTo(SvgPicture.of(board()));
    }

    @Test
    void sides_withoutAColourName_areColouredByTheirOrder() {
        Side north = Side.of("north");
        Side south = Side.of("south");
        BoardLayout layout = board().with(List.of(Piece.one("7", north, "man", ""), Piece.one("8", south, "man", "")),
                List.of(), Optional.empty());

        SvgDocument svg = SvgDocument.parse(SvgPicture.of(layout, List.of(north, south), "two sides"));

        String first = fill(svg, "7");
        assertThat(first).isNotEqualTo(fill(svg, "8"));
        SvgDocument swapped = SvgDocument.parse(SvgPicture.of(layout, List.of(south, north), "two sides"));
        assertThat(fill(swapped, "8")).isEqualTo(first);
    }

    private static String fill(SvgDocument svg, String place) {
        Element piece = SvgDocument.inside(svg.place(place), "g").get(0);
        return ((Element) piece.getElementsByTagName("circle").item(0)).getAttribute("fill");
    }

    /** A grid of points a1..c3 with a margin of one around it, as morris's and xiangqi's boards are laid out. */
    private static BoardLayout grid(String... names) {
        List<Place> places = new java.util.ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            places.add(Place.point(names[i], 1 + i % 3, 3 - i / 3));
        }
        return BoardLayout.board(4, 4, places, List.of(), List.of());
    }

    @Test
    void aGridOfPoints_isLabelledWithItsFilesBelowAndItsRanksAtTheLeft() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(grid("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3")));

        List<Element> labels = svg.withAttribute("class").stream()
                .filter(e -> e.getAttribute("class").equals("coordinate")).toList();
        assertThat(labels).extracting(Element::getTextContent).containsExactlyInAnyOrder("a", "b", "c", "1", "2", "3");
        for (Element label : labels) {
            double x = Double.parseDouble(label.getAttribute("x")) / SvgPicture.SCALE;
            double y = Double.parseDouble(label.getAttribute("y")) / SvgPicture.SCALE;
            if (Character.isLetter(label.getTextContent().charAt(0))) {
                // Under the bottom row (y 3), in its file's column, on the plane.
                assertThat(x).isEqualTo(label.getTextContent().charAt(0) - 'a' + 1.0);
                assertThat(y).isGreaterThan(3.4).isLessThan(4);
            } else {
                // Left of the left file (x 1), on its rank's row.
                assertThat(y).isEqualTo(3.0 - (label.getTextContent().charAt(0) - '1'));
                assertThat(x).isGreaterThan(0).isLessThan(0.6);
            }
        }
    }

    @Test
    void pointsWhoseNamesShareNoFileOrRank_areNotLabelled() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(grid("n", "o", "p", "q", "r", "s", "t", "u", "v")));

        assertThat(svg.values("class")).doesNotContain("coordinate");
    }

    @Test
    void aSquaresName_isDrawnOverThePieceOnIt() {
        SvgDocument svg = SvgDocument.parse(SvgPicture.of(position()));

        Element square = svg.place("7");
        List<Element> drawn = new java.util.ArrayList<>();
        org.w3c.dom.NodeList children = square.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element element) {
                drawn.add(element);
            }
        }
        int piece = drawn.indexOf(drawn.stream().filter(e -> e.getAttribute("class").equals("piece")).findFirst()
                .orElseThrow());
        int name = drawn.indexOf(drawn.stream().filter(e -> e.getAttribute("class").equals("name")).findFirst()
                .orElseThrow());
        // Later in the document is painted later: the square's number stays readable on a man.
        assertThat(name).isGreaterThan(piece);
    }
}
