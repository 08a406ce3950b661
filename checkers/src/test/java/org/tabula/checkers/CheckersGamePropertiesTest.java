package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Diagonals;

/** Properties of whole games: undo and replay, copies, text round trips, and any string as a move. */
class CheckersGamePropertiesTest {

    @Property(tries = 15)
    void randomGames_undoAndReplayAtEveryStep_restoreTheGameExactly(@ForAll long seed) {
        Random random = new Random(seed);
        CheckersGame game = CheckersGame.newGame();
        while (game.status() == Status.ACTIVE) {
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            List<CheckersMove> legal = game.legalMoves();
            CheckersMove move = legal.get(random.nextInt(legal.size()));
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
        CheckersGame game = Fixtures.randomGame(seed, plies);
        Fixtures.Snapshot original = Fixtures.Snapshot.of(game);
        CheckersGame copy = game.copy();
        assertThat(Fixtures.Snapshot.of(copy)).isEqualTo(original);

        Fixtures.randomGame(copy, seed + 1, 10);
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(original);

        Fixtures.Snapshot copied = Fixtures.Snapshot.of(copy);
        game.undo();
        Fixtures.randomGame(game, seed + 2, 10);
        assertThat(Fixtures.Snapshot.of(copy)).isEqualTo(copied);
    }

    @Property(tries = 100)
    void position_roundTripsThroughItsText(@ForAll long seed, @ForAll @IntRange(max = 200) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        CheckersGame back = CheckersGame.fromPosition(game.position());
        assertThat(back.position()).isEqualTo(game.position());
        assertThat(back.toPosition()).isEqualTo(game.toPosition());
        assertThat(back.ply()).isEqualTo(game.ply());
        if (game.status() == Status.ACTIVE && back.status() == Status.ACTIVE) {
            assertThat(back.legalMoves()).isEqualTo(game.legalMoves());
        }
    }

    @Property(tries = 100)
    void record_roundTripsByteForByte_withTheSameGame(@ForAll long seed, @ForAll @IntRange(max = 200) int plies,
            @ForAll @IntRange(max = 5) int beside, @ForAll boolean fromAPosition) {
        CheckersGame game = fromAPosition ? Fixtures.game(Fixtures.randomGame(seed + 7, 30).position())
                : CheckersGame.newGame();
        Fixtures.randomGame(game, seed, plies);
        Match match = Fixtures.match(game);
        Side toMove = game.toMove().side();
        Side other = game.toMove().opponent().side();
        if (match.status() == Status.ACTIVE) {
            switch (beside) {
                case 1 -> match.offerDraw(Colour.WHITE.side());
                case 2 -> match.offerDraw(Colour.BLACK.side());
                case 3 -> match.resign(toMove);
                case 4 -> match.timeout(other);
                case 5 -> {
                    match.offerDraw(Colour.BLACK.side());
                    match.acceptDraw(Colour.WHITE.side());
                }
                default -> { }
            }
        }
        String text = match.record();
        Match back = Fixtures.fromPdn(text);
        assertThat(back.record()).isEqualTo(text);
        assertThat(Fixtures.Snapshot.of(back)).isEqualTo(Fixtures.Snapshot.of(match));
        assertThat(Fixtures.state(back).startPosition()).isEqualTo(Fixtures.state(match).startPosition());
    }

    @Property(tries = 400)
    void play_anyString_neverThrows_andARefusalLeavesTheGameUnchanged(@ForAll("texts") String text,
            @ForAll long seed, @ForAll @IntRange(max = 80) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        List<CheckersMove> legal = game.legalMoves();
        Outcome<Move> outcome = game.play(text);
        if (outcome.isAccepted()) {
            assertThat(legal).contains((CheckersMove) outcome.value());
        } else {
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
            assertThat(outcome.refusal().message()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> square = Arbitraries.oneOf(Arbitraries.integers().between(0, 33).map(String::valueOf),
                Arbitraries.of("f6", "e5", "c3", "d4", "b6", "g5", "H8", "a8"));
        Arbitrary<String> joint = Arbitraries.of("-", "x", "X", " x ", "", "--");
        Arbitrary<String> movish = Combinators.combine(square, joint, square, joint, square)
                .as((a, j, b, k, c) -> a + j + b + k + c);
        Arbitrary<String> step = Combinators.combine(square, joint, square).as((a, j, b) -> a + j + b);
        return Arbitraries.oneOf(Arbitraries.strings(), movish, step, square);
    }

    @Property(tries = 60)
    void play_acceptsExactlyTheLegalMoves_amongEveryStepAndSingleJump(@ForAll long seed,
            @ForAll @IntRange(max = 150) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        if (game.status() != Status.ACTIVE) {
            return;
        }
        List<CheckersMove> legal = game.legalMoves();
        int accepted = 0;
        for (int from = 1; from <= 32; from++) {
            for (int to = 1; to <= 32; to++) {
                for (boolean jump : new boolean[] {false, true}) {
                    if (Diagonals.direction(from, to, jump) < 0) {
                        continue;
                    }
                    CheckersMove move = jump ? CheckersMove.jump(from, to) : CheckersMove.step(from, to);
                    Outcome<Move> outcome = game.copy().play(move);
                    assertThat(outcome.isAccepted()).as("%s in %s: %s", move, game.position(), outcome)
                            .isEqualTo(legal.contains(move));
                    accepted += outcome.isAccepted() ? 1 : 0;
                }
            }
        }
        assertThat(accepted).isEqualTo(legal.stream().filter(m -> m.squares().size() == 2).count());
    }

    @Property(tries = 40)
    void perft_onTheFastCore_agreesWithTheApi(@ForAll long seed, @ForAll @IntRange(max = 150) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        assertThat(game.perft(3)).isEqualTo(CheckersPerft.perftThroughApi(game, 3));
    }
}
