package org.tabula.host.fuzz;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tabula.api.testkit.JavaLiteral;

/**
 * One generated input of {@code tabula}: its arguments, the lines typed at its prompt, and the files it names.
 * Paths inside the case's own folder are written {@value #FOLDER} in the arguments and typed lines, so that the
 * case reads the same on every machine and can be replayed as a unit test from its {@link #replay()} text.
 *
 * @param command the command the case was made for (for the tally; the arguments may not name it at all)
 * @param args the arguments, with {@value #FOLDER} for the case's folder
 * @param typed the lines typed at the prompt, then the input ends
 * @param files the files to write in the case's folder before the run: name to content
 */
record FuzzCase(String command, List<String> args, List<String> typed, Map<String, String> files) {

    /** Stands for the case's folder in the arguments and typed lines. */
    static final String FOLDER = "@DIR@";

    FuzzCase {
        args = List.copyOf(args);
        typed = List.copyOf(typed);
        files = Map.copyOf(files);
    }

    /** The arguments with {@value #FOLDER} replaced by this folder. */
    String[] argsIn(Path folder) {
        return args.stream().map(arg -> arg.replace(FOLDER, folder.toString())).toArray(String[]::new);
    }

    /** The typed lines with {@value #FOLDER} replaced by this folder. */
    String[] typedIn(Path folder) {
        return typed.stream().map(line -> line.replace(FOLDER, folder.toString())).toArray(String[]::new);
    }

    /** The case as Java source lines, ready to paste into a test: arguments, typed lines and files, escaped. */
    String replay() {
        StringBuilder b = new StringBuilder();
        b.append("args:  ").append(literals(args)).append('\n');
        b.append("typed: ").append(literals(typed)).append('\n');
        files.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(file -> b.append("file ")
                .append(literal(file.getKey())).append(" (").append(file.getValue().length()).append(" chars): ")
                .append(literal(shortened(file.getValue()))).append('\n'));
        return b.toString();
    }

    private static String shortened(String content) {
        // A huge file is one unit repeated; its start and its length are enough to make it again.
        return content.length() <= 4_000 ? content : content.substring(0, 4_000) + "...";
    }

    private static String literals(List<String> texts) {
        return texts.stream().map(FuzzCase::literal).collect(Collectors.joining(", "));
    }

    /** A Java string literal: quotes, backslashes and every character outside printable ASCII escaped. */
    static String literal(String text) {
        return JavaLiteral.of(text);
    }
}
