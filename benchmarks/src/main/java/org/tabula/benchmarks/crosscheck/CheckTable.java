package org.tabula.benchmarks.crosscheck;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** The cross-checks' report: a table of checks per game, the command that made it, then every difference. */
final class CheckTable {

    private CheckTable() {
    }

    /**
     * Prints the report.
     *
     * @param heading the first column's heading: {@code Sanmill preset}
     * @param after lines printed after the table, before the command (a second table)
     * @param command the command line that made it
     */
    static void print(PrintStream out, String heading, List<Row> rows, List<String> after, String command,
            List<Difference> differences) {
        out.println("| " + heading + " | Tabula options | Check | Checks | Agreements | Differences | Explained |");
        out.println("|---|---|---|---:|---:|---:|---:|");
        for (Row row : rows) {
            out.printf(Locale.ROOT, "| %s | `%s` | %s | %d | %d | %d | %d |%n", row.game().label(),
                    row.game().options(), row.check(), row.checks(), row.agreements(),
                    row.checks() - row.agreements(), row.explained());
        }
        after.forEach(out::println);
        out.println();
        out.println("Command: " + command);
        for (Difference difference : differences) {
            out.println();
            out.println(difference.report());
        }
    }

    /** One line of the table: a kind of check on one game, and how many of its differences a rule explains. */
    record Row(PartnerGame game, String check, int checks, int agreements, long explained) {
    }
}
