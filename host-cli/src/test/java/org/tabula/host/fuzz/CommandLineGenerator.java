package org.tabula.host.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.tabula.api.OptionSpec;
import org.tabula.api.testkit.Mutator;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Whole command lines for {@code tabula}, drawn from a seeded random source: a command, a game id (real or not),
 * the command's own options as picocli's model of it declares them (side options included), values real and
 * broken, and files written for the case (valid records and positions, the same changed by a {@link Mutator},
 * empty, past the size limit, a folder, a missing path).
 *
 * <p>Two limits keep every run short without hiding a fault: the options that bound a search (bot time, ply cap,
 * games in a match, perft depth) are given small values or values refused at once, never a large valid one; and
 * every option that writes (save, svg, out, tables) is handed a path inside the case's folder, never a word that
 * would be a file in the working folder.
 */
final class CommandLineGenerator {

    /** The commands fuzzed: all but serve and shell (tested elsewhere) and help. */
    static final List<String> COMMANDS = List.of("games", "moves", "perft", "show", "replay", "play", "match",
            "solve");

    /** Options that write where they point: always a path in the case's folder. */
    private static final Set<String> WRITING = Set.of("--save", "--svg", "--out", "--tables", "--plugins");
    /** Options that bound how long a run searches: small or refused values only. */
    private static final Set<String> BOUNDING = Set.of("--bot-time", "--max-plies", "--games");

    private static final List<String> NONSENSE_IDS = List.of("", "chess", "MORRIS", "morris\u0000", "m\u00f6rris",
            "royal_ur", "-", "--", "xiangqi ", "\u212Aheckers", "../morris", "games");
    private static final List<String> BROKEN_NUMBERS = List.of("", "-1", "-0", "2147483648", "9223372036854775808",
            "99999999999999999999", "\u0661", "\uff13", "1e9", "0x10", "NaN", "Infinity", "-Infinity", "1.5", "one",
            " 1", "1 ", "+", "1_000");
    private static final List<String> PROMPT_WORDS = List.of("moves", "", "hint", "history", "undo", "resign",
            "draw", "accept", "decline", "flip", "level 1", "level 9", "level -1", "level x", "level", "new", "help",
            "y", "n", "yes", "no");
    private static final List<String> STRAY = List.of("--nope", "-x", "--", "-", "--position=", "--option",
            "--side=", "--=", "-hV", "--json=maybe", "--debug", "\u0000", "--help", "-V", "--version");

    private final Random random;
    private final Mutator mutator;
    private final List<GameTexts> games;
    private final Map<String, CommandSpec> specs;

    CommandLineGenerator(Mutator mutator, List<GameTexts> games, CommandLine model) {
        this.mutator = mutator;
        this.random = mutator.random();
        this.games = games;
        this.specs = new LinkedHashMap<>();
        COMMANDS.forEach(name -> specs.put(name, model.getSubcommands().get(name).getCommandSpec()));
    }

    /** The next case. */
    FuzzCase next() {
        String command = pick(COMMANDS);
        GameTexts game = pick(games);
        Map<String, String> files = new LinkedHashMap<>();
        List<List<String>> units = new ArrayList<>();
        List<String> missingValue = new ArrayList<>();
        CommandSpec spec = specs.get(command);

        for (PositionalParamSpec positional : spec.positionalParameters()) {
            if (random.nextInt(12) > 0) {
                units.add(List.of(positionalValue(positional.paramLabel(), game, files)));
            }
        }
        List<ArgSpec> options = new ArrayList<>(spec.options());
        int count = random.nextInt(5);
        Set<String> given = new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            CommandLine.Model.OptionSpec option = (CommandLine.Model.OptionSpec) options.get(
                    random.nextInt(options.size()));
            given.add(option.longestName());
            optionUnit(option, game, files, units, missingValue);
        }
        bound(command, given, units);
        if (random.nextInt(10) == 0) {
            units.add(List.of(pick(STRAY)));
        }
        if (random.nextInt(25) == 0) {
            units.add(List.of("--plugins", pluginsFolder(files)));
        }
        java.util.Collections.shuffle(units, random);
        List<String> args = new ArrayList<>();
        if (random.nextInt(30) > 0) {
            args.add(command);
        }
        units.forEach(args::addAll);
        // An option missing its value goes last, so that it never takes the next word as a path to write to.
        args.addAll(missingValue);
        return new FuzzCase(command, args, command.equals("play") ? typed(game) : List.of(), files);
    }

    /** Gives play and match small bounds, unless the case already names them (with any value). */
    private void bound(String command, Set<String> given, List<List<String>> units) {
        if (!command.equals("play") && !command.equals("match")) {
            return;
        }
        for (String option : BOUNDING) {
            if (!given.contains(option) && (command.equals("match") || !option.equals("--games"))) {
                units.add(List.of(option, boundedValue(option)));
            }
        }
    }

    private void optionUnit(CommandLine.Model.OptionSpec option, GameTexts game, Map<String, String> files,
            List<List<String>> units, List<String> missingValue) {
        String name = random.nextInt(8) == 0 ? pick(List.of(option.names())) : option.longestName();
        if (option.arity().max == 0) {
            int form = random.nextInt(10);
            units.add(List.of(form == 0 ? name + "=true" : form == 1 ? name + "=" + pick(BROKEN_NUMBERS) : name));
            return;
        }
        String value = optionValue(option.longestName(), option.paramLabel(), game, files);
        int form = random.nextInt(20);
        if (form == 0 && missingValue.isEmpty()) {
            missingValue.add(name);
        } else if (form < 5) {
            units.add(List.of(name + "=" + value));
        } else {
            units.add(List.of(name, value));
        }
    }

    private String optionValue(String name, String label, GameTexts game, Map<String, String> files) {
        if (BOUNDING.contains(name)) {
            return boundedValue(name);
        }
        return switch (name) {
            case "--save" -> outputFile(files);
            // '-' is standard output for --svg alone; to --save it is a file of that name in the working folder.
            case "--svg" -> random.nextInt(6) == 0 ? "-" : outputFile(files);
            case "--out", "--tables" -> outputFolder(files);
            case "--load", "--record" -> inputFile(game, files);
            case "--position" -> position(game);
            case "--option" -> gameOption(game);
            case "--side" -> pick(game.sides()) + "=" + player();
            default -> switch (label) {
                case "PLAYER" -> player();
                case "N", "S" -> number();
                case "FILE" -> inputFile(game, files);
                case "DIR" -> outputFolder(files);
                default -> mutator.generate();
            };
        };
    }

    private String positionalValue(String label, GameTexts game, Map<String, String> files) {
        return switch (label) {
            case "GAME", "ID" -> random.nextInt(10) == 0 ? pick(NONSENSE_IDS) : game.id();
            case "DEPTH" -> random.nextInt(4) > 0 ? Integer.toString(random.nextInt(3))
                    : pick(List.of("65", "2147483647", "-1", "\u0661", "", "3x"));
            case "FILE" -> inputFile(game, files);
            default -> mutator.generate();
        };
    }

    private String boundedValue(String option) {
        boolean valid = random.nextInt(8) > 0;
        return switch (option) {
            case "--bot-time" -> valid ? pick(List.of("0.001", "0.005", "0.01")) : pick(List.of("0", "-1", "NaN",
                    "Infinity", "86401", "1e300", "", "\u0661", "0x1p3", "-0"));
            case "--max-plies" -> valid ? Integer.toString(1 + random.nextInt(6)) : pick(List.of("-1", "",
                    "2147483648", "\u0661", "1.5", "x"));
            default -> valid ? Integer.toString(1 + random.nextInt(2)) : pick(List.of("0", "-1", "", "2147483648",
                    "\uff13", "1e9"));
        };
    }

    private String number() {
        return random.nextBoolean() ? Long.toString(random.nextInt(2000) - 10) : pick(BROKEN_NUMBERS);
    }

    private String player() {
        return switch (random.nextInt(6)) {
            case 0, 1 -> "human";
            case 2, 3 -> "bot:" + (1 + random.nextInt(3));
            case 4 -> pick(List.of("bot", "bot:0", "bot:99", "bot:-1", "bot:\u0661", "bot:2147483648", "Human",
                    "bot:", ":1"));
            default -> mutator.generate();
        };
    }

    private String position(GameTexts game) {
        return switch (random.nextInt(6)) {
            case 0, 1 -> pick(game.positions());
            case 2, 3 -> mutator.mutate(pick(game.positions()));
            case 4 -> pick(pick(games).positions());
            default -> random.nextBoolean() ? "" : mutator.generate();
        };
    }

    private String gameOption(GameTexts game) {
        if (game.options().isEmpty() || random.nextInt(5) == 0) {
            return pick(List.of("", "=", "x=", "=1", "nope=1", "a=b=c", mutator.generate()));
        }
        OptionSpec option = pick(game.options());
        String value = switch (random.nextInt(4)) {
            case 0 -> option.defaultValue();
            case 1 -> option.choices().isEmpty() ? pick(BROKEN_NUMBERS) : pick(option.choices());
            case 2 -> pick(List.of("true", "false", "0", "1", "3"));
            default -> mutator.mutate(option.defaultValue().isEmpty() ? "x" : option.defaultValue());
        };
        return random.nextInt(10) == 0 ? option.name() : option.name() + "=" + value;
    }

    /** A file to read: a record or position as it is or changed, empty, huge, a folder, missing, or stdin. */
    private String inputFile(GameTexts game, Map<String, String> files) {
        int kind = random.nextInt(20);
        if (kind == 0) {
            return FuzzCase.FOLDER;
        }
        if (kind == 1) {
            return FuzzCase.FOLDER + "/missing.txt";
        }
        if (kind == 2) {
            return put(files, "empty.txt", "");
        }
        if (kind == 3) {
            return "-";
        }
        if (kind == 4 && random.nextInt(20) == 0) {
            // Past the host's limit on a game text (TextLimits.DEFAULT, 1 MiB); seldom, as it costs a megabyte.
            return put(files, "huge.txt", mutator.huge(pick(game.records()), (1 << 20) + 1));
        }
        String valid = random.nextInt(3) > 0 ? pick(game.records()) : pick(game.positions());
        return put(files, "in.txt", random.nextInt(4) == 0 ? valid : mutator.mutate(valid));
    }

    private String outputFile(Map<String, String> files) {
        return switch (random.nextInt(6)) {
            case 0 -> FuzzCase.FOLDER;
            case 1 -> FuzzCase.FOLDER + "/no/such/folder/out.txt";
            case 2 -> FuzzCase.FOLDER + "/-";
            case 3 -> put(files, "existing.txt", "not a record\n");
            default -> FuzzCase.FOLDER + "/out.txt";
        };
    }

    private String outputFolder(Map<String, String> files) {
        return switch (random.nextInt(5)) {
            case 0 -> put(files, "a-file", "x");
            case 1 -> FuzzCase.FOLDER + "/missing/deeper";
            case 2 -> FuzzCase.FOLDER;
            default -> FuzzCase.FOLDER + "/sub";
        };
    }

    private String pluginsFolder(Map<String, String> files) {
        return switch (random.nextInt(4)) {
            case 0 -> FuzzCase.FOLDER + "/missing";
            case 1 -> put(files, "a-file", "x");
            case 2 -> {
                put(files, "plugins/broken.jar", mutator.generate());
                yield FuzzCase.FOLDER + "/plugins";
            }
            default -> FuzzCase.FOLDER;
        };
    }

    /** Lines typed at play's prompt: moves, the prompt's words, garbage, a save into the case's folder, quit. */
    private List<String> typed(GameTexts game) {
        List<String> lines = new ArrayList<>();
        int count = random.nextInt(9);
        for (int i = 0; i < count; i++) {
            lines.add(switch (random.nextInt(6)) {
                case 0, 1 -> pick(game.moveTexts());
                case 2 -> pick(PROMPT_WORDS);
                case 3 -> random.nextBoolean() ? "save " + FuzzCase.FOLDER + "/typed.txt"
                        : pick(List.of("save", "save " + FuzzCase.FOLDER, "save " + FuzzCase.FOLDER + "/no/x.txt"));
                case 4 -> garbage();
                default -> "quit";
            });
        }
        return lines;
    }

    /** A made-up line; never one that saves, which would write to whatever path it happened to name. */
    private String garbage() {
        String line = random.nextBoolean() ? mutator.generate() : mutator.mutate(pick(PROMPT_WORDS) + " 1");
        return line.strip().toLowerCase(java.util.Locale.ROOT).startsWith("save") ? "sav" : line;
    }

    private static String put(Map<String, String> files, String name, String content) {
        files.put(name, content);
        return FuzzCase.FOLDER + "/" + name;
    }

    private <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}
