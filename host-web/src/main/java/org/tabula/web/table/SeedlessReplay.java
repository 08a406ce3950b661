package org.tabula.web.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.Outcome;
import org.tabula.api.Status;

/**
 * A match read from a record that names a seed its game throws its own dice from, played again as the same match
 * without the seed: each throw the record holds is supplied as it was thrown, so that the game's record keeps it as
 * thrown dice, and every throw still to come is the server's. Nothing here names a game.
 *
 * <p>Each throw is found by the position it left: the match read is taken back move by move (on a copy), which
 * gives the position standing before each move, its throw made; the throw played again is the outcome that makes
 * that position, the seed's own tried first (so that dice as they fell, which some records show, are kept). A
 * throw no position shows (one that lost the turn) is the seed's.
 */
final class SeedlessReplay {

    private SeedlessReplay() {
    }

    /**
     * The match read, made again without its seed; the match itself when it names none, or when it is over (no
     * throw remains to foresee).
     *
     * @throws BadTableRequest (BAD_RECORD) when the record's throws cannot be played again without the seed
     */
    static Match of(Match read, List<OptionSpec> specs) {
        if (!read.options().notDefault(specs).containsKey(ServerDice.SEED_OPTION)
                || read.status() == Status.FINISHED) {
            return read;
        }
        GameProvider provider = read.provider();
        GameOptions seeded = read.options();
        GameOptions plain = seeded.overruledBy(specs, Map.of(ServerDice.SEED_OPTION, seedDefault(specs)));
        Map<Integer, String> positions = positionsBeforeMoves(read);
        List<? extends Move> moves = read.history();
        Match replay = started(provider, plain, seeded, positions.get(0));
        // Each step plays a move or throws; a throw may play moves too (a turn lost), so this bounds the walk.
        for (int step = 0; step <= 2 * moves.size() + 2; step++) {
            int played = replay.history().size();
            Optional<ChanceRequest> due = replay.pendingChance();
            if (due.isPresent() && !(played == moves.size() && read.pendingChance().isPresent())) {
                String outcome = throwMaking(replay, positions.get(played), plain, seeded, due.get())
                        .orElseThrow(() -> cannot("no throw makes the position before move " + (played + 1)));
                if (!replay.supplyChance(outcome).isAccepted()) {
                    throw cannot("the throw before move " + (played + 1) + " is refused");
                }
            } else if (played < moves.size()) {
                Move next = moves.get(played);
                if (!replay.play(next).isAccepted()) {
                    throw cannot("move " + (played + 1) + " (" + next.text() + ") is refused");
                }
            } else {
                break;
            }
        }
        if (replay.history().size() != moves.size() || !replay.position().equals(read.position())) {
            throw cannot("it does not reach the position its moves reach");
        }
        read.drawOfferedBy().ifPresent(side -> {
            if (!replay.offerDraw(side).isAccepted()) {
                throw cannot("its draw offer is refused");
            }
        });
        replay.headers(read.headers());
        return replay;
    }

    private static String seedDefault(List<OptionSpec> specs) {
        return specs.stream().filter(spec -> spec.name().equals(ServerDice.SEED_OPTION)).findFirst()
                .orElseThrow().defaultValue();
    }

    /**
     * The position standing when the match had played each number of moves, as taking its moves back shows it:
     * before a move, the throw it was played on standing; at the start; and at the end.
     */
    private static Map<Integer, String> positionsBeforeMoves(Match read) {
        Map<Integer, String> positions = new HashMap<>();
        Match back = read.copy();
        positions.put(back.history().size(), back.position());
        while (!back.history().isEmpty()) {
            if (!back.undo().isAccepted()) {
                throw cannot("its moves cannot be taken back to its start");
            }
            positions.putIfAbsent(back.history().size(), back.position());
        }
        return positions;
    }

    /**
     * The match without the seed at the record's start: the game's usual start, with the throw standing there
     * made, when that is the start; otherwise the start's position read.
     */
    private static Match started(GameProvider provider, GameOptions plain, GameOptions seeded, String start) {
        try {
            Match usual = Match.start(provider, plain);
            if (usual.position().equals(start)) {
                return usual;
            }
            Optional<ChanceRequest> due = usual.pendingChance();
            Optional<String> outcome = due.flatMap(request -> throwMaking(usual, start, plain, seeded, request));
            if (outcome.isPresent() && usual.supplyChance(outcome.get()).isAccepted()
                    && usual.history().isEmpty() && usual.position().equals(start)) {
                return usual;
            }
        } catch (IllegalArgumentException e) {
            // Options the usual start refuses: the start's position is read below.
        }
        try {
            return Match.fromPosition(provider, start, plain);
        } catch (IllegalArgumentException e) {
            throw cannot("its start cannot be set up without the seed (" + e.getMessage() + ")");
        }
    }

    /**
     * The outcome to supply to the match, waiting for a throw, that makes the position {@code target} and plays
     * no move: the seed's own throw when it does, else the listed outcome that does. With no such position to
     * make (the throw lost the turn, or none is known) it is the seed's own throw.
     */
    private static Optional<String> throwMaking(Match match, String target, GameOptions plain, GameOptions seeded,
            ChanceRequest due) {
        Optional<String> seeds = seedsThrow(match, seeded);
        if (target == null || target.equals(match.position())) {
            return seeds;
        }
        List<String> tried = new ArrayList<>();
        seeds.ifPresent(tried::add);
        tried.addAll(due.outcomes());
        try {
            for (String outcome : tried) {
                // Tried on a game read from the position alone: a copy of the match would copy its whole history.
                Match trial = Match.fromPosition(match.provider(), match.position(), plain);
                Outcome<String> taken = trial.supplyChance(outcome);
                if (taken.isAccepted() && trial.history().isEmpty() && trial.position().equals(target)) {
                    return Optional.of(outcome);
                }
            }
        } catch (IllegalArgumentException e) {
            // A position the game does not read back: no throw is found.
        }
        return Optional.empty();
    }

    /**
     * The throw the seed makes in the match's position, as the game takes it back (the dice as they fell when the
     * game keeps them, else the outcome), or empty when the game does not draw it there.
     */
    private static Optional<String> seedsThrow(Match match, GameOptions seeded) {
        try {
            Match trial = Match.fromPosition(match.provider(), match.position(), seeded);
            Outcome<String> drawn = trial.drawChance();
            return drawn.isAccepted() ? Optional.of(trial.unrecordedChance().orElse(drawn.value())) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static BadTableRequest cannot(String why) {
        return new BadTableRequest("BAD_RECORD", "The record names a seed its dice follow, and the server throws"
                + " the dice from a secret seed of its own; its throws were to be kept as written and the seed left"
                + " out, but " + why + ".");
    }
}
