package org.tabula.host.command;

import com.google.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.tabula.api.Game;
import org.tabula.api.PrecomputedData;
import org.tabula.api.Side;
import org.tabula.host.console.Console;
import org.tabula.host.console.Progress;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.host.match.Entrant;
import org.tabula.host.match.MatchGame;
import org.tabula.host.match.MatchRunner;
import org.tabula.host.match.MatchTally;
import org.tabula.host.match.PlyCap;
import org.tabula.host.play.RecordWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula match GAME}: a series of bot-against-bot games, sides taken in turn, and its table. */
@Command(
        name = "match",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        modelTransformer = SideOptions.class,
        sortOptions = false,
        description = {
            "Plays a series of games between the game's bots, each bot playing each side in turn.",
            "Each side is bot (the middle strength) or bot:LEVEL, given by the side's own name "
                    + "(--white bot:5 --black bot:3 for morris) or as --side NAME=PLAYER; a side not given plays "
                    + "the middle bot. Progress goes to standard error (a bar on a terminal, else a line a game, with the time "
                    + "elapsed and an estimate of what is left); "
                    + "at the end, standard output has a table of wins, draws and losses for each bot on each side."
        },
        footer = {"", "Exit codes: 0 played, 1 the position was refused, 2 a usage error."})
final class MatchCommand implements Callable<Integer>, SideOptions.Seated {

    private final Console console;
    private final Clock clock;
    private final SeedSource seeds;
    private final RecordWriter writer;
    private final Seating seating = new Seating();

    @Mixin
    private GameChoice choice;

    @Option(names = "--side", paramLabel = "NAME=PLAYER", description = "Which bot plays a side, by the side's name.")
    private Map<String, String> sides = new LinkedHashMap<>();

    @Option(names = "--games", paramLabel = "N", defaultValue = "10",
            description = "How many games (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed every game's bots and dice, so that the match can be played again move for move "
                    + "(by default a new seed, shown at the start).")
    private Long seed;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write each game's record to DIR (game-001.txt, ...) and a list of the games to "
                    + "DIR/match.txt. A folder that already holds a match is refused, unless --force.")
    private Path outFolder;

    @Option(names = "--force", description = "With --out, first remove the match already in DIR (its match.txt "
            + "and game-NNN.txt; nothing else).")
    private boolean force;

    @Option(names = "--position", paramLabel = "TEXT", description = "Begin every game from this position.")
    private String position;

    @Mixin
    private BotLimits botLimits;

    @Mixin
    private TablesOption tables;

    @Inject
    MatchCommand(Console console, Clock clock, SeedSource seeds, RecordWriter writer) {
        this.console = console;
        this.clock = clock;
        this.seeds = seeds;
        this.writer = writer;
    }

    @Override
    public Seating seating() {
        return seating;
    }

    @Override
    public String players() {
        return "bot or bot:LEVEL.";
    }

    @Override
    public Integer call() {
        InstalledGame installed = choice.game();
        if (games < 1) {
            throw choice.usage("--games is 1 or more, not " + games + ".");
        }
        Duration thinking = botLimits.thinking(choice);
        PlyCap plyCap = botLimits.plyCap(choice);
        sides.forEach(seating::give);
        Map<Side, PlayerChoice> seats = seating.resolve(installed, true, choice);
        Game start = choice.start(Optional.ofNullable(position));
        if (start.result().isPresent()) {
            throw new GameTextException("The position is already over: " + start.result().get().sentence(), null);
        }
        if (outFolder != null) {
            MatchFolder.prepare(outFolder, force, choice);
        }
        List<Entrant> entrants = new ArrayList<>();
        seats.forEach((side, player) -> entrants.add(new Entrant(player, side)));
        long used = seed != null ? seed : seeds.nextSeed();

        PrintWriter out = console.out();
        out.println(installed.provider().title(start.options()) + " (" + installed.id() + " " + installed.version() + "): " + games
                + (games == 1 ? " game, " : " games, ")
                + entrants.stream().map(e -> "--" + e.givenFor().id() + " " + e).collect(Collectors.joining(" "))
                + ", sides taken in turn; seed " + used + ".");
        out.flush();

        Optional<PrecomputedData> kept = tables.prepare(installed.provider(), installed.id(), start.options(),
                PlayCommand.botLevels(seats), console, clock, "match");
        MatchRunner runner = new MatchRunner(installed, start, entrants, clock, thinking,
                plyCap);
        MatchTally tally = new MatchTally(start.sides(), entrants);
        SplittableRandom master = new SplittableRandom(used);
        StringBuilder list = new StringBuilder();
        int unwritten = 0;
        try (Progress progress = Progress.of(console, clock, games, "games")) {
            for (int number = 1; number <= games; number++) {
                MatchGame game = runner.play(number, master.nextLong());
                tally.add(game);
                String seated = game.seatsText(start.sides());
                progress.finished("game " + number + "/" + games + " (" + seated + "): " + game.result().sentence()
                        + " after " + game.moves() + " moves");
                if (outFolder != null) {
                    String name = String.format("game-%0" + Math.max(3, Integer.toString(games).length()) + "d.txt",
                            number);
                    list.append(name).append("  ").append(seated).append("  ")
                            .append(ReplayCommand.resultLine(Optional.of(game.result()))).append('\n');
                    unwritten += write(outFolder.resolve(name), game.record()) ? 0 : 1;
                    unwritten += write(outFolder.resolve("match.txt"), list.toString()) ? 0 : 1;
                }
            }
        }
        kept.ifPresent(data -> tables.save(data, installed.id(), console.err(), "match"));
        out.println();
        tally.print(out);
        if (outFolder != null) {
            out.println();
            out.println("Records in " + outFolder + " (the list in " + outFolder.resolve("match.txt") + ").");
        }
        out.flush();
        if (unwritten > 0) {
            console.err().println("tabula match: " + unwritten + (unwritten == 1 ? " write" : " writes")
                    + " of the records failed (said above)");
            console.err().flush();
            return ExitCodes.NOT_SAVED;
        }
        return ExitCodes.OK;
    }

    /** Writes a record file whole; false, said on standard error, when it could not be written. */
    private boolean write(Path file, String text) {
        try {
            writer.write(file, text);
            return true;
        } catch (IOException e) {
            console.err().println("tabula match: cannot write " + file + ": " + e.getMessage());
            return false;
        }
    }

}
