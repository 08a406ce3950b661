package org.tabula.host.match;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabula.api.Side;

/**
 * The wins, draws and losses of each entrant of a match, on each side it played and in all, printed as a table.
 */
public final class MatchTally {

    private final List<Side> sides;
    private final List<Entrant> entrants;
    private final Map<Entrant, Map<Side, int[]>> scores = new LinkedHashMap<>();

    /** An empty tally of these entrants over a game's sides. */
    public MatchTally(List<Side> sides, List<Entrant> entrants) {
        this.sides = List.copyOf(sides);
        this.entrants = List.copyOf(entrants);
        for (Entrant entrant : entrants) {
            Map<Side, int[]> bySide = new LinkedHashMap<>();
            for (Side side : sides) {
                bySide.put(side, new int[3]);
            }
            scores.put(entrant, bySide);
        }
    }

    /** Counts a finished game. */
    public void add(MatchGame game) {
        game.seats().forEach((side, entrant) -> {
            int[] score = scores.get(entrant).get(side);
            if (game.result().isDraw()) {
                score[1]++;
            } else if (game.result().winner().equals(side)) {
                score[0]++;
            } else {
                score[2]++;
            }
        });
    }

    /** Wins, draws and losses of an entrant on a side. */
    public int[] score(Entrant entrant, Side side) {
        return scores.get(entrant).get(side).clone();
    }

    /** Wins, draws and losses of an entrant on every side together. */
    public int[] total(Entrant entrant) {
        int[] total = new int[3];
        for (int[] score : scores.get(entrant).values()) {
            for (int i = 0; i < 3; i++) {
                total[i] += score[i];
            }
        }
        return total;
    }

    /** The table: for each entrant a row per side and one for all sides, with games, wins, draws, losses, score. */
    public void print(PrintWriter out) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"player", "given as", "side", "games", "wins", "draws", "losses", "score"});
        for (Entrant entrant : entrants) {
            for (Side side : sides) {
                rows.add(row(entrant, side.id(), score(entrant, side)));
            }
            rows.add(row(entrant, "all", total(entrant)));
        }
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < row.length; c++) {
                // Words to the left, numbers to the right.
                String cell = c < 3 ? pad(row[c], widths[c]) : " ".repeat(widths[c] - row[c].length()) + row[c];
                line.append(c == 0 ? "" : "  ").append(cell);
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static String[] row(Entrant entrant, String side, int[] score) {
        int games = score[0] + score[1] + score[2];
        String percent = games == 0 ? "-"
                : String.format(Locale.ROOT, "%.1f%%", 100.0 * (score[0] + score[1] / 2.0) / games);
        return new String[] {entrant.toString(), "--" + entrant.givenFor().id(), side, Integer.toString(games),
            Integer.toString(score[0]), Integer.toString(score[1]), Integer.toString(score[2]), percent};
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }
}
