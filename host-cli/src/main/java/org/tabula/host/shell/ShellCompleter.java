package org.tabula.host.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Tab in the shell: the first word completes to a command (or {@code exit}, {@code quit}), a later one to a game id
 * or to one of that command's options, all read off the command line model once, when the shell starts.
 */
final class ShellCompleter implements Completer {

    private final List<String> commands;
    private final Map<String, List<String>> optionsByCommand;
    private final List<String> games;

    ShellCompleter(List<String> commands, Map<String, List<String>> optionsByCommand, List<String> games) {
        this.commands = List.copyOf(commands);
        this.optionsByCommand = Map.copyOf(optionsByCommand);
        this.games = List.copyOf(games);
    }

    /** The words of this command line model and these game ids, with the shell's own words. */
    static ShellCompleter of(CommandLine model, List<String> gameIds) {
        List<String> commands = new ArrayList<>(model.getSubcommands().keySet());
        commands.addAll(Shell.OWN_WORDS);
        Map<String, List<String>> options = new TreeMap<>();
        model.getSubcommands().forEach((name, sub) -> {
            List<String> names = new ArrayList<>();
            for (OptionSpec option : sub.getCommandSpec().options()) {
                if (!option.hidden()) {
                    names.addAll(List.of(option.names()));
                }
            }
            options.put(name, names);
        });
        return new ShellCompleter(commands, options, gameIds);
    }

    /** The words the word at this index may complete to: options after a '-', else the game ids. */
    List<String> candidates(List<String> words, int index) {
        if (index == 0) {
            return commands;
        }
        if (words.isEmpty() || !optionsByCommand.containsKey(words.get(0))) {
            return List.of();
        }
        String current = index < words.size() ? words.get(index) : "";
        return current.startsWith("-") ? optionsByCommand.get(words.get(0)) : games;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        for (String word : candidates(line.words(), line.wordIndex())) {
            candidates.add(new Candidate(word));
        }
    }
}
