package org.tabula.host.command;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.Analysis;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;
import org.tabula.api.TextFormatException;
import org.tabula.host.console.Console;
import org.tabula.host.plugin.GameCatalog;
import org.tabula.host.plugin.InstalledGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tabula solve GAME --position TEXT}: what the game knows for certain about a position (an endgame
 * table's verdict, distance and best moves), through the SPI's optional analysis.
 *
 * <p>With {@code --tables DIR} the game's precomputed data is read from that folder before, and whatever was
 * computed is written there after, one file per part ({@code GAME-PART.bin}), so it is computed once.
 */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Shows the solved value of a position: who wins with best play, in how many plies, and the best moves.",
            "Only where the game knows it for certain (morris: the endgames of few men, with flying); the first "
                    + "time, the game may take a while to compute its tables."
        })
public final class SolveCommand implements Callable<Integer> {

    private final Provider<GameCatalog> catalog;
    private final Console console;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The id of the game, such as morris.")
    private String id;

    @Option(names = "--position", paramLabel = "TEXT", required = true, description = "The position, in the game's "
            + "position text.")
    private String position;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "A game option (repeatable), such as "
            + "flying=false.")
    private Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--tables", paramLabel = "DIR", description = "Read the game's precomputed tables from this "
            + "folder, and write there those computed now.")
    private Path tables;

    /** The parts whose file could not be loaded, to be written afresh once computed. */
    private final Set<String> damaged = new HashSet<>();

    @Inject
    SolveCommand(Provider<GameCatalog> catalog, Console console) {
        this.catalog = catalog;
        this.console = console;
    }

    @Override
    public Integer call() {
        GameCatalog installed = catalog.get();
        InstalledGame installedGame = installed.find(id).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "No game '" + id + "' is installed (installed: " + installed.ids() + ")."));
        GameProvider provider = installedGame.provider();
        GameOptions chosen;
        try {
            chosen = GameOptions.of(provider.options(), options);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Game game;
        try {
            game = provider.fromPosition(position, chosen);
        } catch (TextFormatException e) {
            console.err().println("tabula solve: not a " + id + " position: " + e.getMessage());
            console.err().flush();
            return ExitCodes.REFUSED;
        }
        Optional<PrecomputedData> data = tables == null ? Optional.empty() : provider.precomputedData();
        data.ifPresent(this::load);
        Optional<Analysis> analysis = provider.analyse(game);
        data.ifPresent(this::save);
        print(game, analysis);
        return ExitCodes.OK;
    }

    private void print(Game game, Optional<Analysis> analysis) {
        PrintWriter out = console.out();
        out.println("position  " + game.position());
        if (game.result().isPresent()) {
            out.println("result    " + game.result().get().sentence());
        } else {
            out.println("to move   " + game.turn().id());
        }
        if (analysis.isEmpty()) {
            out.println("verdict   unknown: " + id + " has no certain value for this position");
        } else {
            Analysis known = analysis.get();
            out.println("verdict   " + known.summary() + " for " + game.turn().id());
            out.println("best      " + (known.bestMoves().isEmpty() ? "none" : String.join(" ", known.bestMoves())));
            out.println("basis     " + known.basis());
        }
        out.flush();
    }

    /** Reads every part kept in the folder; a damaged file is reported and computed afresh. */
    private void load(PrecomputedData data) {
        for (String part : data.parts()) {
            Path file = file(part);
            if (data.isReady(part) || !Files.isRegularFile(file)) {
                continue;
            }
            try {
                data.load(part, ByteBuffer.wrap(Files.readAllBytes(file)));
            } catch (IOException | IllegalArgumentException e) {
                damaged.add(part);
                console.err().println("tabula solve: " + file + ": skipped: " + e.getMessage());
            }
        }
    }

    /** Writes every part computed but not yet kept (or kept damaged), atomically: a temporary file renamed over the name. */
    private void save(PrecomputedData data) {
        for (String part : data.parts()) {
            Path file = file(part);
            if (!data.isReady(part) || Files.isRegularFile(file) && !damaged.contains(part)) {
                continue;
            }
            try {
                Files.createDirectories(tables);
                Path temporary = Files.createTempFile(tables, file.getFileName().toString(), ".tmp");
                Files.write(temporary, data.save(part));
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                console.err().println("tabula solve: kept " + file);
            } catch (IOException e) {
                console.err().println("tabula solve: " + file + ": not kept: " + e.getMessage());
            }
        }
    }

    private Path file(String part) {
        return tables.resolve(id + "-" + part + ".bin");
    }
}
