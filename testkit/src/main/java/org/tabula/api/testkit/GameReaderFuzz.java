package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Status;

/**
 * The readers every game has, fed through a {@link FuzzHarness}: moves typed into a game, position texts and
 * record texts given to the provider, and chance outcomes supplied to a game waiting for them.
 */
public final class GameReaderFuzz {

    private GameReaderFuzz() {
    }

    /**
     * {@link Game#play(String)} on games at many steps: never throws; a text taken is one of the legal moves and
     * undo takes it back; a refused one leaves the game as it was.
     */
    public static FuzzReport play(GameProvider provider, GameSamples samples) {
        List<Probe> probes = new ArrayList<>();
        for (Game state : samples.states()) {
            probes.add(new Probe(Match.of(provider, state.copy())));
        }
        int[] next = {0};
        return FuzzHarness.of(provider.id() + " Game.play(String)", samples.words()).words(samples.words())
                .neverThrows(text -> probes.get(next[0]++ % probes.size()).play(text));
    }

    /**
     * {@link GameProvider#fromPosition} on mutated and made-up texts: each is read, or refused with a
     * {@link org.tabula.api.TextFormatException} naming a place in the text; a position read is written as a text
     * that reads back to itself, and the game read plays on ({@link #playOn(Match)}).
     */
    public static FuzzReport fromPosition(GameProvider provider, GameOptions options, GameSamples samples) {
        return FuzzHarness.of(provider.id() + " fromPosition", samples.positions()).words(samples.words())
                .refusesOnlyWithTextFormatException(text -> readBack(text, "position",
                        read -> Match.fromPosition(provider, read, options), Match::position));
    }

    /**
     * {@link Match#fromRecord} on mutated and made-up texts: each is read, or refused with a
     * {@link org.tabula.api.TextFormatException} naming a place in the text or the move; a game read is written as
     * a record that reads back to itself, and plays on ({@link #playOn(Match)}).
     */
    public static FuzzReport readRecord(GameProvider provider, GameOptions options, GameSamples samples) {
        return FuzzHarness.of(provider.id() + " fromRecord", samples.records()).words(samples.words())
                .refusesOnlyWithTextFormatException(text -> readBack(text, "game",
                        read -> Match.fromRecord(provider, read, options), Match::record));
    }

    /**
     * Reads the text, writes what was read, and checks that the writing reads back to itself; then plays on.
     *
     * @param what what the text holds, as the failure names it ({@code position}, {@code game})
     */
    private static Match readBack(String text, String what, Function<String, Match> read,
            Function<Match, String> write) {
        Match game = read.apply(text);
        String written = write.apply(game);
        String again = write.apply(read.apply(written));
        if (!again.equals(written)) {
            throw new IllegalStateException("the " + what + " read was written as \"" + written
                    + "\", which reads back as \"" + again + "\"");
        }
        playOn(game);
        return game;
    }

    /**
     * {@link Game#supplyChance(String)} on games waiting for chance: never throws; an outcome taken is one the
     * game listed, and one refused leaves the game as it was.
     *
     * @return the report, or null when no sampled game waits for chance
     */
    public static FuzzReport supplyChance(GameProvider provider, GameSamples samples) {
        List<Game> waiting = samples.states().stream().filter(game -> game.pendingChance().isPresent()).toList();
        if (waiting.isEmpty()) {
            return null;
        }
        List<String> outcomes = waiting.get(0).pendingChance().orElseThrow().outcomes();
        int[] next = {0};
        return FuzzHarness.of(provider.id() + " Game.supplyChance(String)", outcomes).words(samples.words())
                .neverThrows(text -> {
                    Game game = waiting.get(next[0]++ % waiting.size());
                    List<String> listed = game.pendingChance().orElseThrow().outcomes();
                    String before = game.position();
                    Game copy = game.copy();
                    Outcome<String> outcome = copy.supplyChance(text);
                    if (outcome.isAccepted() && !listed.contains(outcome.value())) {
                        throw new IllegalStateException("took the outcome " + outcome.value() + ", not one of "
                                + listed);
                    }
                    if (!outcome.isAccepted() && !copy.position().equals(before)) {
                        throw new IllegalStateException("a refused outcome changed the game");
                    }
                    return outcome;
                });
    }

    /**
     * Plays a game read from a text on for a few steps, writing it after each: whatever a reader accepted must be
     * a game that goes on working (its counts at their largest, say, must not overflow on the next move).
     */
    static void playOn(Match game) {
        for (int step = 0; step < 3 && game.status() == Status.ACTIVE; step++) {
            if (game.pendingChance().isPresent()) {
                game.supplyChance(game.pendingChance().get().outcomes().get(0));
            } else if (!game.play(game.legalMoves().get(0)).isAccepted()) {
                throw new IllegalStateException("the game read refused its own first legal move");
            }
            game.position();
            game.record();
            game.view().draw();
            game.facts();
        }
        if (!game.history().isEmpty() && !game.undo().isAccepted()) {
            throw new IllegalStateException("the game read refused to take back the move it played");
        }
    }

    /** A game to type into, with what it looked like before. */
    private static final class Probe {
        private final Match game;
        private final String position;
        private final int played;
        private final Set<String> legal;

        Probe(Match game) {
            this.game = game;
            this.position = game.position();
            this.played = game.history().size();
            this.legal = new HashSet<>(GameSnapshot.texts(game.legalMoves()));
        }

        Outcome<Move> play(String text) {
            Outcome<Move> outcome = game.play(text);
            if (outcome.isAccepted()) {
                if (!legal.contains(outcome.value().text())) {
                    throw new IllegalStateException("took " + outcome.value().text() + ", which is not a legal move");
                }
                if (!game.undo().isAccepted() || !game.position().equals(position)) {
                    throw new IllegalStateException("undo did not take back " + outcome.value().text());
                }
            } else if (outcome.refusal().code().isBlank() || !game.position().equals(position)
                    || game.history().size() != played) {
                throw new IllegalStateException("the refusal " + outcome.refusal() + " changed the game");
            }
            return outcome;
        }
    }
}
