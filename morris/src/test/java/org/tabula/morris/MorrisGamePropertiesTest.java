package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Status;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;

/** Properties of whole games: undo and replay, copies, text round trips, and any string as a move. */
class MorrisGamePropertiesTest {

    /** A game of random legal moves from the seed, at most {@code plies} long. */
    static MorrisGame randomGame(long seed, boolean flying, int plies) {
        Random random = new Random(seed);
        MorrisGame game = MorrisGame.newGame(flying);
        for (int i = 0; i < plies && game.status() == Status.ACTIVE; i++) {
            List<MorrisMove> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }

    @Property(tries = 25)
    void randomGames_undoAndReplayAtEveryStep_restoreTheGameExactly(@ForAll long seed, @ForAll boolean flying) {
        Random random = new Random(seed);
        MorrisGame game = MorrisGame.newGame(flying);
        while (game.status() == Status.ACTIVE) {
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            List<MorrisMove> legal = game.legalMoves();
            MorrisMove move = legal.get(random.nextInt(legal.size()));
            assertThat(game.play(move).isAccepted()).isTrue();
            Fixtures.Snapshot after = Fixtures.Snapshot.of(game);

            assertThat(game.undo().value()).isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
            assertThat(game.legalMoves()).isEqualTo(legal);
            assertThat(game.play(move).isAccepted()).isTrue();
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(after);
        }
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.ply()).isLessThan(1000);
    }

    @Property(tries = 50)
    void copies_shareNothing(@ForAll long seed, @ForAll @IntRange(max = 120) int plies) {
        MorrisGame game = randomGame(seed, true, plies);
        Fixtures.Snapshot original = Fixtures.Snapshot.of(game);
        MorrisGame copy = game.copy();
        assertThat(Fixtures.Snapshot.of(copy)).isEqualTo(original);

        Random random = new Random(seed + 1);
        for (int i = 0; i < 10 && copy.status() == Status.ACTIVE; i++) {
            List<MorrisMove> moves = copy.legalMoves();
            copy.play(moves.get(random.nextInt(moves.size())));
        }
        copy.offerDraw(Colour.WHITE);
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(original);

        Fixtures.Snapshot copied = Fixtures.Snapshot.of(copy);
        game.undo();
        game.resign(Colour.BLACK);
        assertThat(Fixtures.Snapshot.of(copy)).isEqualTo(copied);
    }

    @Property(tries = 100)
    void position_roundTripsThroughItsText(@ForAll long seed, @ForAll @IntRange(max = 150) int plies,
            @ForAll boolean flying) {
        MorrisGame game = randomGame(seed, flying, plies);
        MorrisGame back = MorrisGame.fromPosition(game.position(), flying);
        assertThat(back.position()).isEqualTo(game.position());
        assertThat(back.toPosition()).isEqualTo(game.toPosition());
        if (game.status() == Status.ACTIVE) {
            assertThat(back.legalMoves()).isEqualTo(game.legalMoves());
        }
    }

    @Property(tries = 100)
    void record_roundTripsByteForByte_withTheSameGame(@ForAll long seed, @ForAll @IntRange(max = 150) int plies,
            @ForAll boolean flying, @ForAll @IntRange(max = 5) int beside) {
        MorrisGame game = randomGame(seed, flying, plies);
        if (game.status() == Status.ACTIVE) {
            switch (beside) {
                case 1 -> game.offerDraw(Colour.WHITE);
                case 2 -> game.offerDraw(Colour.BLACK);
                case 3 -> game.resign(game.toMove());
                case 4 -> game.timeout(game.toMove().opponent());
                case 5 -> {
                    game.offerDraw(Colour.BLACK);
                    game.acceptDraw(Colour.WHITE);
                }
                default -> { }
            }
        }
        String text = game.record();
        MorrisGame back = MorrisGame.fromText(text);
        assertThat(back.record()).isEqualTo(text);
        assertThat(Fixtures.Snapshot.of(back)).isEqualTo(Fixtures.Snapshot.of(game));
        assertThat(back.flying()).isEqualTo(flying);
    }

    @Property(tries = 400)
    void play_anyString_neverThrows_andARefusalLeavesTheGameUnchanged(@ForAll("texts") String text,
            @ForAll long seed, @ForAll @IntRange(max = 60) int plies) {
        MorrisGame game = randomGame(seed, true, plies);
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        List<MorrisMove> legal = game.legalMoves();
        Outcome<Move> outcome = game.play(text);
        if (outcome.isAccepted()) {
            assertThat(legal).contains((MorrisMove) outcome.value());
        } else {
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
            assertThat(outcome.refusal().message()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> point = Arbitraries.of("a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4",
                "c4", "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1", "D2", "h8", "a0", "");
        Arbitrary<String> joint = Arbitraries.of("-", "x", " - ", " X ", "", " ", "--", "xx");
        Arbitrary<String> movish = net.jqwik.api.Combinators.combine(point, joint, point, joint, point)
                .as((a, j, b, k, c) -> a + j + b + k + c);
        return Arbitraries.oneOf(Arbitraries.strings(), Arbitraries.strings().ascii().ofMaxLength(12), movish,
                point);
    }

    @Property(tries = 60)
    void rulesCheck_acceptsExactlyTheLegalMoves_amongEveryMoveThatCanBeWritten(@ForAll long seed,
            @ForAll @IntRange(max = 150) int plies) {
        MorrisGame game = randomGame(seed, seed % 2 == 0, plies);
        Assume.that(game.status() == Status.ACTIVE);
        java.util.Set<MorrisMove> legal = new java.util.HashSet<>(game.legalMoves());
        Position position = game.toPosition();
        int accepted = 0;
        for (int from = -1; from < 24; from++) {
            for (int to = 0; to < 24; to++) {
                for (int remove = -1; remove < 24; remove++) {
                    if (from == to || remove == to || (from != -1 && from == remove)) {
                        continue;
                    }
                    MorrisMove move = new MorrisMove(from, to, remove);
                    boolean ok = Rules.check(position, game.flying(), move).isEmpty();
                    assertThat(ok).as("%s in %s", move, game.position()).isEqualTo(legal.contains(move));
                    accepted += ok ? 1 : 0;
                }
            }
        }
        assertThat(accepted).isEqualTo(legal.size());
    }

    @Property(tries = 300)
    void play_acceptsExactlyTheLegalMoves(@ForAll long seed, @ForAll @IntRange(max = 150) int plies,
            @ForAll @IntRange(min = -1, max = 23) int from, @ForAll @IntRange(max = 23) int to,
            @ForAll @IntRange(min = -1, max = 23) int remove) {
        Assume.that(from != to && remove != to && (from == -1 || from != remove));
        MorrisGame game = randomGame(seed, seed % 2 == 0, plies);
        MorrisMove move = new MorrisMove(from, to, remove);
        boolean legal = game.legalMoves().contains(move);
        assertThat(game.copy().play(move).isAccepted()).isEqualTo(legal);
        assertThat(game.copy().play(from, to, remove).isAccepted()).isEqualTo(legal);
    }

    @Property(tries = 40)
    void perft_onTheFastCore_agreesWithTheApi(@ForAll long seed, @ForAll @IntRange(max = 150) int plies,
            @ForAll boolean flying) {
        MorrisState game = randomGame(seed, flying, plies).state();
        assertThat(MorrisPerft.perft(game, 2)).isEqualTo(MorrisPerft.perftThroughApi(game, 2));
    }
}
