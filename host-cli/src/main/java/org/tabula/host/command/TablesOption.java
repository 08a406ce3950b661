package org.tabula.host.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;
import org.tabula.host.console.Console;
import org.tabula.host.core.data.PartsFolder;
import org.tabula.host.console.Progress;
import picocli.CommandLine.Option;

/**
 * The {@code --tables DIR} option of the commands whose games may compute data once (morris's endgame tables):
 * the folder the game's precomputed parts are read from before, and written to after, one file a part
 * ({@code GAME-PART.bin}).
 *
 * <p>The game computes and checks; the host only reads and writes files ({@link PartsFolder}), since a game does
 * no input or output. A file that does not load (damaged, or from another version) is reported, skipped, and
 * written afresh once computed.
 */
final class TablesOption {

    @Option(names = "--tables", paramLabel = "DIR", description = "Read the game's precomputed tables (morris: "
            + "its endgame tables) from this folder before, and write there those computed meanwhile, a file per "
            + "part (GAME-PART.bin), so they are computed once.")
    private Path folder;

    /** The parts whose file could not be loaded, to be written afresh once computed. */
    private final Set<String> damaged = new HashSet<>();

    /**
     * Loads every part kept in the folder, when one was given and the game has precomputed data.
     *
     * @return the game's data, to {@link #save} after; empty when there is nothing to keep
     */
    Optional<PrecomputedData> load(GameProvider provider, String gameId, PrintWriter err, String command) {
        if (folder == null) {
            return Optional.empty();
        }
        Optional<PrecomputedData> data = provider.precomputedData();
        data.ifPresent(parts -> {
            PartsFolder kept = new PartsFolder(folder);
            for (String part : parts.parts()) {
                if (parts.isReady(part) || !kept.holds(gameId, part)) {
                    continue;
                }
                try {
                    kept.load(parts, gameId, part);
                } catch (IOException | IllegalArgumentException e) {
                    damaged.add(part);
                    err.println("tabula " + command + ": " + kept.file(gameId, part) + ": skipped: " + e.getMessage());
                }
            }
            err.flush();
        });
        return data;
    }

    /**
     * Makes ready, before a game begins, the parts the game's bots at these levels read while they play: loaded
     * from the folder when one was given and holds them, else computed now, so that a bot's time for a move is
     * spent choosing it. Shows the computing's progress on standard error, since it may take long.
     *
     * @return the game's data, to {@link #save} after, when a folder was given; else empty
     */
    Optional<PrecomputedData> prepare(GameProvider provider, String gameId, GameOptions options,
            Collection<Integer> botLevels, Console console, Clock clock, String command) {
        Optional<PrecomputedData> kept = load(provider, gameId, console.err(), command);
        provider.precomputedData().ifPresent(data -> {
            Set<String> parts = new LinkedHashSet<>();
            botLevels.forEach(level -> parts.addAll(data.partsForBot(level, options)));
            compute(data, parts, gameId, "for its bots", console, clock, command);
        });
        return kept;
    }

    /**
     * Makes ready the parts the game's analysis of this position reads, loaded from the folder when one was given,
     * else computed now with the progress shown, before the analysis is asked for.
     *
     * @return the game's data, to {@link #save} after, when a folder was given; else empty
     */
    Optional<PrecomputedData> prepareAnalysis(GameProvider provider, Game game, Console console, Clock clock,
            String command) {
        Optional<PrecomputedData> kept = load(provider, game.gameId(), console.err(), command);
        provider.precomputedData().ifPresent(data -> compute(data, data.partsForAnalysis(game), game.gameId(),
                "to solve the position", console, clock, command));
        return kept;
    }

    /** Computes the parts not ready, smallest first, a step of the progress each. */
    private void compute(PrecomputedData data, Collection<String> parts, String gameId, String why, Console console,
            Clock clock, String command) {
        List<String> missing = parts.stream().filter(part -> !data.isReady(part)).toList();
        if (missing.isEmpty()) {
            return;
        }
        PrintWriter err = console.err();
        err.println("tabula " + command + ": computing " + gameId + "'s " + String.join(", ", missing) + " tables "
                + why + (folder == null ? " (--tables DIR keeps them for the next time)" : ""));
        try (Progress progress = Progress.of(console, clock, missing.size(), "parts")) {
            for (int i = 0; i < missing.size(); i++) {
                String part = missing.get(i);
                String step = "part " + (i + 1) + "/" + missing.size() + ", " + part;
                progress.begins("computing " + part, "tabula " + command + ": computing " + step);
                // A part the game builds on the way to an earlier one is then ready: saving it again costs nothing.
                data.save(part);
                progress.finished("tabula " + command + ": computed " + step);
            }
        }
    }

    /** Writes every part computed but not yet kept (or kept damaged). */
    void save(PrecomputedData data, String gameId, PrintWriter err, String command) {
        PartsFolder kept = new PartsFolder(folder);
        for (String part : data.parts()) {
            Path file = kept.file(gameId, part);
            if (!data.isReady(part) || Files.isRegularFile(file) && !damaged.contains(part)) {
                continue;
            }
            try {
                kept.save(data, gameId, part);
                err.println("tabula " + command + ": kept " + file);
            } catch (IOException e) {
                err.println("tabula " + command + ": " + file + ": not kept: " + e.getMessage());
            }
        }
        err.flush();
    }
}
