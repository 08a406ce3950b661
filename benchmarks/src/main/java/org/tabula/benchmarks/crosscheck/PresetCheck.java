package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.benchmarks.crosscheck.CrossCheckSanmill.Options;
import org.tabula.benchmarks.crosscheck.CrossCheckSanmill.Row;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;

/** The checks of one preset, with the differences they found. */
final class PresetCheck {

    /** A lockstep game the rules have not ended by then stops: both engines draw long before (120 moves). */
    private static final int GAME_CAP = 400;
    private static final String SANMILL = "Sanmill";

    private final SanmillPreset preset;
    private final SanmillGlue glue;
    private final List<Difference> differences = new ArrayList<>();
    private final RandomPlay.Endings endings = new RandomPlay.Endings();

    PresetCheck(SanmillPreset preset, SanmillGlue glue) {
        this.preset = preset;
        this.glue = glue;
    }

    /** The differences the checks found so far, in the order found. */
    List<Difference> differences() {
        return List.copyOf(differences);
    }

    Row startPerft(int depth) {
        int mark = differences.size();
        FamilyState start = FamilyState.start(preset.rules());
        long tabula = FamilyPerft.fast(FamilyPosition.start(preset.rules()), depth);
        long sanmill = glue.perft(List.of(), depth);
        boolean agree = tabula == sanmill;
        if (!agree) {
            locate("perft from the start", start, new ArrayList<>(), depth, tabula, sanmill);
        }
        return row("perft " + depth + " from the start (" + String.format(Locale.ROOT, "%,d", tabula)
                + (agree ? "" : " against " + String.format(Locale.ROOT, "%,d", sanmill)) + ")", 1,
                agree ? 1 : 0, mark);
    }

    Row positionPerfts(Options options) {
        int mark = differences.size();
        int agreements = 0;
        for (int i = 0; i < options.positions(); i++) {
            SplittableRandom random = new SplittableRandom(
                    options.seed() * 1_000_003L + preset.ordinal() * 1_009L + i);
            List<String> history = new ArrayList<>();
            FamilyState state = RandomPlay.game(preset.rules(), random, random.nextInt(options.plies() + 1),
                    history);
            long tabula = FamilyPerft.perft(state, options.positionDepth());
            long sanmill = countOrMinusOne(history, options.positionDepth());
            if (tabula == sanmill) {
                agreements++;
            } else {
                locate("perft from position " + i, state, history, options.positionDepth(), tabula, sanmill);
            }
        }
        return row("perft " + options.positionDepth() + " from random positions", options.positions(), agreements,
                mark);
    }

    Row games(Options options) {
        int mark = differences.size();
        int checks = 0;
        int agreements = 0;
        for (int game = 0; game < options.games(); game++) {
            SplittableRandom random = new SplittableRandom(
                    options.seed() * 7_000_003L + preset.ordinal() * 2_003L + game);
            FamilyState state = FamilyState.start(preset.rules());
            List<String> history = new ArrayList<>();
            for (int ply = 0; ply < GAME_CAP; ply++) {
                List<String> tabula = RandomPlay.texts(state);
                checks++;
                Optional<Difference> difference = compare("game " + game + ", ply " + ply, state, history);
                List<FamilyMove> playable = state.moves();
                if (difference.isPresent()) {
                    differences.add(difference.get());
                    // Past a known difference the game goes on by a move both list; after a bug it stops.
                    Difference found = difference.get();
                    playable = found.known().isEmpty() ? List.of() : playable.stream()
                            .filter(move -> found.theirs().contains(move.text())).toList();
                    if (playable.isEmpty()) {
                        break;
                    }
                } else {
                    agreements++;
                }
                if (tabula.isEmpty() && difference.isEmpty()) {
                    state.ending().ifPresent(endings::add);
                    checks++;
                    Optional<Difference> ending = compareEndings("game " + game + ", its end", state, history);
                    ending.ifPresent(differences::add);
                    agreements += ending.isEmpty() ? 1 : 0;
                    break;
                }
                FamilyMove move = playable.get(random.nextInt(playable.size()));
                history.add(move.text());
                state = state.after(move);
            }
        }
        return row("plies and endings of " + options.games() + " games in lockstep (ended: " + endings + ")",
                checks, agreements, mark);
    }

    /**
     * Where the men fill the board (twelve a side on 24 points), a game placing them all without a mill: seeded
     * random placements, none closing a mill while another is left, until the board is full, and the two
     * endings compared. Empty where the men cannot fill the board or no such game was found.
     */
    Optional<Row> fullBoard(long seed) {
        if (preset.rules().men() * 2 != preset.rules().board().points()) {
            return Optional.empty();
        }
        for (int attempt = 0; attempt < 1_000; attempt++) {
            SplittableRandom random = new SplittableRandom(seed * 31L + attempt);
            FamilyState state = FamilyState.start(preset.rules());
            List<String> history = new ArrayList<>();
            while (!state.moves().isEmpty()) {
                FamilyState now = state;
                List<FamilyMove> quiet = now.moves().stream().filter(move -> !move.isCapture()
                        && !preset.rules().board().inMill(menAfter(now, move), move.to())).toList();
                if (quiet.isEmpty()) {
                    break;
                }
                FamilyMove move = quiet.get(random.nextInt(quiet.size()));
                history.add(move.text());
                state = state.after(move);
            }
            if ((state.position().white() | state.position().black()) == preset.rules().board().all()) {
                int mark = differences.size();
                Optional<Difference> ending = compareEndings("a full board", state, history);
                ending.ifPresent(differences::add);
                return Optional.of(row("the ending of a board filled without a mill", 1, ending.isEmpty() ? 1 : 0,
                        mark));
            }
        }
        return Optional.empty();
    }

    /**
     * Under Lasker's rule, a game reaching a side to move with three men or fewer in all, some on the board and
     * some in hand, where Tabula lets it fly: seeded random play in which both sides take a man when they can
     * and one of them otherwise steps rather than places, and the two move lists compared there. Empty without
     * Lasker's rule or when no such game was found.
     */
    Optional<Row> laskerFlight(long seed) {
        if (!preset.rules().lasker()) {
            return Optional.empty();
        }
        for (int attempt = 0; attempt < 2_000; attempt++) {
            SplittableRandom random = new SplittableRandom(seed * 37L + attempt);
            FamilyState state = FamilyState.start(preset.rules());
            List<String> history = new ArrayList<>();
            for (int ply = 0; ply < 300 && !state.moves().isEmpty(); ply++) {
                FamilyPosition position = state.position();
                int side = position.side();
                int hand = position.inHand(side);
                int onBoard = Integer.bitCount(position.men(side));
                if (hand > 0 && onBoard > 0 && onBoard + hand <= 3) {
                    int mark = differences.size();
                    Optional<Difference> found = compare("a flight with men in hand", state, history);
                    found.ifPresent(differences::add);
                    return Optional.of(row("moves of a side of three men, some in hand, under Lasker's rule", 1,
                            found.isEmpty() ? 1 : 0, mark));
                }
                List<FamilyMove> moves = state.moves();
                List<FamilyMove> captures = moves.stream().filter(FamilyMove::isCapture).toList();
                List<FamilyMove> steps = moves.stream().filter(move -> !move.isPlacement()).toList();
                boolean keepsHand = side != attempt % 2;
                List<FamilyMove> pick = !captures.isEmpty() ? captures
                        : keepsHand && !steps.isEmpty() ? steps : moves;
                FamilyMove move = pick.get(random.nextInt(pick.size()));
                history.add(move.text());
                state = state.after(move);
            }
        }
        return Optional.empty();
    }

    private static int menAfter(FamilyState state, FamilyMove move) {
        int own = state.position().men(state.position().side());
        return move.isPlacement() ? own | 1 << move.to() : own ^ (1 << move.from() | 1 << move.to());
    }

    /** A row of the table for the differences found since {@code mark}. */
    private Row row(String check, int checks, int agreements, int mark) {
        long explained = differences.subList(mark, differences.size()).stream()
                .filter(difference -> difference.known().isPresent()).count();
        return new Row(preset, check, checks, agreements, explained);
    }

    /**
     * Follows a perft that differs down to the first position whose move lists differ: the position itself
     * when its lists do, else the first child whose counts differ. Records what it finds.
     */
    private void locate(String check, FamilyState state, List<String> history, int depth, long tabula,
            long sanmill) {
        Optional<Difference> sets = compare(check, state, history);
        if (sets.isPresent()) {
            // The lists may have parted earlier on the way (Sanmill could not follow, or followed to a
            // position of its own): name the first position where they did.
            differences.add(firstDivergence(check, history).orElse(sets.get()));
            return;
        }
        if (depth > 1) {
            for (FamilyMove move : state.moves()) {
                FamilyState child = state.after(move);
                List<String> deeper = new ArrayList<>(history);
                deeper.add(move.text());
                long ours = FamilyPerft.perft(child, depth - 1);
                long theirs = countOrMinusOne(deeper, depth - 1);
                if (ours != theirs) {
                    locate(check, child, deeper, depth - 1, ours, theirs);
                    return;
                }
            }
        }
        differences.add(Difference.unexplained(preset.word(), SANMILL, check, history, state.toString(),
                RandomPlay.texts(state), movesOrNone(history), "perft " + depth + ": Tabula " + tabula + ", Sanmill "
                        + sanmill + ", though the move lists agree and no child's count differs"));
    }

    /** The difference of the two endings of a finished game (who won, or a draw), or empty when they agree. */
    private Optional<Difference> compareEndings(String check, FamilyState state, List<String> history) {
        String tabula = state.ending().map(ending -> ending.winner().map(colour -> colour.name()
                .toLowerCase(Locale.ROOT)).orElse("draw") + " (" + ending.sentence() + ")").orElse("ongoing");
        String sanmill = glue.result(history);
        boolean agree = tabula.split(" ")[0].equals(sanmill.split(" ")[0]);
        return agree ? Optional.empty()
                : Optional.of(new Difference(preset.word(), SANMILL, check, history, state.toString(), List.of(),
                        List.of(), "the endings differ: Tabula " + tabula + ", Sanmill " + sanmill,
                        KnownDifference.ofEndings(state.ending(), sanmill).map(KnownDifference::rule)));
    }

    /**
     * The first position along {@code history} whose move lists differ, the last one included; empty if none
     * does.
     */
    private Optional<Difference> firstDivergence(String check, List<String> history) {
        FamilyState state = FamilyState.start(preset.rules());
        for (int ply = 0; ply <= history.size(); ply++) {
            Optional<Difference> sets = compare(check + ", ply " + ply + " on its way", state,
                    history.subList(0, ply));
            if (sets.isPresent() || ply == history.size()) {
                return sets;
            }
            String text = history.get(ply);
            state = state.after(state.moves().stream().filter(move -> move.text().equals(text)).findFirst()
                    .orElseThrow());
        }
        return Optional.empty();
    }

    /** The difference of the two move lists at a position, or empty when they agree. */
    private Optional<Difference> compare(String check, FamilyState state, List<String> history) {
        List<String> tabula = RandomPlay.texts(state);
        List<String> sanmill;
        try {
            sanmill = glue.moves(history);
        } catch (IllegalStateException e) {
            return Optional.of(Difference.unexplained(preset.word(), SANMILL, check, history, state.toString(),
                    tabula, List.of(), e.getMessage()));
        }
        MoveSets sets = MoveSets.compare(tabula, sanmill);
        return sets.agree() ? Optional.empty()
                : Optional.of(new Difference(preset.word(), SANMILL, check, history, state.toString(), tabula, sanmill,
                        sets.describe(SANMILL), KnownDifference.ofMoves(sets, state.ending(),
                                backAtLastCapture(state, history), fliesWithMenInHand(state))
                                .map(KnownDifference::rule)));
    }

    /** Whether the side to move has men on the board and in hand and Tabula lets it fly (Lasker's rule). */
    private static boolean fliesWithMenInHand(FamilyState state) {
        FamilyPosition position = state.position();
        int side = position.side();
        int onBoard = Integer.bitCount(position.men(side));
        int hand = position.inHand(side);
        MillRules rules = state.rules();
        return rules.lasker() && hand > 0 && onBoard > 0 && (rules.flying() == Flying.ALWAYS
                || rules.flying() == Flying.AT_THREE && onBoard + hand <= 3);
    }

    /** Whether the position is the one the last placement or capture along {@code history} left. */
    private boolean backAtLastCapture(FamilyState state, List<String> history) {
        FamilyState replay = FamilyState.start(preset.rules());
        FamilyPosition lastLasting = replay.position();
        for (String text : history) {
            FamilyMove move = replay.moves().stream().filter(m -> m.text().equals(text)).findFirst().orElseThrow();
            replay = replay.after(move);
            if (move.isPlacement() || move.isCapture()) {
                lastLasting = replay.position();
            }
        }
        FamilyPosition now = state.position();
        return lastLasting.white() == now.white() && lastLasting.black() == now.black()
                && lastLasting.side() == now.side();
    }

    private long countOrMinusOne(List<String> history, int depth) {
        try {
            return glue.perft(history, depth);
        } catch (IllegalStateException e) {
            return -1;
        }
    }

    private List<String> movesOrNone(List<String> history) {
        try {
            return glue.moves(history);
        } catch (IllegalStateException e) {
            return List.of();
        }
    }
}
