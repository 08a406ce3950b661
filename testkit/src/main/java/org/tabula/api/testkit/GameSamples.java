package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * Games, positions, records and words gathered from seeded random games: what the kit fuzzes the readers from and
 * asks the bots about.
 *
 * @param states copies of the games' rules states at steps along the way, finished ones and ones waiting for chance included
 * @param positions every position text met
 * @param records every record text met of at most the settings' number of moves, and some ending in a draw
 *     offer or a resignation
 * @param words the move texts, chance outcomes and side ids met, for mutations to put in
 */
public record GameSamples(List<Game> states, List<String> positions, List<String> records, List<String> words) {

    /** Keeps the lists unchangeable. */
    public GameSamples {
        states = List.copyOf(states);
        positions = List.copyOf(positions);
        records = List.copyOf(records);
        words = List.copyOf(words);
    }

    /**
     * Plays {@code games} random games with the options, each from its own seed, keeping a copy of every
     * {@code every}-th state and the texts of every state (records only up to {@code recordPlies} moves).
     */
    public static GameSamples gather(GameProvider provider, GameOptions options, int games, int maxPlies, int every,
            int recordPlies) {
        List<Game> states = new ArrayList<>();
        Set<String> positions = new LinkedHashSet<>();
        Set<String> records = new LinkedHashSet<>();
        Set<String> words = new LinkedHashSet<>();
        for (Side side : provider.sides()) {
            words.add(side.id());
        }
        for (int g = 0; g < games; g++) {
            Random random = new Random(0xF0225EEDL + g);
            Match game = Match.start(provider, options);
            for (int step = 0; ; step++) {
                positions.add(game.position());
                if (game.history().size() <= recordPlies) {
                    records.add(game.record());
                }
                if (step % every == 0 || game.status() == Status.FINISHED) {
                    // The fuzzing copies these states thousands of times: a history copies share must fail first.
                    CopyChecks.keepsItsOwnHistory(game);
                    states.add(game.state());
                }
                if (step % 11 == 5 && game.status() == Status.ACTIVE && game.history().size() <= recordPlies) {
                    // Records that end in an offer standing or a resignation, which the moves alone never show.
                    Match ended = game.copy();
                    if (ended.offerDraw(ended.turn()).isAccepted()) {
                        records.add(ended.record());
                    }
                    if (ended.resign(ended.turn()).isAccepted()) {
                        records.add(ended.record());
                    }
                }
                if (game.status() == Status.FINISHED || game.history().size() >= maxPlies) {
                    break;
                }
                if (game.pendingChance().isPresent()) {
                    List<String> outcomes = game.pendingChance().get().outcomes();
                    words.addAll(outcomes);
                    game.supplyChance(outcomes.get(random.nextInt(outcomes.size())));
                } else {
                    List<? extends Move> legal = game.legalMoves();
                    legal.forEach(move -> words.add(move.text()));
                    game.play(legal.get(random.nextInt(legal.size())));
                }
            }
        }
        return new GameSamples(states, new ArrayList<>(positions), new ArrayList<>(records), new ArrayList<>(words));
    }
}
