package org.tabula.morris.bots;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.RecordedMove;
import org.tabula.morris.rules.Core;

/**
 * Texel-style fitting of the evaluation's weights to how games ended: the weights under which the evaluation of
 * each quiet position best predicts its game's result, through a logistic curve. Not a test; a tool (issue 37).
 *
 * <p>It reads match reports {@code Versus --out} wrote (tuning openings only: the published ones stay unseen),
 * takes every position from ply 6 on whose side to move cannot close a mill and that is not an endgame the
 * tables solve, and fits on the games of even opening pairs, checking on the odd ones. From the repository root,
 * after {@code mvn -B -o test-compile -pl morris -am}, with {@code CP} as {@link EvalDuel} gives it:
 * <pre>
 * java -cp $CP org.tabula.morris.bots.EvalFit [--only 11,12] [--search NODES labels.tsv] games.txt [more.txt ...]
 * </pre>
 * {@code --only} fits the weights at those places of {@link EvaluationWeights}' components (0 is
 * {@code threatToMove}) and keeps the rest. {@code --search} fits to a deeper look instead of the result: each
 * position's score from a search of {@code NODES} nodes (level 5's search without tables or noise; proved ends
 * left out), both it and the evaluation through the same logistic curve ({@link #SEARCH_SCALE}). The scores are
 * kept in {@code labels.tsv} (a position's text, a tab, its score), read back on the next run, so that refitting
 * does not search again.
 * It prints the error of the weights the bots play with and of the fitted ones on both halves, and the fitted
 * weights as {@link EvaluationWeights#DEFAULT} would write them. Fitted weights still have to win duels and
 * matches before they are kept.
 */
public final class EvalFit {

    private static final int FIRST_PLY = 6;
    /** With {@code --search}, the logistic curve's scale for both the searched score and the evaluation. */
    private static final double SEARCH_SCALE = 200;
    /** The score kept for a position whose search proved a win or loss: not a judgement to fit to. */
    private static final int PROVED = Integer.MIN_VALUE;

    private EvalFit() {
    }

    /**
     * A quiet position and what the fit aims at for its side to move: how its game ended (1 won, 0.5 drawn, 0
     * lost), or a deeper search's score through the logistic curve.
     */
    private record Sample(Core core, double result) {
    }

    public static void main(String[] args) throws IOException {
        List<Sample> fit = new ArrayList<>();
        List<Sample> check = new ArrayList<>();
        int games = 0;
        List<String> files = new ArrayList<>(List.of(args));
        boolean[] fitted = new boolean[toArray(EvaluationWeights.DEFAULT).length];
        Arrays.fill(fitted, true);
        if (!files.isEmpty() && files.get(0).equals("--only")) {
            Arrays.fill(fitted, false);
            for (String place : files.get(1).split(",")) {
                fitted[Integer.parseInt(place)] = true;
            }
            files = files.subList(2, files.size());
        }
        long searchNodes = 0;
        Path labels = null;
        if (!files.isEmpty() && files.get(0).equals("--search")) {
            searchNodes = Long.parseLong(files.get(1));
            labels = Path.of(files.get(2));
            files = files.subList(3, files.size());
        }
        for (String file : files) {
            for (String record : records(Files.readString(Path.of(file)))) {
                (games / 2 % 2 == 0 ? fit : check).addAll(samples(record));
                games++;
            }
        }
        System.out.printf(Locale.ROOT, "%d games; %d positions to fit, %d to check%n", games, fit.size(),
                check.size());
        int[] weights = toArray(EvaluationWeights.DEFAULT);
        double scale;
        if (labels != null) {
            scale = SEARCH_SCALE;
            Map<String, Integer> searched = readLabels(labels);
            fit = label(fit, searchNodes, searched);
            check = label(check, searchNodes, searched);
            writeLabels(labels, searched);
            System.out.printf(Locale.ROOT, "%d and %d positions labelled by a search of %d nodes%n", fit.size(),
                    check.size(), searchNodes);
        } else {
            scale = fitScale(fit, weights);
        }
        System.out.printf(Locale.ROOT, "scale %.1f; error of the weights played: fit %.6f, check %.6f%n", scale,
                error(fit, weights, scale), error(check, weights, scale));
        int[] result = descend(fit, weights, scale, fitted);
        System.out.printf(Locale.ROOT, "fitted: fit %.6f, check %.6f%n", error(fit, result, scale),
                error(check, result, scale));
        System.out.println("new EvaluationWeights(" + String.join(", ",
                Arrays.stream(result).mapToObj(Integer::toString).toList()) + ")");
    }

    /** The records of a report's games: the lines between one game's note and the next. */
    private static List<String> records(String report) {
        List<String> records = new ArrayList<>();
        StringBuilder record = null;
        for (String line : report.split("\n")) {
            if (line.startsWith("# game ")) {
                if (record != null) {
                    records.add(record.toString());
                }
                record = new StringBuilder();
            } else if (line.startsWith("first:  ")) {
                break;
            } else if (record != null) {
                record.append(line).append('\n');
            }
        }
        if (record != null) {
            records.add(record.toString());
        }
        return records;
    }

    private static List<Sample> samples(String record) {
        MorrisGame game = MorrisGame.newGame();
        List<Core> positions = new ArrayList<>();
        for (RecordedMove move : MorrisNotation.parseRecordMoves(record)) {
            Core core = Fixtures.core(game);
            if (game.ply() >= FIRST_PLY && !core.flies(0) && !core.flies(1)
                    && ReferenceEvaluation.score(core, true) == ReferenceEvaluation.score(core, false)) {
                positions.add(core.copy());
            }
            if (!game.play(move.text()).isAccepted()) {
                throw new IllegalArgumentException("refused " + move.text());
            }
        }
        MorrisResult result = game.ending().orElse(null);
        if (result == null) {
            return List.of();
        }
        List<Sample> samples = new ArrayList<>();
        for (Core core : positions) {
            double points = result.isDraw() ? 0.5
                    : result.winner().orElseThrow().ordinal() == core.turn() ? 1 : 0;
            samples.add(new Sample(core, points));
        }
        return samples;
    }

    /**
     * The samples with the score a search of {@code nodes} gives each (read from {@code searched} when it holds
     * the position's text, else searched and added to it), through the logistic curve; proved ends are left out.
     */
    private static List<Sample> label(List<Sample> samples, long nodes, Map<String, Integer> searched) {
        Strength strength = new Strength(Search.MAX_DEPTH, nodes, 0, 0, 0, false, 20);
        List<String> texts = samples.stream().map(s -> MorrisNotation.formatPosition(s.core().toPosition())).toList();
        AtomicInteger done = new AtomicInteger();
        texts.parallelStream().filter(text -> !searched.containsKey(text)).forEach(text -> {
            Search search = Search.of(Fixtures.core(MorrisGame.fromPosition(text)), strength, 1, () -> false);
            search.judgedMove(new SplittableRandom(1));
            searched.put(text, search.provedEnd().isPresent() ? PROVED : search.score());
            if (done.incrementAndGet() % 500 == 0) {
                System.out.printf(Locale.ROOT, "%d searched%n", done.get());
            }
        });
        List<Sample> labelled = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            int score = searched.get(texts.get(i));
            if (score != PROVED) {
                labelled.add(new Sample(samples.get(i).core(), 1 / (1 + Math.exp(-score / SEARCH_SCALE))));
            }
        }
        return labelled;
    }

    /**
     * The searched scores kept from an earlier run (a position text, a tab, its score), in a map the parallel
     * searches add to.
     */
    private static Map<String, Integer> readLabels(Path file) throws IOException {
        Map<String, Integer> labels = new ConcurrentHashMap<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file)) {
                String[] parts = line.split("\t");
                labels.put(parts[0], Integer.parseInt(parts[1]));
            }
        }
        return labels;
    }

    private static void writeLabels(Path file, Map<String, Integer> labels) throws IOException {
        List<String> lines = new ArrayList<>();
        labels.forEach((text, score) -> lines.add(text + "\t" + score));
        Files.write(file, lines);
    }

    private static double error(List<Sample> samples, int[] weights, double scale) {
        EvaluationWeights w = fromArray(weights);
        ToDoubleFunction<Sample> squared = sample -> {
            int score = ReferenceEvaluation.score(sample.core(), true, w);
            double expected = score == Evaluation.STUCK ? 0 : 1 / (1 + Math.exp(-score / scale));
            return (sample.result() - expected) * (sample.result() - expected);
        };
        return samples.parallelStream().mapToDouble(squared).sum() / samples.size();
    }

    /** The logistic curve's scale, in hundredths of a man, that fits the given weights best. */
    private static double fitScale(List<Sample> samples, int[] weights) {
        double best = 100;
        double bestError = error(samples, weights, best);
        for (double scale = 50; scale <= 2000; scale *= 1.05) {
            double error = error(samples, weights, scale);
            if (error < bestError) {
                best = scale;
                bestError = error;
            }
        }
        return best;
    }

    /** Coordinate descent: each weight up or down while the error falls, in steps shrinking to one. */
    private static int[] descend(List<Sample> samples, int[] start, double scale, boolean[] fitted) {
        int[] weights = start.clone();
        double error = error(samples, weights, scale);
        for (int step = 8; step >= 1; step /= 2) {
            boolean better = true;
            while (better) {
                better = false;
                for (int i = 0; i < weights.length; i++) {
                    if (!fitted[i]) {
                        continue;
                    }
                    for (int sign : new int[] {1, -1}) {
                        int[] tried = weights.clone();
                        tried[i] = Math.max(0, tried[i] + sign * step);
                        double e = error(samples, tried, scale);
                        if (e < error - 1e-7) {
                            weights = tried;
                            error = e;
                            better = true;
                        }
                    }
                }
            }
            System.out.printf(Locale.ROOT, "step %d: %.6f %s%n", step, error, Arrays.toString(weights));
        }
        return weights;
    }

    private static int[] toArray(EvaluationWeights w) {
        return new int[] {w.threatToMove(), w.threat(), w.placingThreat(), w.doubleThreat(), w.closedMill(),
            w.doubleMill(), w.step(), w.blocked(), w.cornered(), w.oneStep(), w.twoSteps(), w.placingStep(),
            w.placingBlocked(), w.crossing()};
    }

    private static EvaluationWeights fromArray(int[] a) {
        return new EvaluationWeights(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12],
                a[13]);
    }
}
