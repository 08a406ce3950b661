package org.tabula.host;

import com.google.inject.Injector;
import com.google.inject.util.Modules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.tabula.host.command.CommandModel;
import org.tabula.host.console.Console;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.core.plugin.PluginFolders;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes {@code tabula}'s bash completion script and man pages from the commands themselves, at build time
 * ({@code mvn package} runs it): {@code COMPLETION_DIR/tabula.bash}, and {@code MAN_DIR/tabula.1} with a page per
 * subcommand ({@code tabula-games.1}, ...), each beside the AsciiDoc picocli wrote it from.
 *
 * <p>The games are those on the class path, the bundled ones at build time; no plugins folder is read, so the
 * pages do not depend on the machine that builds them. Their sides give the {@code --white}, {@code --red}...
 * options of play and match.
 */
public final class CommandDocs {

    /** The name the script completes and the pages are named after. */
    static final String NAME = "tabula";

    private CommandDocs() {
    }

    /** {@code CommandDocs COMPLETION_DIR MAN_DIR}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: CommandDocs COMPLETION_DIR MAN_DIR");
        }
        CommandLine commandLine = commandLine();
        headFooters(commandLine);
        Path completion = Files.createDirectories(Path.of(args[0])).resolve(NAME + ".bash");
        Files.writeString(completion, completionScript(commandLine));
        Path man = Files.createDirectories(Path.of(args[1]));
        int code = ManPageGenerator.generateManPage(man.toFile(), null, new boolean[0], true,
                commandLine.getCommandSpec());
        if (code != 0) {
            throw new IOException("picocli's man page generator failed with code " + code);
        }
        // picocli writes AsciiDoc; man reads troff: tabula.adoc gives tabula.1 beside it.
        try (Stream<Path> pages = Files.list(man)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".adoc")).toList()) {
                String name = page.getFileName().toString().replaceFirst("\\.adoc$", ".1");
                Files.writeString(page.resolveSibling(name), ManPageTroff.convert(Files.readString(page)));
            }
        }
    }

    /** picocli's man pages leave out a footer without a heading, and each command's footer is its exit codes. */
    private static void headFooters(CommandLine command) {
        UsageMessageSpec usage = command.getCommandSpec().usageMessage();
        if (usage.footer().length > 0 && (usage.footerHeading() == null || usage.footerHeading().isEmpty())) {
            usage.footerHeading("Notes");
        }
        command.getSubcommands().values().forEach(CommandDocs::headFooters);
    }

    /** The command line with the class path's games only, and a console that is never a terminal. */
    static CommandLine commandLine() {
        Injector injector = HostInjector.create(Modules.override(new HostModule()).with(binder -> {
            binder.bind(Console.class).toInstance(new SystemConsole());
            binder.bind(PluginFolders.class).toInstance(PluginFolders.of(Optional.empty(), Optional.empty()));
        }));
        return CommandModel.of(injector);
    }

    /** The bash script; zsh runs it too, after {@code autoload -U bashcompinit && bashcompinit}. */
    static String completionScript(CommandLine commandLine) {
        return AutoComplete.bash(NAME, commandLine);
    }
}
