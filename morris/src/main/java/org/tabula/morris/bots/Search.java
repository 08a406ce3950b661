package org.tabula.morris.bots;

import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.engine.search.ProvedEnd;
import org.tabula.morris.rules.Core;

/**
 * Iterative-deepening negamax with principal-variation search on the fast core: what every bot level thinks with,
 * at the {@link Strength} it is given.
 *
 * <p>Each deepening searches the best move so far first with the full window and the others with a null window,
 * searching again only a move that proves better. A transposition table keyed by {@link Zobrist} keys keeps the
 * best move and score of positions met before; moves are tried table move first, then captures, then the two
 * killer moves of the ply, then by history. A position met again since the last placement or capture is scored a
 * draw (either side can repeat it), and so is the no-mill limit; as the limit nears, the judgement fades to
 * level. In the endgame subspaces the tables give exact values (see {@link org.tabula.morris.MorrisEndgame}).
 *
 * <p>The effort is bounded by nodes, so the same search always ends in the same place; a host may also stop it
 * (its time limit), asked every {@link #POLL_INTERVAL} nodes, and then the best move found so far is played. A
 * deepening cut short keeps the best move it had proved better than the last deepening's; a search stopped
 * before it has searched one move through plays the first legal move.
 */
public final class Search {

    /** The score of a won position; a win sooner scores more. */
    static final int WIN = 1_000_000;
    /** The most plies a search looks ahead. */
    public static final int MAX_DEPTH = 64;
    /** Scores beyond this are wins or losses, not judgements. */
    static final int DECIDED = WIN - 1_000;
    private static final int INFINITY = WIN + 1;
    private static final int MAX_PLY = MAX_DEPTH + 2;
    /** How many nodes the search visits between two looks at the host's stop request; a power of two. */
    static final int POLL_INTERVAL = 1024;
    /** How many moves of a node are tried in order of rank; the rest in the order generated. */
    private static final int SORTED_MOVES = 6;
    /** The plies before the no-mill limit over which the judgement fades to level. */
    private static final int NO_MILL_FADE = 40;

    private final Core core;
    private final Strength strength;
    private final BooleanSupplier stopRequested;
    private final TranspositionTable table;
    private final long noiseSeed;
    /**
     * Whether late moves are searched shallower: only for a strength that looks deep (level 5 deepens as far as
     * its nodes allow). The lower levels are weakened by a fixed depth, which would mean less with reductions.
     */
    private final boolean reduces;
    private final int[] moves = new int[MAX_PLY * Core.MAX_MOVES];
    private final long[] keys = new long[MAX_PLY + 1];
    /** The move that led to each ply's position, for the counter-move ordering. */
    private final int[] played = new int[MAX_PLY + 1];
    private final MoveOrder ordering = new MoveOrder(MAX_PLY, Core.MAX_MOVES);
    private long nodes;
    private boolean stopped;
    private int noise;
    /** Whether this move is chosen without a look at the reply, the opponent's threats unseen. */
    private boolean blind;
    private int depthReached;
    /** The score of the move chosen, for the side to move; 0 until a deepening or the tables give one. */
    private int score;
    /** Whether a forced move is searched as well, for its score, when the search is asked to judge. */
    private boolean judging;

    private Search(Core core, Strength strength, long seed, BooleanSupplier stopRequested) {
        this.core = core;
        this.strength = strength;
        this.stopRequested = stopRequested;
        this.table = new TranspositionTable(strength.tableBits());
        this.noiseSeed = Zobrist.mix(seed ^ 0x5DEECE66DL);
        this.reduces = strength.depth() >= LateMoves.STRENGTH_DEPTH;
    }

    /**
     * A search of the position a core stands at, not yet run. The core is used as scratch and left as it was.
     *
     * @param seed the bot's seed: its noise and its choices between equals come from it
     */
    public static Search of(Core core, Strength strength, long seed, BooleanSupplier stopRequested) {
        return new Search(core, strength, seed, stopRequested);
    }

    /** The nodes searched so far. */
    public long nodes() {
        return nodes;
    }

    /** The deepest search completed. */
    public int depthReached() {
        return depthReached;
    }

    /** The score of the move chosen, for the side to move: of the last whole deepening, or the tables'. */
    public int score() {
        return score;
    }

    /**
     * The plies to the win (positive) or loss (negative) of the side to move that the score proves, by the search
     * or the tables; empty for a judgement.
     */
    public OptionalInt provedEnd() {
        return ProvedEnd.of(score, WIN, WIN - DECIDED);
    }

    /**
     * The move {@link #bestMove} plays, searched even when it is the only one so that it has a score: what the bot
     * judges a position by.
     */
    public int judgedMove(SplittableRandom random) {
        judging = true;
        return bestMove(random);
    }

    /**
     * The move to play, by the strength's rules: the tables' best when the position is solved, a glance one ply
     * ahead when the bot overlooks, otherwise the search's best.
     *
     * @throws IllegalStateException when the side to move has no move
     */
    public int bestMove(SplittableRandom random) {
        int count = core.generate(moves, 0);
        if (count == 0) {
            throw new IllegalStateException("the side to move has no move");
        }
        int[] root = java.util.Arrays.copyOf(moves, count);
        int firstLegal = root[0];
        // Shuffled once from the seed, so that the first of equal moves (the one kept) differs between seeds.
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = root[i];
            root[i] = root[j];
            root[j] = swap;
        }
        boolean overlooks = strength.oversight() > 0 && random.nextInt(100) < strength.oversight();
        if (probesTables()) {
            root = EndgameChoice.keepValue(core, root);
            if (root.length == 1 || EndgameChoice.decided(core, root[0])) {
                score = tableScore(EndgameChoice.rank(core, root[0]));
                return root[0];
            }
        }
        if (root.length == 1 && !judging) {
            return root[0];
        }
        noise = core.hand(0) + core.hand(1) > 0 ? Math.max(strength.noise(), strength.openingNoise()) : strength.noise();
        blind = overlooks;
        return deepen(root, overlooks ? 1 : strength.depth(), root.length == count ? firstLegal : root[0]);
    }

    private int deepen(int[] root, int maxDepth, int firstLegal) {
        int count = root.length;
        int[] scores = new int[count];
        // Stopped before any move is searched through, the bot plays the first legal move, as every level would.
        int best = firstLegal;
        keys[0] = Zobrist.of(core);
        for (int depth = 1; depth <= maxDepth; depth++) {
            int alpha = -INFINITY;
            int found = 0;
            for (int i = 0; i < count; i++) {
                int move = root[i];
                keys[1] = Zobrist.after(keys[0], core, move);
                played[1] = move;
                core.make(move);
                int score;
                if (i == 0) {
                    score = -pvs(depth - 1, 1, -INFINITY, -alpha);
                } else {
                    score = -pvs(depth - 1, 1, -alpha - 1, -alpha);
                    if (score > alpha && !stopped) {
                        score = -pvs(depth - 1, 1, -INFINITY, -alpha);
                    }
                }
                core.unmake();
                if (stopped) {
                    break;
                }
                scores[i] = score;
                if (score > alpha) {
                    alpha = score;
                    found = i;
                    // Proved better than everything searched before it: worth playing even if cut short.
                    best = move;
                }
            }
            if (stopped) {
                break;
            }
            best = root[found];
            depthReached = depth;
            score = alpha;
            MoveOrder.sortRoot(root, scores, found);
            if (Math.abs(alpha) >= DECIDED) {
                break;
            }
        }
        return best;
    }

    /** The score of a move's {@link EndgameChoice#rank}: a win or loss at its distance, a draw 0. */
    private static int tableScore(int rank) {
        if (rank > 0) {
            return WIN - (EndgameTable.MAX_DISTANCE + 1 - rank);
        }
        return rank < 0 ? -WIN + EndgameTable.MAX_DISTANCE + 1 + rank : 0;
    }

    private boolean probesTables() {
        return strength.tables() && core.flying && EndgameChoice.solved(core);
    }

    private int pvs(int depth, int ply, int alpha, int beta) {
        // Asked before nodes 0, 1024, 2048, ...: told at the q-th question, the search has visited (q - 1) * 1024.
        if (stopped || nodes >= strength.nodes()
                || (nodes & (POLL_INTERVAL - 1)) == 0 && stopRequested.getAsBoolean()) {
            stopped = true;
            return 0;
        }
        nodes++;
        int side = core.turn();
        if (core.menLeft(side) < 3) {
            return -WIN + ply;
        }
        // A position met again is a draw: either side may repeat it.
        if (core.noMill() >= 4 && core.repetitions() >= 2) {
            return 0;
        }
        if (core.noMillLimit > 0 && core.noMill() >= core.noMillLimit) {
            return 0;
        }
        if (strength.tables() && core.flying && EndgameChoice.solved(core)) {
            int value = EndgameChoice.value(core);
            if (value != EndgameTable.DRAW) {
                int distance = ply + EndgameTable.distance(value);
                return EndgameTable.isWin(value) ? WIN - distance : -WIN + distance;
            }
            // Drawn with best play, but not every opponent plays best: judge it as any other position. Every
            // forced win from here is in the tables, so there is nothing left to search for.
            return judge(keys[ply], ply);
        }
        long key = keys[ply];
        if (depth <= 0) {
            // A leaf is judged faster than the table is read: it is not worth a cache miss.
            return judge(key, ply);
        }
        long entry = table.probe(key);
        int tableMove = 0;
        if (entry != 0) {
            tableMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth) {
                int score = TranspositionTable.fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && score >= beta
                        || bound == TranspositionTable.UPPER && score <= alpha) {
                    return score;
                }
            }
        }
        int at = ply * Core.MAX_MOVES;
        int count = core.generate(moves, at);
        if (count == 0) {
            return -WIN + ply;
        }
        ordering.rank(moves, at, count, ply, side, tableMove, played[ply]);
        int alphaBefore = alpha;
        int best = -INFINITY;
        int bestMove = 0;
        boolean ordered = false;
        for (int n = 0; n < count; n++) {
            int move;
            if (ordered) {
                move = moves[at + n];
            } else {
                move = ordering.next(moves, at + n, at + count);
                // History is never negative: once the best left ranks 0, so do all the rest, in any order. Late
                // moves seldom cut, so past the first few the order is not worth its cost.
                ordered = ordering.rank(at + n) == 0 || n >= SORTED_MOVES;
            }
            keys[ply + 1] = Zobrist.after(key, core, move);
            // A late quiet move is searched shallower first, and again at full depth if it beats alpha there.
            int reduction = reduces ? LateMoves.reduction(core, depth, n, move, tableMove) : 0;
            played[ply + 1] = move;
            core.make(move);
            int score;
            if (n == 0) {
                score = -pvs(depth - 1, ply + 1, -beta, -alpha);
            } else {
                score = -pvs(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
                if (reduction > 0 && score > alpha && !stopped) {
                    score = -pvs(depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if (score > alpha && score < beta && !stopped) {
                    score = -pvs(depth - 1, ply + 1, -beta, -alpha);
                }
            }
            core.unmake();
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        ordering.rememberCut(move, ply, side, depth, played[ply]);
                        break;
                    }
                }
            }
        }
        int bound = best <= alphaBefore ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(key, bestMove, TranspositionTable.toTable(best, ply), depth, bound);
        return best;
    }

    /** The judgement of a position where the search stops, with the bot's noise and the no-mill fade. */
    private int judge(long key, int ply) {
        int score = Evaluation.score(core, !blind);
        if (score == Evaluation.STUCK) {
            return -WIN + ply;
        }
        if (noise > 0) {
            score += (int) Long.remainderUnsigned(Zobrist.mix(key ^ noiseSeed), 2L * noise + 1) - noise;
        }
        int limit = core.noMillLimit;
        if (limit > 0 && limit - core.noMill() < NO_MILL_FADE) {
            score = score * (limit - core.noMill()) / NO_MILL_FADE;
        }
        return score;
    }

    /**
     * A move a search chose and the nodes it visited to choose it.
     *
     * @param move the move, encoded
     * @param nodes the nodes visited, never more than the budget
     */
    record Choice(int move, long nodes) {
    }
}
