package org.tabula.host.command;

import com.google.inject.Inject;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.google.inject.Provider;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.tabula.api.BotLevel;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;
import org.tabula.host.console.Console;
import org.tabula.host.console.Wrapping;
import org.tabula.host.core.json.GameJson;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.core.plugin.PluginFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tabula games}: every installed game, with where it came from, its sides, options and bot levels. */
@Command(
        name = "games",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Lists the installed games.",
            "For each: id, title, version, where it was loaded from, its sides, its options with their "
                    + "defaults, and its bot levels. Plugins that could not be loaded are reported on standard error."
        })
public final class GamesCommand implements Runnable {

    /** The indent of each game's details under its first line. */
    private static final String INDENT = "  ";
    /** The widest list of an option's values shown in its column: {@code true|false}, {@code small|large}. */
    private static final int MOST_VALUES = 14;

    private final Provider<InstalledGames> catalog;
    private final Console console;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "Only these games (all when none is given).")
    private List<String> ids = new ArrayList<>();

    @Mixin
    private JsonOption json;

    @Inject
    GamesCommand(Provider<InstalledGames> catalog, Console console) {
        this.catalog = catalog;
        this.console = console;
    }

    @Override
    public void run() {
        InstalledGames installed = catalog.get();
        List<InstalledGame> games = select(installed);
        PrintWriter out = console.out();
        if (json.asked()) {
            json.write(out, asJson(games));
            return;
        }
        if (installed.all().isEmpty()) {
            out.println("No games are installed.");
        }
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                out.println();
            }
            describe(games.get(i), out, console.width());
        }
        if (ids.isEmpty()) {
            out.println();
            for (String line : folderLines(installed)) {
                out.println(line);
            }
        }
        out.flush();
    }

    /** The games as the server's API lists them, with where each was loaded from. */
    private ArrayNode asJson(List<InstalledGame> games) {
        ArrayNode list = json.mapper().createArrayNode();
        for (InstalledGame game : games) {
            list.add(GameJson.game(json.mapper(), game).put("origin", game.origin().toString()));
        }
        return list;
    }

    private List<InstalledGame> select(InstalledGames installed) {
        if (ids.isEmpty()) {
            return installed.all();
        }
        List<InstalledGame> chosen = new ArrayList<>();
        for (String id : ids) {
            InstalledGame game = installed.find(id).orElseThrow(() -> new ParameterException(spec.commandLine(),
                    "No game '" + id + "' is installed (installed: " + installed.ids() + ")."));
            if (!chosen.contains(game)) {
                chosen.add(game);
            }
        }
        return chosen;
    }

    private static void describe(InstalledGame game, PrintWriter out, int width) {
        out.println(game.id() + "  " + game.title() + "  version " + game.version());
        // Never folded: a path is copied whole, and what follows it says which kind of place it is.
        out.println(INDENT + "loaded from  " + game.origin());
        print(out, Wrapping.fold(INDENT + "sides        ",
                game.sides().stream().map(Side::id).collect(Collectors.joining(", ")), width));
        table(out, "options      ", optionRows(game.options()), width);
        table(out, "bot levels   ", botRows(game.botLevels()), width);
        game.botLevels().stream().filter(level -> level.level() == game.defaultBotLevel()).findFirst()
                .ifPresent(level -> out.println(INDENT + "default bot  " + level.level() + " " + level.name()));
    }

    private static void print(PrintWriter out, List<String> lines) {
        lines.forEach(out::println);
    }

    /**
     * One row an option: its default, its values, its description. Choices too many for the column (morris's eleven
     * variants) are written {@code [choice]} there and spelled out at the head of the description, where they fold,
     * so one long list does not push every description off the line.
     */
    private static List<String[]> optionRows(List<OptionSpec> options) {
        List<String[]> rows = new ArrayList<>();
        for (OptionSpec option : options) {
            String values = values(option);
            String description = option.description();
            if (values.length() > MOST_VALUES) {
                description = "One of: " + String.join(", ", option.choices()) + ". " + description;
                values = "choice";
            }
            rows.add(new String[] {option.name() + "=" + option.defaultValue(), "[" + values + "]", description});
        }
        return rows;
    }

    private static String values(OptionSpec option) {
        switch (option.type()) {
            case BOOLEAN:
                return "true|false";
            case INTEGER:
                return "number";
            case CHOICE:
                return String.join("|", option.choices());
            default:
                return "text";
        }
    }

    private static List<String[]> botRows(List<BotLevel> levels) {
        List<String[]> rows = new ArrayList<>();
        for (BotLevel level : levels) {
            rows.add(new String[] {Integer.toString(level.level()), level.name(), level.description()});
        }
        return rows;
    }

    /**
     * Rows under a label, each column padded to its widest cell, the last column folded to the width under its own
     * start; "none" when there are no rows.
     */
    private static void table(PrintWriter out, String label, List<String[]> rows, int width) {
        if (rows.isEmpty()) {
            out.println(INDENT + label + "none");
            return;
        }
        int columns = rows.get(0).length;
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        String blank = " ".repeat(label.length());
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder lead = new StringBuilder(INDENT).append(r == 0 ? label : blank);
            String[] row = rows.get(r);
            for (int c = 0; c < columns - 1; c++) {
                lead.append(pad(row[c], widths[c])).append("  ");
            }
            print(out, Wrapping.fold(lead.toString(), row[columns - 1], width));
        }
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }

    private static List<String> folderLines(InstalledGames installed) {
        List<PluginFolder> folders = installed.folders();
        if (folders.isEmpty()) {
            return List.of("Plugins folder: none (use --plugins DIR).");
        }
        List<String> lines = new ArrayList<>();
        for (PluginFolder folder : folders) {
            lines.add("Plugins folder: " + folder.path() + (Files.isDirectory(folder.path()) ? "" : " (not present)"));
        }
        return lines;
    }
}
