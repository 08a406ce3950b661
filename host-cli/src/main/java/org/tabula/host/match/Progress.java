package org.tabula.host.match;

import java.io.PrintWriter;
import org.tabula.api.Result;

/**
 * How a match shows its progress on standard error: a bar redrawn in place on a terminal, or one plain line per
 * game when the errors go to a file or a pipe.
 */
public abstract class Progress {

    /** The width of the bar, in characters. */
    private static final int BAR = 30;

    final PrintWriter err;
    final int games;

    private Progress(PrintWriter err, int games) {
        this.err = err;
        this.games = games;
    }

    /** The progress for a match of so many games, as a bar when the errors are a terminal. */
    public static Progress of(PrintWriter err, int games, boolean terminal) {
        return terminal ? new Bar(err, games) : new Lines(err, games);
    }

    /** Shows that a game has finished. */
    public abstract void finished(MatchGame game, String seats);

    /** Ends the display once every game is played. */
    public abstract void done();

    /** A bar redrawn in place with a carriage return. */
    private static final class Bar extends Progress {
        Bar(PrintWriter err, int games) {
            super(err, games);
            draw(0);
        }

        @Override
        public void finished(MatchGame game, String seats) {
            draw(game.number());
        }

        private void draw(int played) {
            int filled = games == 0 ? BAR : played * BAR / games;
            err.print("\r[" + "#".repeat(filled) + "-".repeat(BAR - filled) + "] " + played + "/" + games + " games");
            err.flush();
        }

        @Override
        public void done() {
            err.println();
            err.flush();
        }
    }

    /** A line per game. */
    private static final class Lines extends Progress {
        Lines(PrintWriter err, int games) {
            super(err, games);
        }

        @Override
        public void finished(MatchGame game, String seats) {
            Result result = game.result();
            err.println("game " + game.number() + "/" + games + " (" + seats + "): " + result.sentence()
                    + " after " + game.moves() + " moves");
            err.flush();
        }

        @Override
        public void done() {
            err.flush();
        }
    }
}
