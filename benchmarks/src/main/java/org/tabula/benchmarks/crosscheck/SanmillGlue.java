package org.tabula.benchmarks.crosscheck;

import java.util.Arrays;
import java.util.List;

/**
 * The Sanmill glue ({@code benchmarks/partners/sanmill}) in its own process, asked for rules, legal moves and
 * perft counts over its line protocol: {@code rules PRESET} (answered {@code ok}), {@code position startpos moves
 * ...} (no answer), {@code moves} (answered {@code moves M1 M2 ...}) and {@code perft D} (answered
 * {@code perft D N}) and {@code result} (answered {@code result ongoing}, or {@code result white|black|draw
 * REASON}). It answers each question before the next is asked, so a plain blocking read suffices.
 */
public final class SanmillGlue implements AutoCloseable {

    private final LineProcess glue;

    /** Starts the glue binary. */
    public SanmillGlue(List<String> command) {
        glue = new LineProcess(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT));
    }

    /** Plays the preset's rules from their start; throws when the glue does not know them. */
    public void rules(SanmillPreset preset) {
        String answer = glue.ask("rules " + preset.word());
        if (!answer.equals("ok")) {
            throw new IllegalStateException("the glue refused rules " + preset.word() + ": " + answer);
        }
    }

    /** The legal moves after these moves from the start, in Tabula's notation. */
    public List<String> moves(List<String> history) {
        return movesOf(askAt(history, "moves"));
    }

    /** The perft count of a depth after these moves from the start. */
    public long perft(List<String> history, int depth) {
        return perftOf(askAt(history, "perft " + depth), depth);
    }

    /**
     * How the game stands after these moves: {@code ongoing}, or {@code white}, {@code black} or {@code draw}
     * followed by Sanmill's reason ({@code draw threefoldRepetition}).
     */
    public String result(List<String> history) {
        return resultOf(askAt(history, "result"));
    }

    @Override
    public void close() {
        glue.close();
    }

    /** The moves of an answer {@code moves M1 M2 ...}; throws on any other answer. */
    static List<String> movesOf(String answer) {
        List<String> words = Arrays.asList(answer.strip().split("\\s+"));
        if (words.isEmpty() || !words.get(0).equals("moves")) {
            throw new IllegalStateException("the glue answered " + answer + " to moves");
        }
        return List.copyOf(words.subList(1, words.size()));
    }

    /** What follows {@code result} in an answer; throws on any other answer. */
    static String resultOf(String answer) {
        String[] words = answer.strip().split("\\s+", 2);
        if (words.length != 2 || !words[0].equals("result")) {
            throw new IllegalStateException("the glue answered " + answer + " to result");
        }
        return words[1];
    }

    /** The count of an answer {@code perft D N} to {@code perft D}; throws on any other answer. */
    static long perftOf(String answer, int depth) {
        String[] words = answer.strip().split("\\s+");
        if (words.length != 3 || !words[0].equals("perft") || !words[1].equals(String.valueOf(depth))
                || !words[2].matches("[0-9]{1,18}")) {
            throw new IllegalStateException("the glue answered " + answer + " to perft " + depth);
        }
        return Long.parseLong(words[2]);
    }

    /**
     * The answer to a question about the position after these moves. The position line is answered only when
     * the glue cannot play a move, by an {@code error} line before the question's answer: both are read, and the
     * error thrown, so the next question starts in step.
     */
    private String askAt(List<String> history, String question) {
        glue.send(history.isEmpty() ? "position startpos" : "position startpos moves " + String.join(" ", history));
        String answer = glue.ask(question);
        if (answer.startsWith("error")) {
            glue.read(question);
            throw new IllegalStateException("the glue could not play Tabula's moves: " + answer);
        }
        return answer;
    }
}
