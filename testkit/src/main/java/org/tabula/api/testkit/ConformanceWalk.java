package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Status;

/**
 * One seeded random game played to its end through a {@link Match}, as a host plays one, checking it at every
 * step.
 *
 * <p>The walk draws its moves and chance outcomes from {@code new Random(seed)} and nothing else, so the same seed
 * and options make the same game whichever checks are on; the checks draw from a random source of their own.
 * Whose turn it is is asked of the game at every step, never assumed; when chance is pending the walk supplies an
 * outcome from those the game lists, as a host with real dice would.
 *
 * <p>A failure names the seed, the options, the step and every move and outcome so far, so it can be replayed.
 */
public final class ConformanceWalk {

    /** The families of checks a walk makes at every step. */
    public enum Check {
        /** The move the walk plays is taken back and played again: the game is as it was each time. */
        UNDO_AND_REPLAY,
        /** Pending chance: nothing is a move, a wrong outcome is refused, a listed one taken, no move recorded. */
        CHANCE,
        /** Every legal move is accepted, as a value and as its text, on a copy. */
        LEGAL_MOVES,
        /** Texts that are not moves are refused and leave the game unchanged; no text makes it throw. */
        NON_MOVES,
        /** A copy equals the game, and what is done to either leaves the other alone. */
        COPIES,
        /** The position text reads back into a game that writes the same text and has the same moves. */
        POSITION_TEXT,
        /** The record text reads back into the same game, and so does that of a game begun from its position. */
        RECORD_TEXT,
        /** Draw offers, resignations and timeouts, tried on a copy, keep the contract and the record keeps them. */
        ACTIONS,
        /** The layout: the same for the same position, its pieces the position's; pointing selects each legal move. */
        LAYOUT
    }

    private final GameProvider provider;
    private final GameOptions options;
    private final long seed;
    private final ConformanceSettings settings;
    private final Set<Check> checks;
    private final Random walk;
    private final Random probe;
    private final Mutator mutator;
    private final List<String> path = new ArrayList<>();
    private final List<CopyAndSnapshot> copies = new ArrayList<>();
    private int step;

    private ConformanceWalk(GameProvider provider, GameOptions options, long seed, ConformanceSettings settings,
            Set<Check> checks) {
        this.provider = provider;
        this.options = options;
        this.seed = seed;
        this.settings = settings;
        this.checks = checks.isEmpty() ? EnumSet.noneOf(Check.class) : EnumSet.copyOf(checks);
        this.walk = new Random(seed);
        this.probe = new Random(seed * 0x9E3779B97F4A7C15L + 1);
        this.mutator = Mutator.seeded(seed + 17);
    }

    /**
     * Plays one game from the provider's usual start with the options, to its end or to the settings' most plies,
     * making the checks at every step.
     *
     * @return the match as the walk left it
     * @throws AssertionError naming the seed, the step and the moves so far, when the game breaks the contract
     */
    public static Match run(GameProvider provider, GameOptions options, long seed, ConformanceSettings settings,
            Set<Check> checks) {
        return new ConformanceWalk(provider, options, seed, settings, checks).run();
    }

    private Match run() {
        Match game = null;
        try {
            game = Match.start(provider, options);
            Invariants invariants = Invariants.of(provider, options, game);
            while (true) {
                invariants.check(game);
                stepChecks(game);
                if (game.status() == Status.FINISHED) {
                    FinishedChecks.check(game, mutator);
                    return game;
                }
                if (game.history().size() >= settings.maxPlies()) {
                    return game;
                }
                advance(game);
                step++;
            }
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("game " + seed + " of " + provider.id() + " with " + options + ", at step " + step
                    + " after " + path.size() + " moves and outcomes [" + String.join(" ", path) + "]:\n  "
                    + e.getMessage(), e);
        }
    }

    private void stepChecks(Match game) {
        if (checks.contains(Check.COPIES)) {
            CopyChecks.checkEarlierCopies(copies);
            copies.add(CopyChecks.copyAndAdvance(game, probe));
            if (copies.size() > 3) {
                copies.remove(0);
            }
        }
        if (checks.contains(Check.POSITION_TEXT)) {
            TextChecks.position(provider, game, settings.exactPositions());
        }
        if (checks.contains(Check.RECORD_TEXT)) {
            TextChecks.record(provider, game);
            TextChecks.recordFromPosition(provider, game, probe);
        }
        if (checks.contains(Check.LAYOUT)) {
            LayoutChecks.check(provider, game);
        }
        if (checks.contains(Check.ACTIONS) && probe.nextDouble() < settings.actionChance()) {
            ActionChecks.tryOneOnACopy(provider, game, probe);
        }
    }

    /** Supplies chance or plays a move, as the game waits for. */
    private void advance(Match game) {
        Optional<ChanceRequest> chance = game.pendingChance();
        if (chance.isPresent()) {
            if (checks.contains(Check.CHANCE)) {
                ChanceChecks.check(game, chance.get(), mutator);
            }
            List<String> outcomes = chance.get().outcomes();
            String outcome = outcomes.get(walk.nextInt(outcomes.size()));
            GameSnapshot before = GameSnapshot.of(game);
            String taken = Verify.accepted("the outcome " + outcome + " the game listed", game.supplyChance(outcome));
            path.add("(" + outcome + ")");
            Verify.equal("the outcome taken, in canonical text", outcome, taken);
            // Chance is no move, though a game may play a move it forces at once (a roll that moves nothing).
            List<String> after = GameSnapshot.texts(game.history());
            Verify.that(after.size() >= before.history().size()
                    && after.subList(0, before.history().size()).equals(before.history()),
                    () -> "chance changed the moves played before it: " + before.history() + " then " + after);
            Verify.equal("the ply after chance, less the moves it forced", before.ply(),
                    game.ply() - (after.size() - before.history().size()));
            return;
        }
        List<? extends Move> legal = game.legalMoves();
        if (checks.contains(Check.LEGAL_MOVES)) {
            MoveChecks.everyLegalMoveAccepted(game, legal);
        }
        if (checks.contains(Check.NON_MOVES)) {
            MoveChecks.nonMovesRefused(game, mutator, settings.nonMovesPerStep());
        }
        Move move = legal.get(walk.nextInt(legal.size()));
        if (checks.contains(Check.UNDO_AND_REPLAY)) {
            MoveChecks.playUndoAndReplay(game, move);
        } else {
            Verify.accepted("the legal move " + move.text(), game.play(move));
        }
        path.add(move.text());
    }

    /** A copy taken at one step, as it stood after its own action. */
    record CopyAndSnapshot(Match copy, GameSnapshot snapshot, String taken) {
    }
}
