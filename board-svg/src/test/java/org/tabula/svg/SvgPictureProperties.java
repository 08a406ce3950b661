package org.tabula.svg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;

/** Over generated layouts of any names: a well-formed picture with every place in it exactly once. */
class SvgPictureProperties {

    @Property(tries = 100)
    void anyLayout_isWellFormedWithEveryPlaceOnce(@ForAll("layouts") BoardLayout layout) {
        String text = SvgPicture.of(layout);
        SvgDocument svg = SvgDocument.parse(text);

        assertThat(svg.values("data-place")).containsExactlyElementsOf(
                layout.places().stream().map(Place::name).toList());
        assertThat(svg.values("data-side")).hasSize(layout.pieces().size());
        assertThat(svg.values("data-mark")).hasSize((int) layout.marks().stream().distinct().count());
        assertThat(SvgPicture.of(layout)).isEqualTo(text);
    }

    @Provide
    Arbitrary<BoardLayout> layouts() {
        // Any text XML can hold (a control character cannot be held at all, and is replaced: see SvgPictureTest).
        Arbitrary<String> names = Arbitraries.strings().withCharRange(' ', '\uD7FF').withChars("\t\n\r<&>\"'")
                .ofMinLength(1).ofMaxLength(6).filter(name -> !name.isBlank());
        Arbitrary<List<Place>> places = Combinators.combine(names, Arbitraries.doubles().between(0, 9),
                Arbitraries.doubles().between(0, 9), Arbitraries.of(0.0, 0.5, 1.0, 2.0))
                .as((name, x, y, size) -> new Place(name, x, y, size, size))
                .list().ofMinSize(1).ofMaxSize(12).uniqueElements(Place::name);
        return places.flatMap(list -> {
            Arbitrary<String> name = Arbitraries.of(list.stream().map(Place::name).toList());
            Arbitrary<Side> sides = Arbitraries.of(Side.of("white"), Side.of("black"), Side.of("north"),
                    Side.of("east"), Side.of("south"), Side.of("west"), Side.of("red"));
            Arbitrary<List<Link>> links = Combinators.combine(name, name).as(Link::new).list().ofMaxSize(8);
            Arbitrary<List<Piece>> pieces = Combinators.combine(name, sides, Arbitraries.strings().ofMaxLength(5),
                    Arbitraries.strings().ofMaxLength(3), Arbitraries.integers().between(1, 20))
                    .as(Piece::new).list().ofMaxSize(8).uniqueElements(p -> p.place() + " " + p.side().id());
            Arbitrary<List<Mark>> marks = Combinators.combine(name,
                    Arbitraries.of(Mark.LAST_MOVE, Mark.CHECK, "any <word>")).as(Mark::new).list().ofMaxSize(4);
            Arbitrary<List<Region>> regions = Combinators.combine(
                    Arbitraries.of(Region.POINTS, Region.DARK_SQUARES, Region.ROSETTES, Region.HAND, Region.GAP),
                    name.list().ofMaxSize(4)).as(Region::of).list().ofMaxSize(4);
            Arbitrary<Optional<Dice>> dice = Combinators.combine(Arbitraries.strings().ofMaxLength(2).list()
                    .ofMaxSize(4), Arbitraries.strings().ofMaxLength(3)).as(Dice::new).optional();
            return Combinators.combine(links, regions, pieces, marks, dice).as((l, r, p, m, d) ->
                    BoardLayout.board(10, 10, new ArrayList<>(list), l, r).with(p, m, d));
        });
    }
}
