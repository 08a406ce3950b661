package org.tabula.benchmarks.crosscheck;

import java.nio.file.Files;
import java.nio.file.Path;
import org.tabula.benchmarks.CommandLines;

/**
 * The command-line settings both cross-checks take: the partner's glue, the sizes of the common checks and the seed.
 *
 * @param glue the glue's executable
 * @param startDepth the depth of the perft from the start
 * @param positions how many random positions to count perft from
 * @param positionDepth the depth of their perft
 * @param games how many random games to play in lockstep
 * @param plies the most plies of random play reaching a position
 * @param seed the seed of every random choice
 */
record CheckOptions(String glue, int startDepth, int positions, int positionDepth, int games, int plies,
        long seed) {

    /**
     * These settings with one option of the command line read into them; the depth from the start at most
     * {@code deepest}.
     *
     * @throws IllegalArgumentException for an option not among them or a value out of its range
     */
    CheckOptions with(String name, String value, int deepest) {
        return switch (name) {
            case "--glue" -> new CheckOptions(value, startDepth, positions, positionDepth, games, plies, seed);
            case "--start-depth" -> new CheckOptions(glue, CommandLines.number(name, value, 1, deepest), positions,
                    positionDepth, games, plies, seed);
            case "--positions" -> new CheckOptions(glue, startDepth, CommandLines.number(name, value, 0, 100_000),
                    positionDepth, games, plies, seed);
            case "--position-depth" -> new CheckOptions(glue, startDepth, positions,
                    CommandLines.number(name, value, 1, 6), games, plies, seed);
            case "--games" -> new CheckOptions(glue, startDepth, positions, positionDepth,
                    CommandLines.number(name, value, 0, 100_000), plies, seed);
            case "--plies" -> new CheckOptions(glue, startDepth, positions, positionDepth, games,
                    CommandLines.number(name, value, 0, 1_000), seed);
            case "--seed" -> new CheckOptions(glue, startDepth, positions, positionDepth, games, plies,
                    CommandLines.number(name, value, 0, Integer.MAX_VALUE));
            default -> throw new IllegalArgumentException("unknown option " + name);
        };
    }

    /** The settings as the scripts take them, with a main's own ({@code " --sample 1000"}) before the seed. */
    String text(String beforeSeed) {
        return "--start-depth " + startDepth + " --positions " + positions + " --position-depth " + positionDepth
                + " --games " + games + " --plies " + plies + beforeSeed + " --seed " + seed;
    }

    /**
     * Whether the glue is there to run; if not, says on standard error where the partner's build script is.
     *
     * @param partner the partner's name: {@code Sanmill}
     * @param folder its folder below benchmarks/partners: {@code sanmill}
     */
    boolean glueFound(String partner, String folder) {
        if (Files.isExecutable(Path.of(glue))) {
            return true;
        }
        System.err.println("no " + partner + " glue at " + glue + ": build it with benchmarks/partners/" + folder
                + "/build.sh (see its README), or name it with --glue");
        return false;
    }
}
