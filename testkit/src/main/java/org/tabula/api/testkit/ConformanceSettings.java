package org.tabula.api.testkit;

import java.util.List;
import java.util.Map;

/**
 * How hard the conformance kit tries a game: how many random games, how long each may run, which options they
 * are played with, and what the game's position text can promise.
 *
 * <p>Start from {@link #defaults()} and change what the game needs:
 * <pre>{@code
 * ConformanceSettings.defaults().withGames(30).withMaxPlies(400).withInexactPositions()
 *         .withOptionSets(List.of(Map.of(), Map.of("flying", "false")));
 * }</pre>
 *
 * @param games how many seeded random games each check plays, for each option set
 * @param maxPlies the most moves a random game is played to before it is left unfinished (for games that can go
 *     on for very long)
 * @param exactPositions true when a game read from a position text is the same game as the one that wrote it
 *     (same status, result, legal moves and chance); false when the position cannot carry everything, such as
 *     the history a repetition draw needs, and the read game need only agree while the game goes on. Either way
 *     the text must read back and write again unchanged.
 * @param optionSets the options each set of games is played with, each a map of option names to values (the
 *     empty map plays every option at its default)
 * @param nonMovesPerStep how many texts that are most likely not moves are tried at every step of a game
 * @param actionChance the chance, at each step, of trying a draw offer, resignation or timeout on a copy
 * @param botStates how many positions each bot level is asked to choose a move in
 * @param fuzzRecordPlies the most moves of the records the record reader's fuzzing starts from
 */
public record ConformanceSettings(int games, int maxPlies, boolean exactPositions, List<Map<String, String>> optionSets,
        int nonMovesPerStep, double actionChance, int botStates, int fuzzRecordPlies) {

    /** Checks the numbers and keeps the option sets unchangeable. */
    public ConformanceSettings {
        if (games < 1 || maxPlies < 1 || nonMovesPerStep < 0 || botStates < 0 || fuzzRecordPlies < 0) {
            throw new IllegalArgumentException("games and plies are at least 1, the other counts at least 0");
        }
        if (actionChance < 0 || actionChance > 1) {
            throw new IllegalArgumentException("a chance is between 0 and 1: " + actionChance);
        }
        optionSets = optionSets.stream().map(Map::copyOf).toList();
        if (optionSets.isEmpty()) {
            throw new IllegalArgumentException("at least one option set; Map.of() plays every option at its default");
        }
    }

    /**
     * Twenty games a check, of at most 2,000 plies, with every option at its default, exact positions, eight
     * non-moves a step, an action tried at one step in ten, four positions a bot, records of up to 60 moves to fuzz.
     */
    public static ConformanceSettings defaults() {
        return new ConformanceSettings(20, 2_000, true, List.of(Map.of()), 8, 0.1, 4, 60);
    }

    /** The same settings with another number of games a check. */
    public ConformanceSettings withGames(int count) {
        return new ConformanceSettings(count, maxPlies, exactPositions, optionSets, nonMovesPerStep, actionChance,
                botStates, fuzzRecordPlies);
    }

    /** The same settings with games left unfinished after {@code plies} moves. */
    public ConformanceSettings withMaxPlies(int plies) {
        return new ConformanceSettings(games, plies, exactPositions, optionSets, nonMovesPerStep, actionChance,
                botStates, fuzzRecordPlies);
    }

    /** The same settings for a game whose position text cannot carry all its state ({@link #exactPositions()}). */
    public ConformanceSettings withInexactPositions() {
        return new ConformanceSettings(games, maxPlies, false, optionSets, nonMovesPerStep, actionChance, botStates,
                fuzzRecordPlies);
    }

    /** The same settings playing each set of games with each of these options. */
    public ConformanceSettings withOptionSets(List<Map<String, String>> sets) {
        return new ConformanceSettings(games, maxPlies, exactPositions, sets, nonMovesPerStep, actionChance, botStates,
                fuzzRecordPlies);
    }

    /** The same settings asking each bot level in {@code count} positions. */
    public ConformanceSettings withBotStates(int count) {
        return new ConformanceSettings(games, maxPlies, exactPositions, optionSets, nonMovesPerStep, actionChance,
                count, fuzzRecordPlies);
    }
}
