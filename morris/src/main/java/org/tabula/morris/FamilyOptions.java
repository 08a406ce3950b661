package org.tabula.morris;


import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionSpec;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;
import org.tabula.morris.model.MillBoard;
import static org.tabula.morris.MorrisProvider.FLYING;
import static org.tabula.morris.MorrisProvider.FLYING_RULE;
import static org.tabula.morris.MorrisProvider.LASKER;
import static org.tabula.morris.MorrisProvider.MISERE;
import static org.tabula.morris.MorrisProvider.NO_MILL_LIMIT;
import static org.tabula.morris.MorrisProvider.REMOVAL;
import static org.tabula.morris.MorrisProvider.VARIANT;

/**
 * The options naming a game of the mill family (variant, flying rule, removal, Lasker's rule, misère), and all of a
 * morris game's options read as the {@link MillRules} they describe. Their defaults are the seed's game.
 */
final class FamilyOptions {

    /** The flying rule's word for the variant's own rule. */
    static final String OWN_RULE = "variant";

    /** The options after the seed's own two, in the order a host lists them. */
    static final List<OptionSpec> SPECS = List.of(
            OptionSpec.choice(VARIANT, Variant.NINE.word(), "The game of the mill family played: "
                    + Stream.of(Variant.values()).map(FamilyOptions::described).collect(Collectors.joining(", "))
                    + ".", Variant.words()),
            OptionSpec.choice(FLYING_RULE, OWN_RULE, "When a man may fly to any empty point: variant (the"
                    + " variant's own rule: at three men from nine men's morris up, never below), never, three (with"
                    + " exactly three men left and none in hand) or always (once none is in hand); flying=false means"
                    + " never.", flyingRules()),
            OptionSpec.choice(REMOVAL, Removal.STANDARD.word(), "Which enemy man a mill takes: standard (one outside"
                    + " a mill, or any when all stand in mills), strict (one outside a mill, else none) or lenient"
                    + " (any).", Removal.words()),
            OptionSpec.bool(LASKER, false, "Whether a side with men in hand may move a man on the board instead of"
                    + " placing one, as in Lasker Morris; false keeps the variant's own rule."),
            OptionSpec.bool(MISERE, false, "Whether the game is played misère: the side that would win loses"
                    + " instead, and a draw stays a draw."));

    private FamilyOptions() {
    }

    /**
     * The rules a game's options describe: {@code flying=false} means never flying, {@code flying-rule=variant}
     * the variant's own rule, and Lasker's rule holds when asked for or when the variant has it.
     *
     * @throws IllegalArgumentException when {@code flying=false} meets a flying rule that flies, or the no-mill
     *     limit is below 0
     */
    static MillRules rules(GameOptions options) {
        Objects.requireNonNull(options, "options");
        Variant variant = Variant.ofWord(options.get(VARIANT)).orElseThrow();
        Removal removal = Removal.ofWord(options.get(REMOVAL)).orElseThrow();
        boolean lasker = options.bool(LASKER) || variant.lasker();
        return new MillRules(variant, flying(options, variant), removal, lasker, options.bool(MISERE),
                noMillLimit(options));
    }

    private static Flying flying(GameOptions options, Variant variant) {
        String rule = options.get(FLYING_RULE);
        Flying flying = rule.equals(OWN_RULE) ? variant.flying() : Flying.ofWord(rule).orElseThrow();
        if (options.bool(FLYING)) {
            return flying;
        }
        if (!rule.equals(OWN_RULE) && flying != Flying.NEVER) {
            throw new IllegalArgumentException("option " + FLYING + "=false (never flying) contradicts "
                    + FLYING_RULE + "=" + rule + "; leave " + FLYING + " at true to choose a flying rule");
        }
        return Flying.NEVER;
    }

    private static int noMillLimit(GameOptions options) {
        long limit = options.integer(NO_MILL_LIMIT);
        if (limit < 0 || limit > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("option " + NO_MILL_LIMIT + " is 0 (no limit) or a positive number"
                    + " of moves, not " + limit);
        }
        return (int) limit;
    }

    private static List<String> flyingRules() {
        List<String> rules = new ArrayList<>(List.of(OWN_RULE));
        rules.addAll(Flying.words());
        return List.copyOf(rules);
    }

    /** A variant for the option's description: {@code six (Six Men's Morris: 6 men on 16 points)}. */
    private static String described(Variant variant) {
        MillBoard board = variant.board();
        String more = variant.millWins() ? ", a mill wins" : variant.lasker() ? ", placing and moving merged" : "";
        return variant.word() + " (" + variant.title() + ": " + variant.men() + " men on " + board.points()
                + " points" + (board == MillBoard.TWENTY_FOUR_WITH_DIAGONALS ? " with diagonals" : "") + more + ")";
    }
}
