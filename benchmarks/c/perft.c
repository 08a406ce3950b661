/*
 * Nine Men's Morris perft in plain C: the baseline Tabula's Java core is measured against.
 *
 * Same rules as org.tabula.morris: flying on (a side with three men on the board and none in hand moves to any
 * empty point), a move closing a mill counted once per enemy man it could take (men outside mills, or any man
 * when all stand in mills; none to take when the enemy has no man on the board, and then the move counts once),
 * a finished game has no moves: a side with fewer than three men (board and hand) has lost, and a side with no
 * move has lost (it simply has no moves to count).
 *
 * The draws (third repetition, 120 plies without a mill) are not modelled: from the empty board every ply up to
 * 18 is a placement, which resets both counts, and from a position without history a third repetition needs
 * eight plies (and only a node with moves below it can be cut short by one), so counts are exact for depth <= 8
 * from any position whose no-mill count plus the depth stays under 120, and for depth <= 18 from the empty
 * board. (From the moving position of the benchmarks, depth 9 already differs: 1,513,260,792 here against
 * 1,513,146,348 with the repetitions.)
 *
 * Points are numbered as in Tabula: row by row from rank 7 down, a7 = 0, d7 = 1, ..., g1 = 23.
 *
 * Two walkers, both single-threaded:
 *   plain         a textbook bitboard perft: generate moves into a list, make, recurse, unmake; the last ply is
 *                 counted by looping over the moves without writing them (plain-nobulk: made one by one).
 *   tuned         a port of Tabula's PerftWalker, the same algorithm as the Java: state passed by value (no
 *                 make/unmake), the last ply counted with popcounts (mill closers and takeable men found by
 *                 shifts on the men and on their mirror image); tuned-nobulk reaches every leaf.
 *   tuned2        as tuned, and below a placement whose children place too the last two plies are summed at
 *                 once (Java's PerftWalker.Bulk.LAST_TWO_PLIES, what MorrisGame.perft uses).
 *
 * Usage: perft DEPTH [plain|plain-nobulk|tuned|tuned2|tuned-nobulk] ["POSITION"]   e.g.  perft 7 tuned2
 *        POSITION as Tabula writes it: "WWW.BB..B..W....B..W.B.. w 0 0 10 40" (the last two fields are ignored)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint32_t mask;

#define ALL 0xFFFFFFu

static const int LINES[32][2] = {
    {0, 1}, {1, 2}, {3, 4}, {4, 5}, {6, 7}, {7, 8}, {9, 10}, {10, 11},
    {12, 13}, {13, 14}, {15, 16}, {16, 17}, {18, 19}, {19, 20}, {21, 22}, {22, 23},
    {0, 9}, {9, 21}, {3, 10}, {10, 18}, {6, 11}, {11, 15}, {1, 4}, {4, 7},
    {16, 19}, {19, 22}, {8, 12}, {12, 17}, {5, 13}, {13, 20}, {2, 14}, {14, 23},
};

static const int MILLS[16][3] = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {9, 10, 11}, {12, 13, 14}, {15, 16, 17}, {18, 19, 20}, {21, 22, 23},
    {0, 9, 21}, {3, 10, 18}, {6, 11, 15}, {1, 4, 7}, {16, 19, 22}, {8, 12, 17}, {5, 13, 20}, {2, 14, 23},
};

static mask NEIGHBOURS[24];
static mask MILL_MASK[16];
/* The two mills through each point, as whole masks, and as the other two points (the pair). */
static mask MILL_A[24], MILL_B[24], PAIR_A[24], PAIR_B[24];

static void init_tables(void) {
    int found[24] = {0};
    for (int l = 0; l < 32; l++) {
        NEIGHBOURS[LINES[l][0]] |= 1u << LINES[l][1];
        NEIGHBOURS[LINES[l][1]] |= 1u << LINES[l][0];
    }
    for (int m = 0; m < 16; m++) {
        mask mill = 0;
        for (int i = 0; i < 3; i++) mill |= 1u << MILLS[m][i];
        MILL_MASK[m] = mill;
        for (int i = 0; i < 3; i++) {
            int p = MILLS[m][i];
            if (found[p]++ == 0) MILL_A[p] = mill; else MILL_B[p] = mill;
        }
    }
    for (int p = 0; p < 24; p++) {
        PAIR_A[p] = MILL_A[p] & ~(1u << p);
        PAIR_B[p] = MILL_B[p] & ~(1u << p);
    }
}

static inline int popcount(mask m) { return __builtin_popcount(m); }
static inline int lowest(mask m) { return __builtin_ctz(m); }

/* ------------------------------------------------------------------------------------------------ plain */

typedef struct {
    mask men[2];
    int hand[2];
    int turn;
} State;

/* A move: to in bits 0-4, from + 1 in bits 5-9, taken + 1 in bits 10-14 (as Tabula's MoveCode). */
typedef uint32_t move_t;
#define MAX_MOVES 640

/* True when a man on to completes a mill with men (which may hold him or not). */
static inline int closes(mask men, int to) {
    return ((men & PAIR_A[to]) == PAIR_A[to]) | ((men & PAIR_B[to]) == PAIR_B[to]);
}

static mask in_mills(mask men) {
    mask result = 0;
    for (int m = 0; m < 16; m++) {
        if ((men & MILL_MASK[m]) == MILL_MASK[m]) result |= MILL_MASK[m];
    }
    return result;
}

static mask takeable(mask men) {
    mask free = men & ~in_mills(men);
    return free ? free : men;
}

static inline int flies(const State *s, int side) {
    return s->hand[side] == 0 && popcount(s->men[side]) == 3;
}

static inline int emit(move_t *out, int n, int from, int to, mask takes) {
    move_t base = (move_t) to | (move_t) (from + 1) << 5;
    if (takes == 0) {
        out[n++] = base;
        return n;
    }
    for (mask rest = takes; rest; rest &= rest - 1) out[n++] = base | (move_t) (lowest(rest) + 1) << 10;
    return n;
}

static int generate(const State *s, move_t *out) {
    int side = s->turn;
    mask own = s->men[side], theirs = s->men[side ^ 1];
    mask empty = ALL & ~(own | theirs);
    /* The men a mill may take are worked out at the first move that closes one: most positions have none. */
    int take_known = 0;
    mask take = 0;
    int n = 0;
    if (s->hand[side] > 0) {
        for (mask rest = empty; rest; rest &= rest - 1) {
            int to = lowest(rest);
            if (closes(own, to)) {
                if (!take_known) {
                    take = theirs ? takeable(theirs) : 0;
                    take_known = 1;
                }
                n = emit(out, n, -1, to, take);
            } else {
                out[n++] = (move_t) to;
            }
        }
        return n;
    }
    int fly = flies(s, side);
    for (mask movers = own; movers; movers &= movers - 1) {
        int from = lowest(movers);
        mask stay = own & ~(1u << from);
        for (mask targets = fly ? empty : NEIGHBOURS[from] & empty; targets; targets &= targets - 1) {
            int to = lowest(targets);
            if (closes(stay, to)) {
                if (!take_known) {
                    take = theirs ? takeable(theirs) : 0;
                    take_known = 1;
                }
                n = emit(out, n, from, to, take);
            } else {
                out[n++] = (move_t) to | (move_t) (from + 1) << 5;
            }
        }
    }
    return n;
}

static int count_moves(const State *s) {
    int side = s->turn;
    mask own = s->men[side], theirs = s->men[side ^ 1];
    mask empty = ALL & ~(own | theirs);
    int count = 0, closing = 0;
    if (s->hand[side] > 0) {
        for (mask rest = empty; rest; rest &= rest - 1) {
            int to = lowest(rest);
            count++;
            closing += closes(own, to);
        }
    } else {
        int fly = flies(s, side);
        for (mask movers = own; movers; movers &= movers - 1) {
            int from = lowest(movers);
            mask stay = own & ~(1u << from);
            for (mask targets = fly ? empty : NEIGHBOURS[from] & empty; targets; targets &= targets - 1) {
                int to = lowest(targets);
                count++;
                closing += closes(stay, to);
            }
        }
    }
    /* Each move that closes a mill counts once per man it could take; the men are worked out only then. */
    if (closing == 0 || theirs == 0) return count;
    return count + closing * (popcount(takeable(theirs)) - 1);
}

static inline void make(State *s, move_t move) {
    int side = s->turn;
    int to = move & 31, from = (int) ((move >> 5) & 31) - 1, taken = (int) ((move >> 10) & 31) - 1;
    if (from < 0) {
        s->men[side] |= 1u << to;
        s->hand[side]--;
    } else {
        s->men[side] ^= 1u << from | 1u << to;
    }
    if (taken >= 0) s->men[side ^ 1] &= ~(1u << taken);
    s->turn = side ^ 1;
}

static inline void unmake(State *s, move_t move) {
    s->turn ^= 1;
    int side = s->turn;
    int to = move & 31, from = (int) ((move >> 5) & 31) - 1, taken = (int) ((move >> 10) & 31) - 1;
    if (taken >= 0) s->men[side ^ 1] |= 1u << taken;
    if (from < 0) {
        s->men[side] &= ~(1u << to);
        s->hand[side]++;
    } else {
        s->men[side] ^= 1u << from | 1u << to;
    }
}

static inline int below_three(const State *s) {
    return popcount(s->men[0]) + s->hand[0] < 3 || popcount(s->men[1]) + s->hand[1] < 3;
}

static uint64_t perft_plain(State *s, int depth, int bulk, move_t *moves) {
    if (depth == 0) return 1;
    if (below_three(s)) return 0;
    if (depth == 1 && bulk) return (uint64_t) count_moves(s);
    int n = generate(s, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        make(s, moves[i]);
        total += perft_plain(s, depth - 1, bulk, moves + n);
        unmake(s, moves[i]);
    }
    return total;
}

/* ------------------------------------------------------------------------------------------------ tuned */

/*
 * A port of Tabula's PerftWalker and Mills. Each side's men are a "dual" mask: the men in bits 0-23 and the same
 * men mirrored in bits 32-55, numbered so that column mill k is the aligned triple 3k..3k+2, as row mill k is in
 * the low half. One shift then finds row and column mills at once.
 */
typedef uint64_t dual;

#define TRIPLE_START (0x249249ull | 0x249249ull << 32)

static dual DUAL_BIT[24];
static mask UNMIRROR[3][256];

static void init_dual(void) {
    int mirrored[24], unmirrored[24];
    for (int k = 0; k < 8; k++) {
        for (int i = 0; i < 3; i++) mirrored[MILLS[8 + k][i]] = 3 * k + i;
    }
    for (int p = 0; p < 24; p++) {
        DUAL_BIT[p] = 1ull << p | 1ull << (32 + mirrored[p]);
        unmirrored[mirrored[p]] = p;
    }
    for (int b = 0; b < 3; b++) {
        for (int v = 0; v < 256; v++) {
            mask m = 0;
            for (int i = 0; i < 8; i++) {
                if (v >> i & 1) m |= 1u << unmirrored[8 * b + i];
            }
            UNMIRROR[b][v] = m;
        }
    }
}

static inline dual to_dual(mask men) {
    dual d = 0;
    for (mask rest = men; rest; rest &= rest - 1) d |= DUAL_BIT[lowest(rest)];
    return d;
}

static inline mask merge(dual d) {
    mask m = (mask) (d >> 32);
    return ((mask) d & ALL) | UNMIRROR[0][m & 255] | UNMIRROR[1][m >> 8 & 255] | UNMIRROR[2][m >> 16 & 255];
}

/* The empty points that would complete a mill of these men: the third point of every mill holding two. */
static inline mask closers(dual d) {
    dual first_two = d & d >> 1 & TRIPLE_START;
    dual last_two = d >> 1 & d >> 2 & TRIPLE_START;
    dual outer_two = d & d >> 2 & TRIPLE_START;
    return merge(first_two << 2 | last_two | outer_two << 1) & ~(mask) d;
}

#define ALL_DUAL (0xFFFFFFull | 0xFFFFFFull << 32)
#define FIRST_TWO (TRIPLE_START | TRIPLE_START << 1)
#define LAST_TWO (TRIPLE_START << 1 | TRIPLE_START << 2)

/* The steps the men can take along a line to an empty point: every line joins two neighbours of one mill, so
   the row lines lie within the low half's triples and the column lines within the high half's. */
static inline int steps(dual men, dual empty) {
    return __builtin_popcountll(men & empty >> 1 & FIRST_TWO) + __builtin_popcountll(men & empty << 1 & LAST_TWO);
}

static inline mask in_mills_dual(dual d) {
    return merge((d & d >> 1 & d >> 2 & TRIPLE_START) * 7);
}

static inline mask takeable_dual(dual d) {
    mask men = (mask) d;
    mask free = men & ~in_mills_dual(d);
    return free ? free : men;
}

static inline int below_three_dual(dual own, dual theirs, int own_hand, int their_hand) {
    return __builtin_popcountll(own) + 2 * own_hand < 6 || __builtin_popcountll(theirs) + 2 * their_hand < 6;
}

static int bulk_plies; /* 1: the last ply counted; 2: and the last two below a placement whose children place */

static inline uint64_t placing_count(dual own, dual theirs) {
    mask empty = ALL & ~(mask) (own | theirs);
    int takes = theirs == 0 ? 1 : popcount(takeable_dual(theirs));
    return (uint64_t) popcount(empty) + (uint64_t) (takes - 1) * popcount(closers(own) & empty);
}

static uint64_t placing_two_plies(dual own, dual theirs, int own_hand, int their_hand) {
    mask empty = ALL & ~(mask) (own | theirs);
    mask closing = closers(own) & empty;
    mask plain = empty & ~closing;
    uint64_t plain_count = (uint64_t) popcount(plain);
    mask their_closers = closers(theirs) & empty;
    mask own_free = (mask) own & ~in_mills_dual(own);
    uint64_t takes_after = (uint64_t) popcount(own_free) + 1;
    uint64_t total = plain_count * (uint64_t) (popcount(empty) - 1)
            + (takes_after - 1) * (plain_count * (uint64_t) popcount(their_closers)
                                   - (uint64_t) popcount(their_closers & plain));
    mask take = theirs == 0 ? 0 : takeable_dual(theirs);
    for (mask rest = closing; rest; rest &= rest - 1) {
        dual after = own | DUAL_BIT[lowest(rest)];
        if (take == 0) {
            total += placing_count(theirs, after);
            continue;
        }
        for (mask men = take; men; men &= men - 1) {
            dual left = theirs & ~DUAL_BIT[lowest(men)];
            if (!below_three_dual(left, after, their_hand, own_hand - 1)) total += placing_count(left, after);
        }
    }
    return total;
}

static inline uint64_t moving_count(dual own, dual theirs, int fly) {
    mask men = (mask) own;
    mask empty = ALL & ~(men | (mask) theirs);
    uint64_t moves = fly ? (uint64_t) popcount(men) * (uint64_t) popcount(empty)
                         : (uint64_t) steps(own, ALL_DUAL & ~(own | theirs));
    mask closing = closers(own) & empty;
    if (closing == 0) return moves;
    int takes = theirs == 0 ? 1 : popcount(takeable_dual(theirs));
    if (takes == 1) return moves;
    uint64_t closing_moves = 0;
    for (mask rest = closing; rest; rest &= rest - 1) {
        int to = lowest(rest);
        int a = (men & PAIR_A[to]) == PAIR_A[to];
        int b = (men & PAIR_B[to]) == PAIR_B[to];
        mask movers = fly ? men : NEIGHBOURS[to] & men;
        mask closes = a && b ? movers : a ? movers & ~PAIR_A[to] : movers & ~PAIR_B[to];
        closing_moves += popcount(closes);
    }
    return moves + (uint64_t) (takes - 1) * closing_moves;
}

static uint64_t moving(dual own, dual theirs, int their_hand, int depth);

static uint64_t placing(dual own, dual theirs, int own_hand, int their_hand, int depth) {
    if (depth == 0) return 1;
    if (below_three_dual(own, theirs, own_hand, their_hand)) return 0;
    if (depth == 1 && bulk_plies > 0) return placing_count(own, theirs);
    if (depth == 2 && bulk_plies > 1 && their_hand > 0) return placing_two_plies(own, theirs, own_hand, their_hand);
    mask empty = ALL & ~(mask) (own | theirs);
    mask closing = closers(own) & empty;
    mask take = theirs == 0 ? 0 : takeable_dual(theirs);
    uint64_t total = 0;
    for (mask rest = empty; rest; rest &= rest - 1) {
        int to = lowest(rest);
        dual after = own | DUAL_BIT[to];
        if ((closing & 1u << to) && take) {
            for (mask men = take; men; men &= men - 1) {
                dual left = theirs & ~DUAL_BIT[lowest(men)];
                total += their_hand > 0 ? placing(left, after, their_hand, own_hand - 1, depth - 1)
                                        : moving(left, after, own_hand - 1, depth - 1);
            }
        } else {
            total += their_hand > 0 ? placing(theirs, after, their_hand, own_hand - 1, depth - 1)
                                    : moving(theirs, after, own_hand - 1, depth - 1);
        }
    }
    return total;
}

static uint64_t moving(dual own, dual theirs, int their_hand, int depth) {
    if (depth == 0) return 1;
    if (below_three_dual(own, theirs, 0, their_hand)) return 0;
    int fly = __builtin_popcountll(own) == 6;
    if (depth == 1 && bulk_plies > 0) return moving_count(own, theirs, fly);
    mask men = (mask) own;
    mask empty = ALL & ~(men | (mask) theirs);
    mask take = theirs == 0 ? 0 : takeable_dual(theirs);
    uint64_t total = 0;
    for (mask movers = men; movers; movers &= movers - 1) {
        int from = lowest(movers);
        mask stay = men & ~(1u << from);
        dual lifted = own & ~DUAL_BIT[from];
        for (mask targets = fly ? empty : NEIGHBOURS[from] & empty; targets; targets &= targets - 1) {
            int to = lowest(targets);
            dual after = lifted | DUAL_BIT[to];
            int closes = (stay & PAIR_A[to]) == PAIR_A[to] || (stay & PAIR_B[to]) == PAIR_B[to];
            if (closes && take) {
                for (mask taken = take; taken; taken &= taken - 1) {
                    dual left = theirs & ~DUAL_BIT[lowest(taken)];
                    total += their_hand > 0 ? placing(left, after, their_hand, 0, depth - 1)
                                            : moving(left, after, 0, depth - 1);
                }
            } else {
                total += their_hand > 0 ? placing(theirs, after, their_hand, 0, depth - 1)
                                        : moving(theirs, after, 0, depth - 1);
            }
        }
    }
    return total;
}

static uint64_t perft_tuned(const State *s, int depth) {
    int side = s->turn;
    dual own = to_dual(s->men[side]), theirs = to_dual(s->men[side ^ 1]);
    return s->hand[side] > 0 ? placing(own, theirs, s->hand[side], s->hand[side ^ 1], depth)
                             : moving(own, theirs, s->hand[side ^ 1], depth);
}

/* ------------------------------------------------------------------------------------------------ main */

static int parse_position(const char *text, State *s) {
    memset(s, 0, sizeof *s);
    for (int p = 0; p < 24; p++) {
        char c = text[p];
        if (c == 'W' || c == 'w') s->men[0] |= 1u << p;
        else if (c == 'B' || c == 'b') s->men[1] |= 1u << p;
        else if (c != '.') return 0;
    }
    char side;
    if (sscanf(text + 24, " %c %d %d", &side, &s->hand[0], &s->hand[1]) != 3) return 0;
    s->turn = side == 'b' || side == 'B';
    return 1;
}

static double seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double) t.tv_sec + (double) t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s DEPTH [plain|tuned] [\"POSITION\"]\n", argv[0]);
        return 2;
    }
    int depth = atoi(argv[1]);
    const char *mode = argc > 2 ? argv[2] : "plain";
    int plain_bulk = 1;
    int tuned = 0;
    if (strcmp(mode, "plain") == 0) {
        plain_bulk = 1;
    } else if (strcmp(mode, "plain-nobulk") == 0) {
        plain_bulk = 0;
    } else if (strcmp(mode, "tuned") == 0) {
        tuned = 1;
        bulk_plies = 1;
    } else if (strcmp(mode, "tuned2") == 0) {
        tuned = 1;
        bulk_plies = 2;
    } else if (strcmp(mode, "tuned-nobulk") == 0) {
        tuned = 1;
        bulk_plies = 0;
    } else {
        fprintf(stderr, "mode is plain, plain-nobulk, tuned, tuned2 or tuned-nobulk, not %s\n", mode);
        return 2;
    }
    init_tables();
    init_dual();
    State s = {{0, 0}, {9, 9}, 0};
    if (argc > 3 && !parse_position(argv[3], &s)) {
        fprintf(stderr, "not a position: %s\n", argv[3]);
        return 2;
    }
    static move_t moves[64 * MAX_MOVES];
    /* The wall clock, and the CPU time, which a machine shared with other work disturbs less. */
    double start = seconds(CLOCK_MONOTONIC);
    double start_cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    uint64_t count;
    if (depth == 0) {
        count = 1;
    } else if (tuned) {
        count = perft_tuned(&s, depth);
    } else {
        count = perft_plain(&s, depth, plain_bulk, moves);
    }
    double elapsed = seconds(CLOCK_MONOTONIC) - start;
    double cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - start_cpu;
    printf("perft(%d) = %llu  c %s  %.3f s  %.1f M leaves/s  cpu %.3f s  %.1f M leaves/s\n", depth,
           (unsigned long long) count, mode, elapsed, elapsed > 0 ? (double) count / elapsed / 1e6 : 0.0, cpu,
           cpu > 0 ? (double) count / cpu / 1e6 : 0.0);
    return 0;
}
