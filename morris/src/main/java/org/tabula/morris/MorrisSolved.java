package org.tabula.morris;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tabula.api.Analysis;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Status;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Variant;
import org.tabula.morris.family.solve.MillIndex;
import org.tabula.morris.family.solve.MillSolution;
import org.tabula.morris.family.solve.MillSolver;
import org.tabula.morris.family.solve.MillValue;
import org.tabula.morris.family.solve.PerfectMove;
import org.tabula.morris.family.solve.SolutionCodec;
import org.tabula.morris.family.solve.Verdict;

/**
 * The solved games of the family as precomputed parts, one a variant under its own rules: {@code solved-three},
 * {@code solved-five}, {@code solved-six}, {@code solved-seven}. A part is solved by {@link MillSolver} the first
 * time it is needed (Seven takes a quarter of an hour and 3 GB) and then shared by the process, like the seed's
 * endgame tables; a host keeps it as {@link SolutionCodec}'s bytes.
 *
 * <p>A game has a solution when its rules are its variant's own, whatever its no-mill limit: the solutions count no
 * draw that needs a history, and along a solved win no position repeats.
 */
final class MorrisSolved {

    /** The variants solved, smallest first. */
    static final List<Variant> VARIANTS = List.of(Variant.THREE, Variant.FIVE, Variant.SIX, Variant.SEVEN);
    private static final String PREFIX = "solved-";
    private static final Map<Variant, MillSolution> SOLVED = new ConcurrentHashMap<>();

    private MorrisSolved() {
    }

    /** The parts' names, smallest first. */
    static List<String> parts() {
        return VARIANTS.stream().map(MorrisSolved::part).toList();
    }

    /** Whether a name is one of the solved parts' names. */
    static boolean isPart(String part) {
        return part.startsWith(PREFIX);
    }

    /** The part that solves a variant. */
    static String part(Variant variant) {
        return PREFIX + variant.word();
    }

    /** The solved variant whose rules these are (the no-mill limit aside); empty for any other game. */
    static Optional<Variant> solvedVariant(MillRules rules) {
        String text = SolutionCodec.rulesText(rules);
        return VARIANTS.stream().filter(variant -> SolutionCodec.rulesText(MillRules.of(variant)).equals(text))
                .findFirst();
    }

    /** The part a game with these options reads; empty when its rules have no solution. */
    static Optional<String> partFor(GameOptions options) {
        return solvedVariant(FamilyOptions.rules(options)).map(MorrisSolved::part);
    }

    static boolean isReady(String part) {
        return SOLVED.containsKey(variant(part));
    }

    /** The most bytes a saved part can take: two a position, and deflate's five a block of 16 KB on top. */
    static long maxSavedBytes(String part) {
        long raw = 2L * MillIndex.of(MillRules.of(variant(part))).size();
        return raw + raw / 16_384 * 5 + 1_024;
    }

    static byte[] save(String part) {
        return SolutionCodec.encode(solution(variant(part)));
    }

    static void load(String part, ByteBuffer bytes) {
        Variant variant = variant(part);
        byte[] copy = new byte[Objects.requireNonNull(bytes, "bytes").remaining()];
        bytes.get(copy);
        SOLVED.putIfAbsent(variant, SolutionCodec.decode(MillRules.of(variant), copy));
    }

    /** A variant's solution, solved first when it is not in memory. */
    static MillSolution solution(Variant variant) {
        return SOLVED.computeIfAbsent(variant, solved -> MillSolver.solve(MillRules.of(solved)));
    }

    /**
     * The perfect move of a family game going on under solved rules whose solution is in memory; empty for any
     * other game, and while the solution is not ready: a bot never solves during its move (a host prepares the part
     * first, see {@code partsForBot}), since Seven Men's Morris takes 15 minutes and 3 GB.
     */
    static Optional<FamilyMove> perfectMove(Game game) {
        return stateOf(game).flatMap(state -> Optional.ofNullable(SOLVED.get(state.rules().variant()))
                .flatMap(solution -> PerfectMove.choose(solution, state)));
    }

    /**
     * The exact value of a family game going on under solved rules, for the side to move, with every move that
     * keeps it: the fastest wins, the drawing moves, or the slowest losses. Empty for any other game.
     */
    static Optional<Analysis> analyse(Game game) {
        Optional<FamilyState> state = stateOf(game);
        if (state.isEmpty()) {
            return Optional.empty();
        }
        MillSolution solution = solution(state.get().rules().variant());
        Verdict verdict = solution.verdict(state.get().position());
        List<String> best = new ArrayList<>();
        for (FamilyMove move : state.get().moves()) {
            Verdict child = solution.verdict(state.get().after(move).position());
            if (keeps(verdict, child)) {
                best.add(move.text());
            }
        }
        String basis = "solved " + state.get().rules().variant().title() + ": perfect play; the repetition and"
                + " no-mill draws are not counted";
        return Optional.of(switch (verdict.value()) {
            case DRAW -> Analysis.draw(best, basis);
            case WIN -> Analysis.decided(Analysis.Verdict.WIN, verdict.plies(), best, basis);
            case LOSS -> Analysis.decided(Analysis.Verdict.LOSS, verdict.plies(), best, basis);
        });
    }

    /** Whether a move to a child keeps a position's value at its distance, the child's side being the other. */
    private static boolean keeps(Verdict verdict, Verdict child) {
        return switch (verdict.value()) {
            case DRAW -> child.value() == MillValue.DRAW;
            case WIN -> child.value() == MillValue.LOSS && child.plies() == verdict.plies() - 1;
            case LOSS -> child.value() == MillValue.WIN && child.plies() == verdict.plies() - 1;
        };
    }

    /** The state of a morris family game going on under solved rules. */
    private static Optional<FamilyState> stateOf(Game game) {
        if (!MorrisProvider.ID.equals(game.gameId()) || game.status() != Status.ACTIVE
                || solvedVariant(FamilyOptions.rules(game.options())).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Bot.gameToPlay(game, MorrisProvider.PROVIDER, MorrisFamilyGame.class).now());
    }

    private static Variant variant(String part) {
        Objects.requireNonNull(part, "part");
        return VARIANTS.stream().filter(variant -> part(variant).equals(part)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("no solved part '" + part + "' (solved: " + parts() + ")"));
    }
}
