package org.tabula.api.testkit;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Objects;

/**
 * What one reader did with the texts it was fed: how many, how many it read, how many it refused the way it
 * documents, and every crash, which is any other exception or a refusal that does not say where.
 *
 * @param reader the reader's name, such as {@code morris parsePosition}
 * @param fed how many texts it was fed
 * @param read how many it read without throwing
 * @param refused how many it refused with its documented exception, naming where
 * @param crashes how many crashed it
 * @param examples the first crashes, with the text, what was thrown and what was wrong
 */
public record FuzzReport(String reader, long fed, long read, long refused, long crashes, List<Crash> examples) {

    /** Keeps the examples unchangeable. */
    public FuzzReport {
        Objects.requireNonNull(reader, "reader");
        examples = List.copyOf(examples);
    }

    /**
     * Fails with every example crash, its text escaped and its stack trace, when there was any.
     *
     * @return this report, to read the figures from
     */
    public FuzzReport assertNoCrashes() {
        if (crashes == 0) {
            return this;
        }
        StringBuilder message = new StringBuilder(summary()).append('\n');
        for (Crash crash : examples) {
            message.append("  input \"").append(escape(crash.input())).append("\": ").append(crash.problem())
                    .append('\n');
        }
        AssertionError error = new AssertionError(message.toString().stripTrailing());
        if (!examples.isEmpty() && examples.get(0).thrown() != null) {
            error.initCause(examples.get(0).thrown());
        }
        throw error;
    }

    /** One line of figures: {@code fuzz morris parsePosition: fed 100000, read 812, refused 99188, crashes 0}. */
    public String summary() {
        return "fuzz " + reader + ": fed " + fed + ", read " + read + ", refused " + refused + ", crashes " + crashes;
    }

    @Override
    public String toString() {
        return summary();
    }

    /** The text as a Java string literal would write it, cut to 300 characters. */
    static String escape(String text) {
        String body = JavaLiteral.body(text, 300);
        return text.length() <= 300 ? body : body + "...\" (" + text.length() + " characters in all)";
    }

    /**
     * One text that crashed a reader.
     *
     * @param input the text
     * @param thrown what the reader threw, or null when it threw nothing it should not have but said it wrongly
     * @param problem what was wrong, for a person
     */
    public record Crash(String input, Throwable thrown, String problem) {

        /** Checks that the text and the problem are present. */
        public Crash {
            Objects.requireNonNull(input, "input");
            Objects.requireNonNull(problem, "problem");
        }

        @Override
        public String toString() {
            StringWriter trace = new StringWriter();
            if (thrown != null) {
                thrown.printStackTrace(new PrintWriter(trace));
            }
            return "\"" + escape(input) + "\": " + problem + (thrown == null ? "" : "\n" + trace);
        }
    }
}
