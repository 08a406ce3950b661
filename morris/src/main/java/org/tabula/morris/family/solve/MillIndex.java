package org.tabula.morris.family.solve;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.model.Colour;

/**
 * The perfect numbering of every position of one mill game: each side's men on the board, the men each side has
 * in hand and the side to move; the ply and the no-mill count are not part of a solved position.
 *
 * <p>Positions come in groups, one for each count of men on the board and in hand (GamesmanOne's tiers). Within a
 * group a position's number is the rank of white's men among the sets of that many points, times the ways to put
 * black's men on the points left, plus the rank of black's men among those, each rank in colexicographic order (the
 * combinatorial number system, {@link Colex}, as the seed's endgame tables number theirs); then the side to move
 * when both may be. Without Lasker's rule the hands tell the side to move while men are placed (white places
 * first, so white moves when the hands are equal and black when white has one fewer), and other hands are left
 * out; with it every hand and side counts. Every number from 0 to {@link #size()} - 1 is one position.
 */
public final class MillIndex {

    private final MillRules rules;
    private final int points;
    private final int all;
    private final int men;
    /** The first number of each group, by group key; -1 for a group no game reaches. */
    private final int[] start;
    /** The sides that may move in each group, by group key: bit 0 white, bit 1 black. */
    private final byte[] turns;
    /** The group keys in the order they are numbered, and their first numbers, for finding a number's group. */
    private final int[] keys;
    private final int[] starts;
    private final int size;
    /** {@code sets[n][k]}: every set of k of n points in colex order, made when first asked for. */
    private final int[][][] sets;

    private MillIndex(MillRules rules) {
        this.rules = rules;
        this.points = rules.board().points();
        this.all = rules.board().all();
        this.men = rules.men();
        int groups = (men + 1) * (men + 1) * (men + 1) * (men + 1);
        this.start = new int[groups];
        this.turns = new byte[groups];
        Arrays.fill(start, -1);
        int[] order = new int[groups];
        int[] firsts = new int[groups];
        int count = 0;
        long next = 0;
        for (int key = 0; key < groups; key++) {
            int whiteOn = whiteOn(key);
            int blackOn = blackOn(key);
            int sides = sides(whiteHand(key), blackHand(key));
            if (whiteOn + whiteHand(key) > men || blackOn + blackHand(key) > men || whiteOn + blackOn > points
                    || sides == 0) {
                continue;
            }
            start[key] = (int) next;
            turns[key] = (byte) sides;
            order[count] = key;
            firsts[count++] = (int) next;
            next += (long) boards(key) * Integer.bitCount(sides);
            if (next > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException(rules.variant().title() + " has more positions than an array"
                        + " holds");
            }
        }
        this.keys = Arrays.copyOf(order, count);
        this.starts = Arrays.copyOf(firsts, count);
        this.size = (int) next;
        this.sets = new int[points + 1][men + 1][];
    }

    /**
     * The index of a game's positions.
     *
     * @throws IllegalArgumentException when the game has more positions than an array holds
     */
    public static MillIndex of(MillRules rules) {
        return new MillIndex(rules);
    }

    /** The rules whose positions these are. */
    public MillRules rules() {
        return rules;
    }

    /** How many positions there are. */
    public int size() {
        return size;
    }

    /**
     * The number of a position of this game.
     *
     * @throws IllegalArgumentException when it is another game's, or has hands and a side to move no game of these
     *     rules reaches
     */
    public int index(FamilyPosition position) {
        if (position.rules().variant() != rules.variant()) {
            throw new IllegalArgumentException("a position of " + position.rules().variant().title() + " is not one of "
                    + rules.variant().title());
        }
        int i = indexOf(position.white(), position.black(), position.whiteInHand(), position.blackInHand(),
                position.side());
        if (i < 0) {
            throw new IllegalArgumentException("no game gets to " + position.turn().word() + " to move with "
                    + position.whiteInHand() + " white and " + position.blackInHand() + " black men in hand"
                    + (rules.lasker() ? "" : ": white places first, and the sides take turns"));
        }
        return i;
    }

    /** The position of a number, with no plies played and none since a mill. */
    public FamilyPosition position(int index) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("there are " + size + " positions, and " + index + " is none");
        }
        int[] parts = new int[5];
        decode(index, parts);
        return new FamilyPosition(rules, parts[0], parts[1], Colour.values()[parts[4]], parts[2], parts[3], 0, 0);
    }

    /** The number of the position with these men, hands and side to move (0 white), or -1 when none has it. */
    int indexOf(int white, int black, int whiteHand, int blackHand, int side) {
        int whiteOn = Integer.bitCount(white);
        int key = key(whiteOn, Integer.bitCount(black), whiteHand, blackHand);
        if (key < 0 || start[key] < 0 || (turns[key] >> side & 1) == 0) {
            return -1;
        }
        int board = Colex.rank(white) * Colex.binomial(points - whiteOn, Integer.bitCount(black))
                + Colex.rank(Colex.compress(black, white));
        return turns[key] == 3 ? start[key] + 2 * board + side : start[key] + board;
    }

    /** Writes the position of a number into {@code parts}: white's men, black's, their hands and the side. */
    void decode(int index, int[] parts) {
        int group = Arrays.binarySearch(starts, index);
        group = group >= 0 ? group : -group - 2;
        int key = keys[group];
        int sides = turns[key];
        int board = index - starts[group];
        int side = sides == 3 ? board & 1 : sides >> 1;
        board = sides == 3 ? board >> 1 : board;
        int whiteOn = whiteOn(key);
        int blackOn = blackOn(key);
        int blackSets = Colex.binomial(points - whiteOn, blackOn);
        int white = sets(points, whiteOn)[board / blackSets];
        parts[0] = white;
        parts[1] = Colex.expand(sets(points - whiteOn, blackOn)[board % blackSets], white, all);
        parts[2] = whiteHand(key);
        parts[3] = blackHand(key);
        parts[4] = side;
    }

    /** How many groups there are. */
    int groups() {
        return keys.length;
    }

    /** The first number of the {@code group}-th group. */
    int groupStart(int group) {
        return starts[group];
    }

    /** One past the last number of the {@code group}-th group. */
    int groupEnd(int group) {
        return group + 1 < starts.length ? starts[group + 1] : size;
    }

    /** The men both sides have in hand in the {@code group}-th group. */
    int inHand(int group) {
        return whiteHand(keys[group]) + blackHand(keys[group]);
    }

    /** The men both sides have on the board in the {@code group}-th group. */
    int onBoard(int group) {
        return whiteOn(keys[group]) + blackOn(keys[group]);
    }

    /**
     * The groups in an order where every move leads to a group before or to the same one: fewer men in hand
     * first (a placement uses one), then fewer on the board (a capture takes one), so a group is solved once all
     * it can reach but itself are.
     */
    int[] solvingOrder() {
        return IntStream.range(0, keys.length).boxed().sorted(Comparator
                .<Integer>comparingInt(this::inHand).thenComparingInt(this::onBoard))
                .mapToInt(Integer::intValue).toArray();
    }

    private int sides(int whiteHand, int blackHand) {
        if (rules.lasker() || whiteHand == 0 && blackHand == 0) {
            return 3;
        }
        return whiteHand == blackHand ? 1 : whiteHand == blackHand - 1 ? 2 : 0;
    }

    private int key(int whiteOn, int blackOn, int whiteHand, int blackHand) {
        if (whiteHand < 0 || blackHand < 0 || whiteOn + whiteHand > men || blackOn + blackHand > men) {
            return -1;
        }
        return ((whiteOn * (men + 1) + blackOn) * (men + 1) + whiteHand) * (men + 1) + blackHand;
    }

    private int whiteOn(int key) {
        return key / ((men + 1) * (men + 1) * (men + 1));
    }

    private int blackOn(int key) {
        return key / ((men + 1) * (men + 1)) % (men + 1);
    }

    private int whiteHand(int key) {
        return key / (men + 1) % (men + 1);
    }

    private int blackHand(int key) {
        return key % (men + 1);
    }

    private long boards(int key) {
        return (long) Colex.binomial(points, whiteOn(key)) * Colex.binomial(points - whiteOn(key), blackOn(key));
    }

    private int[] sets(int n, int k) {
        if (sets[n][k] == null) {
            sets[n][k] = Colex.subsets(n, k);
        }
        return sets[n][k];
    }
}
