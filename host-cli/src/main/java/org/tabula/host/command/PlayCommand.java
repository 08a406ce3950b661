package org.tabula.host.command;

import com.google.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.tabula.api.Match;
import org.tabula.api.Palette;
import org.tabula.api.PrecomputedData;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.host.console.Console;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.clock.BadTimeControl;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.HostHeaders;
import org.tabula.host.core.seat.Player;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.host.match.PlyCap;
import org.tabula.host.play.AnsiPalette;
import org.tabula.host.play.BotFactory;
import org.tabula.host.play.LongerReading;
import org.tabula.host.play.PlaySession;
import org.tabula.host.play.PlaySetup;
import org.tabula.host.play.RecordFile;
import org.tabula.host.play.RecordWriter;
import org.tabula.host.play.SavedGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula play GAME}: a game at the terminal, people and bots on any side. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        modelTransformer = SideOptions.class,
        sortOptions = false,
        description = {
            "Plays a game at the terminal.",
            "Each side is human, bot (the game's middle strength) or bot:LEVEL, given by the side's own name "
                    + "(--white bot:3 --black human for morris) or as --side NAME=PLAYER; by default the first side "
                    + "is human and the others the middle bot. At the prompt, type a move (Tab completes it), or "
                    + "Enter or 'moves' for the legal moves, or hint, history, undo, resign, draw, accept, decline, "
                    + "flip, level N, new, save FILE, help, quit."
        },
        footer = {"", "Exit codes: 0 done, 1 a position or record was refused, 2 a usage error, 3 the game could not "
                + "be saved to the --save file and is in no file as it stands."})
final class PlayCommand implements Callable<Integer>, SideOptions.Seated {

    private final Console console;
    private final Clock clock;
    private final SeedSource seeds;
    private final RecordWriter writer;
    private final Seating seating = new Seating();

    @Mixin
    private GameChoice choice;

    @Option(names = "--side", paramLabel = "NAME=PLAYER", description = "Who plays a side, by the side's name.")
    private Map<String, String> sides = new LinkedHashMap<>();

    @Option(names = "--position", paramLabel = "TEXT", description = "Begin from this position, in the game's text.")
    private String position;

    @Option(names = "--load", paramLabel = "FILE", description = "Carry on with the game recorded in this file (and"
            + " with the roll standing in FILE.chance, which a save writes beside a game left between a throw and"
            + " its move).")
    private Path load;

    @Option(names = "--save", paramLabel = "FILE",
            description = "Write the game's record to this file after every move, replacing it whole each time.")
    private Path save;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seed the bots and the dice, so that the same moves bring the same answers "
                    + "(by default a new seed, shown at the start).")
    private Long seed;

    @Mixin
    private BotLimits botLimits;

    @Option(names = "--clock", paramLabel = "CLOCK",
            description = "Play on clocks: MINUTES+SECONDS (5+3: five minutes each, three seconds added after each "
                    + "move), MINUTES+dSECONDS for a delay (10+d5: the first five seconds of a turn are free) or "
                    + "DAYSd for correspondence (3d: three days a move). A side whose time runs out loses.")
    private String clockText;

    @Mixin
    private TablesOption tables;

    @Option(names = "--no-color", description = "Draw the board without colour, even on a terminal.")
    private boolean noColor;

    @Inject
    PlayCommand(Console console, Clock clock, SeedSource seeds, RecordWriter writer) {
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
        return "human, bot or bot:LEVEL.";
    }

    @Override
    public boolean gameMayBeOmitted() {
        return true;
    }

    @Override
    public Integer call() {
        if (choice.omitted()) {
            // A usage error (2), as any missing argument is: nothing was played, and a script learns so.
            GameList.print(choice.installed(), console.err());
            return ExitCodes.USAGE;
        }
        InstalledGame installed = choice.game();
        if (position != null && load != null) {
            throw choice.usage("Give --position or --load, not both.");
        }
        Duration thinking = botLimits.thinking(choice);
        PlyCap plyCap = botLimits.plyCap(choice);
        Optional<TimeControl> control;
        try {
            control = Optional.ofNullable(clockText).map(TimeControl::parse);
        } catch (BadTimeControl e) {
            throw choice.usage(e.getMessage());
        }
        sides.forEach(seating::give);
        Map<Side, PlayerChoice> seats = seating.resolve(installed, false, choice);
        Match match = load != null
                ? loaded(installed)
                : Match.of(installed.provider(), choice.start(Optional.ofNullable(position)));
        long used = seed != null ? seed : seeds.nextSeed();
        // Every save from here on (--save, the autosave, save FILE) carries the day, the seats and the seed.
        match.headers(HostHeaders.of(clock, match.headers(), seats, used));
        if (save != null) {
            saveFirst(save, match);
        }

        SplittableRandom random = new SplittableRandom(used);
        Map<Side, Player> players = new LinkedHashMap<>();
        seats.forEach((side, player) ->
                players.put(side, player.player(installed.provider(), installed.botLevels(), random.nextLong())));
        Palette palette = console.abilities().colour() && !noColor ? AnsiPalette.forSides(match.sides())
                : Palette.PLAIN;
        PlaySetup setup = new PlaySetup(installed.provider().title(match.options()) + " (" + installed.id() + " " + installed.version() + ")",
                used, players, new BotFactory(installed, random.split()), palette,
                new Referee(clock, thinking, random.split()), Optional.ofNullable(save),
                (seated, file) -> resumeCommand(installed, seated, file), plyCap);
        PrintWriter out = console.out();
        out.println(setup.title());
        if (load != null) {
            out.println("Carrying on with " + load + ", " + match.history().size() + " moves in.");
        }

        Optional<PrecomputedData> kept = tables.prepare(installed.provider(), installed.id(), match.options(),
                botLevels(seats), console, clock, "play");
        boolean behind = false;
        while (true) {
            PlaySession session = new PlaySession(match, setup, console, writer);
            if (control.isPresent()) {
                session.clocked(control.get(), clock);
            }
            PlaySession.Ending ending = session.run();
            behind |= session.recordBehind();
            if (ending != PlaySession.Ending.REMATCH) {
                break;
            }
            setup = setup.rematch();
            match = Match.of(installed.provider(), choice.start(Optional.ofNullable(position)));
            match.headers(HostHeaders.of(clock, RecordHeaders.NONE, setup.seats(), used));
            out.println("A new game, sides swapped. " + setup.title());
            if (setup.saveFile().isPresent()) {
                out.println("Its record goes to " + setup.saveFile().get() + ".");
                saveFirst(setup.saveFile().get(), match);
            }
        }
        kept.ifPresent(data -> tables.save(data, installed.id(), console.err(), "play"));
        return behind ? ExitCodes.NOT_SAVED : ExitCodes.OK;
    }

    /**
     * The match the --load file holds. When --save names the same file and the text holds more moves than the
     * game read from it (a line end the reader took for text), writing the game back would shorten the file: a
     * person is asked, a script is refused.
     */
    private Match loaded(InstalledGame installed) {
        choice.checkPlayable(installed, choice.options());
        String text = Records.readAs(installed, load, choice);
        Optional<String> chance;
        try {
            chance = SavedGame.chanceBeside(load);
        } catch (IOException e) {
            throw choice.usage("Cannot read " + SavedGame.chanceFile(load) + ": " + e.getMessage());
        }
        Match match = Records.play(installed, choice.options(), load, text, chance);
        if (save == null || !sameFile(load, save)) {
            return match;
        }
        OptionalInt more = LongerReading.of(text, other -> {
            try {
                return Match.fromRecord(installed.provider(), other, choice.options()).history().size();
            } catch (TextFormatException e) {
                return -1;
            }
        }, match.history().size());
        if (more.isPresent()) {
            String said = load + " holds " + more.getAsInt() + " moves when every line end in it is read as one, "
                    + "but the game read from it has only " + match.history().size() + ", and --save would write "
                    + "that shorter game over it.";
            if (!console.isTerminal()) {
                throw choice.usage(said + " Save to another file, or give the file plain line ends.");
            }
            console.out().println(said);
            String answer = console.readLine("Write the shorter game over it? (yes/no) ", List.of("yes", "no"))
                    .map(line -> line.strip().toLowerCase(Locale.ROOT)).orElse("no");
            if (!answer.equals("yes") && !answer.equals("y")) {
                throw choice.usage(load + " is left as it was.");
            }
        }
        return match;
    }

    private static boolean sameFile(Path one, Path other) {
        try {
            return Files.exists(other) && Files.isSameFile(one, other);
        } catch (IOException e) {
            return one.toAbsolutePath().normalize().equals(other.toAbsolutePath().normalize());
        }
    }

    /** The record of a match about to begin, to the save file: a folder that cannot hold it is said at once. */
    private void saveFirst(Path file, Match match) {
        try {
            for (Path left : RecordFile.removeLeftovers(file)) {
                console.err().println("tabula play: removed " + left.getFileName() + ", a temporary file a save of "
                        + file + " left unfinished when its session was stopped.");
            }
        } catch (IOException e) {
            console.err().println("tabula play: could not look for temporary files beside " + file + ": "
                    + e.getMessage());
        }
        try {
            SavedGame.of(match).writeTo(file, writer);
        } catch (IOException e) {
            throw choice.usage("Cannot save to " + file + ": " + e.getMessage());
        }
    }

    private String resumeCommand(InstalledGame installed, Map<Side, PlayerChoice> seats, Path file) {
        StringBuilder command = new StringBuilder("./tabula play ").append(installed.id())
                .append(' ').append(seating.asOptions(seats));
        choice.givenOptions().forEach((name, value) -> command.append(" --option ").append(name).append('=').append(value));
        return command.append(" --load ").append(file).append(" --save ").append(file).toString();
    }

    /** The levels of the bots seated. */
    static List<Integer> botLevels(Map<Side, PlayerChoice> seats) {
        return seats.values().stream().filter(seat -> !seat.human()).map(PlayerChoice::level).toList();
    }
}
