package org.tabula.benchmarks.versus;

/**
 * Wins, draws and losses of one player over a match, and its score with a 95% interval.
 *
 * <p>The interval is Wilson's score interval on the per-game score (a win 1, a draw 1/2, a loss 0) taken as a
 * proportion over the games: unlike the normal approximation it stays inside [0, 1] and is usable at 10 games.
 */
public record Score(int wins, int draws, int losses) {

    /** The 97.5% quantile of the normal distribution: a two-sided 95% interval. */
    private static final double Z = 1.959963984540054;

    public Score {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("negative count: " + wins + "/" + draws + "/" + losses);
        }
    }

    public int games() {
        return wins + draws + losses;
    }

    /** The points, a draw counting half. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The points per game, from 0 to 1. @throws IllegalStateException when no game was played */
    public double score() {
        requireGames();
        return points() / games();
    }

    /** The 95% Wilson interval of the score. @throws IllegalStateException when no game was played */
    public Interval interval95() {
        requireGames();
        double n = games();
        double p = score();
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new Interval(Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** The same games seen from the other player. */
    public Score reversed() {
        return new Score(losses, draws, wins);
    }

    private void requireGames() {
        if (games() == 0) {
            throw new IllegalStateException("no game was played");
        }
    }

    /** A closed interval of scores. */
    public record Interval(double low, double high) {
    }
}
