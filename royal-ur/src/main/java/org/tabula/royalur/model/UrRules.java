package org.tabula.royalur.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A rule set of the Royal Game of Ur: a named one ({@code finkel}, {@code masters}) or one spelled out by its five
 * fields, written in this order: {@code route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7}.
 *
 * <ul>
 *   <li>{@code route}: {@code short} (Finkel's fourteen squares) or {@code long} (Masters' sixteen); see
 *       {@link Route}.</li>
 *   <li>{@code dice}: how many binary dice are thrown, 3 or 4; the roll is the number of marked dice.</li>
 *   <li>{@code zero_rolls}: what a throw with no marked die counts as, 0 or 4; 0 means the turn is lost.</li>
 *   <li>{@code safe_rosettes}: 1 when a piece on a rosette that both routes pass cannot be taken, 0 when it
 *       can.</li>
 *   <li>{@code pieces}: how many pieces each side brings home to win, 1 to 7.</li>
 * </ul>
 *
 * <p>In every set a piece that lands on a rosette earns its side another turn, a piece moves exactly the roll,
 * and one lands on no piece of its own side. A set spelled out keeps its spelling, even when its fields are those
 * of a named set, so that a record is written back as it was read.
 *
 * @param name {@code finkel} or {@code masters}, or null for a set spelled out
 * @param route the route both sides follow
 * @param dice how many binary dice are thrown
 * @param zeroRolls what a throw with no marked die counts as; 0 for a lost turn
 * @param safeRosettes whether a piece on a shared rosette is safe
 * @param pieces how many pieces each side has
 */
public record UrRules(String name, Route route, int dice, int zeroRolls, boolean safeRosettes, int pieces) {

    /** Irving Finkel's rules: the short route, four dice, a throw of none lost, the central rosette safe, seven pieces. */
    public static final UrRules FINKEL = new UrRules("finkel", Route.SHORT, 4, 0, true, 7);
    /** RoyalUr.net's Masters rules: the long route, three dice, a throw of none counts four, no rosette safe, seven pieces. */
    public static final UrRules MASTERS = new UrRules("masters", Route.LONG, 3, 4, false, 7);

    /** The most pieces a side has under any set, as the seed's {@code pieces} field allows. */
    public static final int MAX_PIECES = 7;

    /** Checks the fields' ranges and that a name is one of the named sets with its own fields. */
    public UrRules {
        Objects.requireNonNull(route, "route");
        if (dice != 3 && dice != 4) {
            throw new IllegalArgumentException("dice is 3 or 4, not " + dice);
        }
        if (zeroRolls != 0 && zeroRolls != 4) {
            throw new IllegalArgumentException("zero_rolls is 0 or 4, not " + zeroRolls);
        }
        if (pieces < 1 || pieces > MAX_PIECES) {
            throw new IllegalArgumentException("pieces is 1 to " + MAX_PIECES + ", not " + pieces);
        }
        if (name != null && !(name.equals("finkel") && route == Route.SHORT && dice == 4 && zeroRolls == 0
                && safeRosettes && pieces == 7) && !(name.equals("masters") && route == Route.LONG && dice == 3
                && zeroRolls == 4 && !safeRosettes && pieces == 7)) {
            throw new IllegalArgumentException("'" + name + "' is not a named rule set with these fields");
        }
    }

    /** A set spelled out by its five fields. */
    public static UrRules of(Route route, int dice, int zeroRolls, boolean safeRosettes, int pieces) {
        return new UrRules(null, route, dice, zeroRolls, safeRosettes, pieces);
    }

    /**
     * The set a text names: {@code finkel}, {@code masters}, or the five fields in order, each {@code name=value}
     * with one space between them, exactly as {@link #text()} writes them. Empty for anything else. Never throws.
     */
    public static Optional<UrRules> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        if (text.equals("finkel")) {
            return Optional.of(FINKEL);
        }
        if (text.equals("masters")) {
            return Optional.of(MASTERS);
        }
        String[] fields = text.split(" ", -1);
        String[] names = {"route", "dice", "zero_rolls", "safe_rosettes", "pieces"};
        if (fields.length != names.length) {
            return Optional.empty();
        }
        String[] values = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            if (!fields[i].startsWith(names[i] + "=")) {
                return Optional.empty();
            }
            values[i] = fields[i].substring(names[i].length() + 1);
        }
        Route route = Route.ofWord(values[0]);
        int dice = digit(values[1], 1);
        int zeroRolls = digit(values[2], 0);
        int safe = digit(values[3], 0);
        int pieces = digit(values[4], 1);
        // The seed's ranges: three or four dice, a throw of none worth 0 or 4, 1 to 7 pieces.
        if (route == null || (dice != 3 && dice != 4) || (zeroRolls != 0 && zeroRolls != 4) || safe < 0 || safe > 1
                || pieces < 1 || pieces > MAX_PIECES) {
            return Optional.empty();
        }
        return Optional.of(of(route, dice, zeroRolls, safe == 1, pieces));
    }

    private static int digit(String text, int least) {
        return text.length() == 1 && text.charAt(0) >= '0' + least && text.charAt(0) <= '9' ? text.charAt(0) - '0'
                : -1;
    }

    /** The set as a record's {@code [rules ...]} and the {@code rules} option write it: its name, or its five fields. */
    public String text() {
        return name != null ? name : fields();
    }

    /** The five fields, whatever the set's name: {@code route=short dice=4 zero_rolls=0 safe_rosettes=1 pieces=7}. */
    public String fields() {
        return "route=" + route.word() + " dice=" + dice + " zero_rolls=" + zeroRolls + " safe_rosettes="
                + (safeRosettes ? 1 : 0) + " pieces=" + pieces;
    }

    /** True when the fields are the same, whatever the spelling: the two sets play the same game. */
    public boolean playsAs(UrRules other) {
        return route == other.route && dice == other.dice && zeroRolls == other.zeroRolls
                && safeRosettes == other.safeRosettes && pieces == other.pieces;
    }

    /** The roll a throw makes: the number of marked dice, or {@link #zeroRolls()} when none is marked. */
    public int rollOf(int marked) {
        return marked == 0 ? zeroRolls : marked;
    }

    /** Every roll a throw can make, smallest first. */
    public List<Integer> rolls() {
        List<Integer> rolls = new ArrayList<>();
        for (int value = 0; value <= 9; value++) {
            if (weight(value) > 0) {
                rolls.add(value);
            }
        }
        return Collections.unmodifiableList(rolls);
    }

    /**
     * In how many of the {@code 2^dice} ways the dice fall a roll comes: C(dice, k) for k marked dice, summed over
     * every k that makes the roll (a throw of none counted as {@link #zeroRolls()}). The one table of the dice's
     * odds: the chance a game asks for and every search read their weights from here.
     */
    public long weight(int roll) {
        long total = 0;
        for (int marked = 0; marked <= dice; marked++) {
            if (rollOf(marked) == roll) {
                total += binomial(dice, marked);
            }
        }
        return total;
    }

    /** The chance of a roll, its {@link #weight(int)} over the {@code 2^dice} ways the dice fall. */
    public double probability(int roll) {
        return (double) weight(roll) / (1 << dice);
    }

    private static long binomial(int n, int k) {
        long result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }

    /** The roll of faces written as {@link #dice()} digits, {@code 1} for a marked die; -1 when they are not that. */
    public int rollOfFaces(String faces) {
        if (faces == null || faces.length() != dice) {
            return -1;
        }
        int marked = 0;
        for (int i = 0; i < faces.length(); i++) {
            char c = faces.charAt(i);
            if (c != '0' && c != '1') {
                return -1;
            }
            marked += c - '0';
        }
        return rollOf(marked);
    }

    @Override
    public String toString() {
        return text();
    }
}
