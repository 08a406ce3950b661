package org.tabula.morris;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.tabula.api.Analysis.Verdict;
import org.tabula.api.Analysis;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.PrecomputedData;
import org.tabula.api.Status;
import org.tabula.morris.bots.EndgameChoice;
import org.tabula.morris.bots.EndgameCodec;
import org.tabula.morris.bots.EndgameTable;
import org.tabula.morris.bots.EndgameTables;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;

/**
 * Perfect play in the endgame: the solved value and best moves of every moving-phase position with few men,
 * by retrograde analysis computed in memory.
 *
 * <p>A subspace is named by its men counts, the larger first: {@code 3-3}, {@code 4-3} (either side having the
 * four), {@code 4-4}, {@code 5-3}, {@code 5-4}. Its tables are built the first time they are needed (seconds of
 * CPU up to 4-4, half a minute and about a gigabyte for 5-4; docs/games/morris.md has the measured figures) and
 * then shared by the whole process; a host may {@link #save} them as bytes and {@link #load} them back instead of
 * building them again.
 *
 * <p>What the tables assume: flying is on (a side with three men moves to any empty point), nobody has men in
 * hand, and the game goes on until a side is left with two men or no move. The repetition and no-mill draws are
 * not counted, as in the published morris databases, so a draw means that no win can be forced however long the
 * game lasts; a win is the shortest one the loser cannot lengthen. Along such a win no position repeats (the
 * distance falls with every move), so a repetition draw cannot spoil it; the no-mill limit could only if a win
 * needed more moves without a capture than the limit leaves.
 */
public final class MorrisEndgame {

    private static final PrecomputedData DATA = new Data();

    private MorrisEndgame() {
    }

    /** The subspaces solved here, smallest first: {@code 3-3}, {@code 4-3}, {@code 4-4}, {@code 5-3}, {@code 5-4}. */
    public static List<String> subspaces() {
        return EndgameTables.SUBSPACES;
    }

    /**
     * The solved subspace a position is in, such as {@code 4-3}; empty when a side has men in hand, fewer than
     * three men, or more men than any table holds.
     */
    public static Optional<String> subspaceOf(Position position) {
        Objects.requireNonNull(position, "position");
        int white = Integer.bitCount(position.white());
        int black = Integer.bitCount(position.black());
        if (position.whiteInHand() > 0 || position.blackInHand() > 0 || white < 3 || black < 3
                || !EndgameTables.solvable(white, black)) {
            return Optional.empty();
        }
        return Optional.of(EndgameTables.name(white, black));
    }

    /**
     * The solved value of a position with flying on, for the side to move, and the moves that keep it: the
     * shortest wins, every drawing move, or the longest losses. Empty outside the solved subspaces. Builds the
     * tables it needs the first time.
     */
    public static Optional<Analysis> analyse(Position position) {
        Optional<String> subspace = subspaceOf(position);
        if (subspace.isEmpty()) {
            return Optional.empty();
        }
        Colour mover = position.turn();
        int own = position.men(mover);
        int opp = position.men(mover.opponent());
        int value = EndgameTables.table(Integer.bitCount(own), Integer.bitCount(opp)).value(own, opp);
        List<String> best = new ArrayList<>();
        for (MorrisMove move : bestMoves(position)) {
            best.add(move.text());
        }
        String basis = "endgame table " + subspace.get() + ": perfect play with flying; the repetition and no-mill"
                + " draws are not counted";
        if (value == EndgameTable.DRAW) {
            return Optional.of(Analysis.draw(best, basis));
        }
        Verdict verdict = EndgameTable.isWin(value) ? Verdict.WIN : Verdict.LOSS;
        return Optional.of(Analysis.decided(verdict, EndgameTable.distance(value), best, basis));
    }

    /**
     * The moves that keep a solved position's value, in the game's move order: the wins at the shortest
     * distance, else every move to a drawn position, else the losses at the longest distance. Empty outside the
     * solved subspaces and when the side to move has no move.
     */
    public static List<MorrisMove> bestMoves(Position position) {
        if (subspaceOf(position).isEmpty()) {
            return List.of();
        }
        Core core = Core.of(position, true, 0);
        int[] moves = new int[Core.MAX_MOVES];
        int count = core.generate(moves, 0);
        int best = Integer.MIN_VALUE;
        List<MorrisMove> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int rank = EndgameChoice.rank(core, moves[i]);
            if (rank > best) {
                best = rank;
                chosen.clear();
            }
            if (rank == best) {
                chosen.add(MoveCode.toMove(moves[i]));
            }
        }
        return List.copyOf(chosen);
    }

    /** True when a subspace's tables are in memory. @throws IllegalArgumentException for no such subspace */
    public static boolean isReady(String subspace) {
        return EndgameTables.isReady(subspace);
    }

    /**
     * Builds a subspace's tables, and the smaller ones they need, unless they are in memory.
     *
     * @throws IllegalArgumentException for no such subspace
     */
    public static void build(String subspace) {
        int[] counts = EndgameTables.counts(subspace);
        EndgameTables.build(counts[0], counts[1]);
        EndgameTables.build(counts[1], counts[0]);
    }

    /**
     * A subspace's tables as bytes for a host to keep (deflated, with checksums), built first if need be.
     *
     * @throws IllegalArgumentException for no such subspace
     */
    public static byte[] save(String subspace) {
        int[] counts = EndgameTables.counts(subspace);
        build(subspace);
        List<EndgameTable> tables = new ArrayList<>();
        tables.add(EndgameTables.table(counts[0], counts[1]));
        if (counts[0] != counts[1]) {
            tables.add(EndgameTables.table(counts[1], counts[0]));
        }
        return EndgameCodec.encode(counts[0], counts[1], tables);
    }

    /**
     * Puts back a subspace's tables saved by {@link #save}; tables already in memory are kept (they are equal).
     *
     * @throws IllegalArgumentException for no such subspace, or bytes that are not a whole, unchanged copy of it
     */
    public static void load(String subspace, ByteBuffer bytes) {
        int[] counts = EndgameTables.counts(subspace);
        List<EndgameTable> tables = EndgameCodec.decode(counts[0], counts[1], Objects.requireNonNull(bytes, "bytes"));
        EndgameTables.install(tables.toArray(new EndgameTable[0]));
    }

    /** The tables as the API's precomputed data, one part per subspace, for a host to keep between runs. */
    public static PrecomputedData data() {
        return DATA;
    }

    /** The subspaces the top bot reads: up to {@link EndgameChoice#MOST_MEN} men a side. */
    private static final List<String> BOT_SUBSPACES = List.of("3-3", "4-3", "4-4");

    /** The level that plays the solved games perfectly, and every other game as the expert. */
    private static final int PERFECT = 6;

    /**
     * The subspaces as parts of the API's precomputed data, then the solved games' parts ({@link MorrisSolved}):
     * {@code solved-three} to {@code solved-seven}.
     */
    private static final class Data implements PrecomputedData {

        @Override
        public List<String> parts() {
            return Stream.concat(subspaces().stream(), MorrisSolved.parts().stream()).toList();
        }

        @Override
        public boolean isReady(String part) {
            return MorrisSolved.isPart(part) ? MorrisSolved.isReady(part) : MorrisEndgame.isReady(part);
        }

        @Override
        public byte[] save(String part) {
            return MorrisSolved.isPart(part) ? MorrisSolved.save(part) : MorrisEndgame.save(part);
        }

        @Override
        public void load(String part, ByteBuffer bytes) {
            if (MorrisSolved.isPart(part)) {
                MorrisSolved.load(part, bytes);
            } else {
                MorrisEndgame.load(part, bytes);
            }
        }

        @Override
        public long maxSavedBytes(String part) {
            if (MorrisSolved.isPart(part)) {
                return MorrisSolved.maxSavedBytes(part);
            }
            int[] counts = EndgameTables.counts(part);
            return EndgameCodec.maxBytes(counts[0], counts[1]);
        }

        /**
         * The perfect level reads its game's solution, and in a game without one what the expert reads. Level 5
         * reads 3-3, 4-3 and 4-4 when flying is on; the other levels and games without flying, none.
         */
        @Override
        public List<String> partsForBot(int level, GameOptions options) {
            if (level == PERFECT) {
                Optional<String> solved = MorrisSolved.partFor(options);
                return solved.isPresent() ? List.of(solved.get()) : partsForBot(PERFECT - 1, options);
            }
            // The seed's bots read the tables; the family's other games have bots of their own, which do not.
            boolean reads = level >= 1 && level < PERFECT && Strength.ofLevel(level).tables()
                    && options.bool(MorrisProvider.FLYING) && FamilyOptions.rules(options).isSeedGame();
            return reads ? BOT_SUBSPACES : List.of();
        }

        /**
         * A solved game's solution; else the position's subspace and those its captures lead to, smallest first;
         * none where nothing knows it.
         */
        @Override
        public List<String> partsForAnalysis(Game game) {
            Optional<String> solved = MorrisSolved.partFor(game.options());
            if (solved.isPresent()) {
                return game.status() == Status.ACTIVE ? List.of(solved.get()) : List.of();
            }
            Optional<String> subspace = MorrisProvider.solvable(game).flatMap(MorrisEndgame::subspaceOf);
            if (subspace.isEmpty()) {
                return List.of();
            }
            int[] counts = EndgameTables.counts(subspace.get());
            // A capture takes a man from one side: the tables below have no more men on either side.
            return subspaces().stream().filter(part -> {
                int[] smaller = EndgameTables.counts(part);
                return smaller[0] <= counts[0] && smaller[1] <= counts[1];
            }).toList();
        }
    }
}
