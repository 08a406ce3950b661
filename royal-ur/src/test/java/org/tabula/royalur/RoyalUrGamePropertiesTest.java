package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.royalur.model.Ending;
import org.tabula.royalur.model.ParsedRecord;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.RecordTurn;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;
import org.tabula.royalur.model.Squares;

/** Properties of whole games: undo and replay, copies, seeds, text round trips, and any string as a move or throw. */
class RoyalUrGamePropertiesTest {

    private static UrRules rules(int which) {
        return switch (Math.floorMod(which, 3)) {
            case 0 -> UrRules.FINKEL;
            case 1 -> UrRules.MASTERS;
            default -> UrRules.of(Route.LONG, 3, 0, true, 3);
        };
    }

    @Property(tries = 12)
    void randomGames_undoAndReplayAtEveryStep_restoreTheGameExactly(@ForAll long seed, @ForAll int which) {
        Random random = new Random(seed);
        RoyalUrGame game = RoyalUrGame.newGame(rules(which), UrSide.LIGHT, Optional.empty());
        int steps = 0;
        Games.Snapshot lastChoice = null;
        while (game.status() == Status.ACTIVE && steps++ < 3_000) {
            Games.Snapshot before = Games.Snapshot.of(game);
            if (game.pendingChance().isPresent()) {
                List<String> outcomes = game.pendingChance().get().outcomes();
                String outcome = outcomes.get(random.nextInt(outcomes.size()));
                int turns = game.history().size();
                assertThat(game.supplyChance(outcome).isAccepted()).isTrue();
                if (game.history().size() > turns) {
                    // Undo after a turn lost goes back to the last choice a side made, before its move.
                    RoyalUrGame kept = game.copy();
                    game.undo();
                    assertThat(Games.Snapshot.of(game)).isEqualTo(lastChoice == null
                            ? Games.Snapshot.of(RoyalUrGame.newGame(rules(which), UrSide.LIGHT, Optional.empty()))
                            : lastChoice);
                    game = kept;
                } else {
                    assertThat(game.legalMoves()).isNotEmpty();
                }
            } else {
                List<UrMove> legal = game.legalMoves();
                UrMove move = legal.get(random.nextInt(legal.size()));
                lastChoice = before;
                assertThat(game.play(move).value()).isEqualTo(move);
                Games.Snapshot after = Games.Snapshot.of(game);
                assertThat(game.undo().value()).isEqualTo(move);
                assertThat(Games.Snapshot.of(game)).isEqualTo(before);
                assertThat(game.play(move.text()).value()).isEqualTo(move);
                assertThat(Games.Snapshot.of(game)).isEqualTo(after);
            }
        }
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.ending().orElseThrow().ending()).isEqualTo(Ending.HOME);
    }

    @Property(tries = 40)
    void copies_shareNothing(@ForAll long seed, @ForAll @IntRange(max = 150) int turns) {
        RoyalUrGame game = Games.random(seed, UrRules.FINKEL, turns);
        Games.Snapshot original = Games.Snapshot.of(game);
        RoyalUrGame copy = game.copy();
        assertThat(Games.Snapshot.of(copy)).isEqualTo(original);
        Random random = new Random(seed + 1);
        for (int i = 0; i < 20 && copy.status() == Status.ACTIVE; i++) {
            Games.step(copy, random);
        }
        copy.undo();
        assertThat(Games.Snapshot.of(game)).isEqualTo(original);
        Games.Snapshot copied = Games.Snapshot.of(copy);
        game.undo();
        assertThat(Games.Snapshot.of(copy)).isEqualTo(copied);
    }

    @Property(tries = 60)
    void record_readsBackIntoTheSameGame(@ForAll long seed, @ForAll @IntRange(max = 300) int turns,
            @ForAll int which, @ForAll @IntRange(max = 3) int beside) {
        RoyalUrGame game = Games.random(seed, rules(which), turns);
        RoyalUrProvider provider = new RoyalUrProvider();
        Match match = Match.of(provider, game.copy());
        if (match.status() == Status.ACTIVE) {
            switch (beside) {
                case 1 -> match.resign(game.turn());
                case 2 -> match.timeout(game.toMove().opponent().side());
                default -> { }
            }
        }
        String text = match.record();
        // The record holds the seed's lines alone; a roll standing is kept beside it, and stands again.
        assertThat(UrNotation.parseRecord(text).record()).isPresent();
        Match back = Match.fromRecord(provider, text, match.unrecordedChance(), provider.newGame().options());
        assertThat(back.record()).isEqualTo(text);
        assertThat(back.result()).isEqualTo(match.result());
        RoyalUrGame state = (RoyalUrGame) back.state();
        assertThat(state.roll()).isEqualTo(game.roll());
        assertThat(Games.Snapshot.of(state)).isEqualTo(Games.Snapshot.of(game));
    }

    @Property(tries = 15)
    void seededGames_replayedFromTheirRecords_throwTheSameDice(@ForAll("seeds") String hex,
            @ForAll @IntRange(max = 40) int opening, @ForAll int which, @ForAll long choices) {
        UrRules rules = rules(which);
        RoyalUrProvider provider = new RoyalUrProvider();
        RoyalUrGame game = provider.newGame(RoyalUrProvider.options(rules, Optional.of(new Seed(hex)),
                UrSide.DARK, opening, 0));
        Random random = new Random(choices);
        while (game.status() == Status.ACTIVE) {
            if (game.pendingChance().isPresent()) {
                assertThat(game.drawChance().isAccepted()).isTrue();
            } else {
                game.play(game.legalMoves().get(random.nextInt(game.legalMoves().size())));
            }
        }
        String text = Games.recordOf(game);
        assertThat(text).contains("[seed " + hex + "]\n");
        ParsedRecord parsed = UrNotation.parseRecord(text);
        assertThat(parsed.problem()).isEmpty();
        for (int i = 0; i < parsed.record().get().turns().size(); i++) {
            RecordTurn turn = parsed.record().get().turns().get(i);
            assertThat(turn.faces()).contains(new Seed(hex).faces(opening + i, rules.dice()));
        }
        RoyalUrGame replayed = Games.read(text);
        assertThat(Games.Snapshot.of(replayed)).isEqualTo(Games.Snapshot.of(game));
    }

    @Provide
    Arbitrary<String> seeds() {
        return Arbitraries.strings().withChars("0123456789abcdef").ofMinLength(1).ofMaxLength(8)
                .map(s -> s.length() % 2 == 0 ? s : s + "0");
    }

    @Property(tries = 400)
    void play_anyString_neverThrows_acceptsOnlyLegalMoves_andARefusalLeavesTheGameUnchanged(
            @ForAll("texts") String text, @ForAll long seed, @ForAll @IntRange(max = 80) int turns) {
        RoyalUrGame game = Games.random(seed, UrRules.FINKEL, turns);
        Games.Snapshot before = Games.Snapshot.of(game);
        List<UrMove> legal = game.legalMoves();
        Outcome<Move> outcome = game.play(text);
        if (outcome.isAccepted()) {
            assertThat(legal).contains((UrMove) outcome.value());
        } else {
            assertThat(Games.Snapshot.of(game)).isEqualTo(before);
            assertThat(outcome.refusal().message()).isNotBlank();
        }
        RoyalUrGame fresh = Games.random(seed, UrRules.FINKEL, turns);
        Outcome<String> thrown = fresh.supplyChance(text);
        if (!thrown.isAccepted()) {
            assertThat(Games.Snapshot.of(fresh)).isEqualTo(before);
        }
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> place = Arbitraries.of("hand", "home", "a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2",
                "g2", "h2", "h1", "g1", "g3", "h3", "a3", "D1", "e1", "");
        Arbitrary<String> roll = Arbitraries.of("", "1: ", "2: ", "3: ", "4: ", "0: ", "2:");
        Arbitrary<String> marks = Arbitraries.of("", "x", "*", "x*", "*x");
        Arbitrary<String> movish = Combinators.combine(roll, place, place, marks)
                .as((r, a, b, m) -> r + a + "-" + b + m);
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(12), movish, Arbitraries.of("0000", "1111",
                "0110", "3", "0", "9", "11111", " 2"));
    }

    @Property(tries = 60)
    void play_acceptsExactlyTheLegalMoves_amongEveryWireMove(@ForAll long seed, @ForAll @IntRange(max = 150) int turns,
            @ForAll int which) {
        RoyalUrGame game = Games.random(seed, rules(which), turns);
        if (game.pendingChance().isPresent()) {
            List<String> outcomes = game.pendingChance().get().outcomes();
            game.supplyChance(outcomes.get(Math.floorMod(seed, outcomes.size())));
        }
        int accepted = 0;
        for (int from = -1; from < 24; from++) {
            for (int to = -2; to < 24; to++) {
                if (to == -1 || (from >= 0 && !Squares.isSquare(from)) || (to >= 0 && !Squares.isSquare(to))) {
                    continue;
                }
                WireMove wire = new WireMove(new Place(from), new Place(to));
                boolean legal = game.legalMoves().stream().anyMatch(m -> m.wire().get().equals(wire));
                assertThat(game.copy().play(wire.text()).isAccepted()).as("%s in %s", wire, game.position())
                        .isEqualTo(legal);
                accepted += legal ? 1 : 0;
            }
        }
        assertThat(accepted).isEqualTo(game.legalMoves().size());
    }
}
