package org.tabula.host.command;

import com.google.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.Match;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.host.console.Console;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tabula replay GAME FILE}: plays a record through and tells where it ends. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Replays a game's record and prints where it ends.",
            "Two lines: the final position in the game's position text, then 'result WINNER REASON', "
                    + "'result draw REASON' or 'active' (REASON is the game's reason code, such as no-move). "
                    + "A record that cannot be read, or with a move the rules refuse, exits with 1 and names the "
                    + "line and the reason.",
            "The record names the options it was played with; --option gives only what it does not name.",
            "With --canonical, the record itself instead, written back in the game's canonical record text: "
                    + "a record normalised, and a round trip checked (replaying the output gives it again)."
        },
        footer = {"", "Exit codes: 0 replayed, 1 the record was refused, 2 a usage error (such as no such file)."})
final class ReplayCommand implements Callable<Integer> {

    private final Console console;

    @Mixin
    private GameChoice choice;

    @Parameters(index = "1", paramLabel = "FILE", description = "The record, in the game's record text.")
    private Path file;

    @Option(names = "--canonical",
            description = "Print the record in the game's canonical text instead of where it ends.")
    private boolean canonical;

    @Inject
    ReplayCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() {
        // The record names its options; --option stands only for what it does not name.
        Match match = Records.load(choice.game(), choice.options(), file, choice);
        PrintWriter out = console.out();
        if (canonical) {
            out.print(asTextFile(match.record()));
        } else {
            out.println(match.position());
            out.println(resultLine(match.result()));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The record as the game writes it, ending with a line end (as a text file does) unless it is empty. */
    static String asTextFile(String record) {
        return record.isEmpty() || record.endsWith("\n") ? record : record + "\n";
    }

    /** {@code result white no-move}, {@code result draw repetition} or {@code active}. */
    static String resultLine(Optional<Result> result) {
        return result.map(r -> "result " + r.winnerIfAny().map(Side::id).orElse("draw") + " " + r.reason())
                .orElse("active");
    }
}
