package org.tabula.host.command;

import com.google.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.Match;
import org.tabula.api.board.BoardLayout;
import org.tabula.host.console.Console;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.svg.SvgPicture;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula show GAME}: a position drawn, as an SVG picture or as the game's text view. */
@Command(
        name = "show",
        customSynopsis = "tabula show GAME [--position TEXT | --record FILE] [--option NAME=VALUE]... [--svg FILE]",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Draws a position: the usual start, --position, or where the record in --record ends.",
            "With --svg, as an SVG picture written to FILE ('-' for standard output): every place an element with "
                    + "data-place=\"NAME\", every piece with data-side and data-kind, the last move's places and a "
                    + "general in check marked. Without it, the game's text view.",
            "A game that gives no board layout cannot be drawn as a picture: exit 1."
        },
        footer = {"", "Exit codes: 0 shown, 1 the position or record was refused or the game has no layout, "
                + "2 a usage error."})
final class ShowCommand implements Callable<Integer> {

    private final Console console;

    @Mixin
    private GameChoice choice;

    @ArgGroup(exclusive = true)
    private Source source = new Source();

    /** Where the position comes from: a position text or a record file, not both. */
    static final class Source {
        @Option(names = "--position", paramLabel = "TEXT", description = "The position, in the game's position text.")
        String position;

        @Option(names = "--record", paramLabel = "FILE", description = "A record; the position where it ends.")
        Path record;
    }

    @Option(names = "--svg", paramLabel = "FILE", description = "Write an SVG picture to FILE; '-' for standard output.")
    private String svg;

    @Inject
    ShowCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() {
        InstalledGame game = choice.game();
        Match match = source.record != null
                ? Records.load(game, choice.options(), source.record, choice)
                : Match.of(game.provider(), choice.start(Optional.ofNullable(source.position)));
        PrintWriter out = console.out();
        if (svg == null) {
            match.view().draw().forEach(out::println);
            out.flush();
            return ExitCodes.OK;
        }
        Optional<BoardLayout> layout = match.layout();
        if (layout.isEmpty()) {
            throw new GameTextException(game.id() + " gives no board layout, so it has no picture; without --svg, "
                    + "tabula show prints its text view", null);
        }
        String picture = SvgPicture.of(layout.get(), match.sides(), game.provider().title(match.options()) + ": " + match.position());
        if (svg.equals("-")) {
            out.print(picture);
            out.flush();
        } else {
            write(picture);
        }
        return ExitCodes.OK;
    }

    private void write(String picture) {
        try {
            Files.writeString(Path.of(svg), picture, StandardCharsets.UTF_8);
        } catch (InvalidPathException e) {
            throw choice.usage("Not a file name: " + e.getMessage());
        } catch (IOException e) {
            throw choice.usage("Cannot write " + svg + ": " + e);
        }
    }
}
