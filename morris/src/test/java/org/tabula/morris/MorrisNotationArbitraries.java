package org.tabula.morris;

import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.rules.PositionCheck;

/** Generators for the morris notation's properties: moves, positions, states, and texts that try a reader hard. */
final class MorrisNotationArbitraries {

    private MorrisNotationArbitraries() {
    }

    /** Any move value the notation can write. */
    static Arbitrary<MorrisMove> moves() {
        Arbitrary<Integer> point = Arbitraries.integers().between(0, Points.COUNT - 1);
        Arbitrary<Integer> maybePoint = Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(MorrisMove.NONE)),
                Tuple.of(1, point));
        return Combinators.combine(maybePoint, point, maybePoint).as(Tuple::of)
                .filter(t -> t.get1().intValue() != t.get2() && t.get3().intValue() != t.get2()
                        && (t.get1() == MorrisMove.NONE || t.get3().intValue() != t.get1()))
                .map(t -> new MorrisMove(t.get1(), t.get2(), t.get3()));
    }

    /** Any position: at most nine men a side on the board and in hand, counts up to the largest a text may give. */
    static Arbitrary<Position> positions() {
        Arbitrary<List<Integer>> cells = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(0)),
                Tuple.of(1, Arbitraries.just(1)), Tuple.of(1, Arbitraries.just(-1))).list().ofSize(Points.COUNT);
        Arbitrary<Integer> count = Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.integers().between(0, 200)),
                Tuple.of(1, Arbitraries.integers().between(0, Position.MAX_COUNT)),
                Tuple.of(1, Arbitraries.just(Position.MAX_COUNT)));
        Arbitrary<Integer> hand = Arbitraries.integers().between(0, Position.MEN);
        return Combinators.combine(cells, Arbitraries.of(Colour.values()), hand, hand, count, count)
                .as((cellList, turn, whiteHand, blackHand, noMill, ply) -> {
                    int white = 0;
                    int black = 0;
                    for (int p = 0; p < Points.COUNT; p++) {
                        if (cellList.get(p) > 0 && Integer.bitCount(white) < Position.MEN) {
                            white |= 1 << p;
                        } else if (cellList.get(p) < 0 && Integer.bitCount(black) < Position.MEN) {
                            black |= 1 << p;
                        }
                    }
                    return new Position(white, black, turn,
                            Math.min(whiteHand, Position.MEN - Integer.bitCount(white)),
                            Math.min(blackHand, Position.MEN - Integer.bitCount(black)), noMill, ply);
                })
                // A mill with no man to take is no position (PositionCheck).
                .filter(position -> PositionCheck.problem(position).isEmpty());
    }

    /** A start: none, the empty board, or any position. */
    static Arbitrary<Optional<Position>> starts() {
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(Optional.<Position>empty())),
                Tuple.of(1, Arbitraries.just(Optional.of(Position.START))),
                Tuple.of(3, positions().map(Optional::of)));
    }

    /** Any record state. */
    static Arbitrary<RecordState> states() {
        Arbitrary<Optional<Boolean>> flying = Arbitraries.of(Optional.empty(), Optional.of(true), Optional.of(false));
        Arbitrary<Optional<Colour>> offer = Arbitraries.of(Optional.empty(), Optional.of(Colour.WHITE),
                Optional.of(Colour.BLACK));
        Side white = Colour.WHITE.side();
        Side black = Colour.BLACK.side();
        Arbitrary<Optional<Result>> result = Arbitraries.of(Optional.empty(),
                Optional.of(PlayerEnding.resign(black, white)), Optional.of(PlayerEnding.resign(white, black)),
                Optional.of(PlayerEnding.timeout(black, white)), Optional.of(PlayerEnding.timeout(white, black)),
                Optional.of(PlayerEnding.agreement()));
        return Combinators.combine(flying, offer, result).as(RecordState::new);
    }

    /** Strings of notation characters, white space, line breaks and non-ASCII, and anything at all. */
    static Arbitrary<String> hostile() {
        Arbitrary<String> notation = Arbitraries.of("a", "d", "g", "A", "D", "x", "X", "-", ".", "1", "2", "7",
                "9", "0", "#", "W", "B", "w", "b", " ", "\t", "\n", "\r\n", "\r", "position ", "flying ", "offer ",
                "result ", "white", "black", "draw", "resign", "timeout", "agreement", "no", "yes", "99999999999",
                "\u212A", "\u0130", "\u017F", "\u00E9", "\uD83D\uDE00", "\uD83D", "\u0000", "\u0661", "\u3000",
                "\u00A0", "\uFF44");
        Arbitrary<String> any = Arbitraries.strings().ofMaxLength(3);
        return Arbitraries.frequencyOf(Tuple.of(8, notation), Tuple.of(1, any)).list().ofMaxSize(40)
                .map(parts -> String.join("", parts));
    }

    /** A valid text changed a few times: characters swapped, dropped, repeated, re-cased, cut, or stuffed in. */
    static Arbitrary<String> mutated(Arbitrary<String> valid) {
        Arbitrary<List<Mutation>> mutations = mutation().list().ofMinSize(1).ofMaxSize(4);
        return Combinators.combine(valid, mutations).as((text, list) -> {
            String mutatedText = text;
            for (Mutation m : list) {
                mutatedText = m.apply(mutatedText);
            }
            return mutatedText;
        });
    }

    private static Arbitrary<Mutation> mutation() {
        Arbitrary<Double> where = Arbitraries.doubles().between(0, 1);
        Arbitrary<String> stuff = Arbitraries.of(" ", "\n", "\r\n", "\t", "99999999999999999999", "-", "x", ".",
                "\u00E9", "\uD83D\uDE00", "\u212A", "#", "1.", "position", "result");
        return Combinators.combine(Arbitraries.integers().between(0, 5), where, stuff).as(Mutation::new);
    }

    /** One change at a place given as a fraction of the text's length. */
    record Mutation(int kind, double where, String stuff) {
        String apply(String text) {
            if (text.isEmpty()) {
                return stuff;
            }
            int i = Math.min(text.length() - 1, (int) (where * text.length()));
            StringBuilder b = new StringBuilder(text);
            switch (kind) {
                case 0 -> {
                    if (i + 1 < b.length()) {
                        char c = b.charAt(i);
                        b.setCharAt(i, b.charAt(i + 1));
                        b.setCharAt(i + 1, c);
                    }
                }
                case 1 -> b.deleteCharAt(i);
                case 2 -> b.insert(i, b.charAt(i));
                case 3 -> {
                    char c = b.charAt(i);
                    b.setCharAt(i, Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
                }
                case 4 -> b.setLength(i);
                default -> b.insert(i, stuff);
            }
            return b.toString();
        }
    }

    /** A list of up to {@code max} moves. */
    static Arbitrary<List<MorrisMove>> moveLists(int max) {
        return moves().list().ofMaxSize(max).map(ArrayList::new);
    }
}
