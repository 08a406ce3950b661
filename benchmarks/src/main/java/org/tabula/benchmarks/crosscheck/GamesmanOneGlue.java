package org.tabula.benchmarks.crosscheck;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Tabula's glue to GamesmanOne ({@code benchmarks/partners/gamesmanone/glue/glue.c}) in its own process, playing
 * one variant and asked about positions given as formal positions ({@link GamesmanOneText}): {@code moves P}
 * (answered {@code ok M1 M2 ...}, GamesmanOne's formal moves), {@code perft D P} ({@code ok N}), {@code end P}
 * ({@code ok VALUE}, the primitive value for the side to move) and {@code value P} ({@code ok VALUE REMOTENESS}
 * from the solved database). A position GamesmanOne finds illegal is answered {@code illegal}. It answers each
 * question before the next is asked, so a plain blocking read suffices.
 */
public final class GamesmanOneGlue implements AutoCloseable {

    private final LineProcess glue;

    /**
     * Starts the glue on a variant in a folder: GamesmanOne reads a solved variant's database from
     * {@code data/mills/N} below it, where {@code gamesman solve mills N} was run.
     */
    public GamesmanOneGlue(Path glue, Path folder, GamesmanOneVariant variant) {
        this.glue = new LineProcess(new ProcessBuilder(glue.toString(), String.valueOf(variant.id()))
                .directory(folder.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD));
    }

    /** The legal moves of a formal position, in Tabula's notation; none when GamesmanOne's game has ended there. */
    public List<String> moves(String formal) {
        return words(glue.ask("moves " + formal)).stream().map(GamesmanOneText::move).toList();
    }

    /** The perft count of a depth from a formal position. */
    public long perft(int depth, String formal) {
        List<String> words = words(glue.ask("perft " + depth + " " + formal));
        if (words.size() != 1 || !words.get(0).matches("[0-9]{1,18}")) {
            throw new IllegalStateException("the glue answered " + words + " to perft " + depth);
        }
        return Long.parseLong(words.get(0));
    }

    /** GamesmanOne's primitive value for the side to move: {@code undecided} while the game goes on. */
    public String end(String formal) {
        return String.join(" ", words(glue.ask("end " + formal)));
    }

    /** The solved value for the side to move and its remoteness: {@code win 12}, {@code draw ...}. */
    public String value(String formal) {
        return String.join(" ", words(glue.ask("value " + formal)));
    }

    @Override
    public void close() {
        glue.close();
    }

    /** The words after {@code ok} of an answer; throws on any other answer. */
    static List<String> words(String answer) {
        List<String> words = Arrays.asList(answer.strip().split("\\s+"));
        if (!words.get(0).equals("ok")) {
            throw new IllegalStateException("the glue answered " + answer);
        }
        return List.copyOf(words.subList(1, words.size()));
    }
}
