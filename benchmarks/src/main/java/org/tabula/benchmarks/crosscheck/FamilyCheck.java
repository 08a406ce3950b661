package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
import org.tabula.benchmarks.crosscheck.FamilyPartner.Addressing;
import org.tabula.benchmarks.crosscheck.FamilyPartner.AtDifference;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyState;

/**
 * The checks every partner of the family gets, on the game it plays, with the differences they found: perft from
 * the start and from random positions, random games in lockstep, and the comparisons a partner's own checks use.
 */
final class FamilyCheck {

    private final FamilyPartner partner;
    private final PartnerGame game;
    private final List<Difference> differences = new ArrayList<>();
    private final RandomPlay.Endings endings = new RandomPlay.Endings();

    FamilyCheck(FamilyPartner partner) {
        this.partner = partner;
        this.game = partner.game();
    }

    /** The differences the checks found so far, in the order found. */
    List<Difference> differences() {
        return List.copyOf(differences);
    }

    Row startPerft(int depth) {
        int mark = differences.size();
        FamilyState start = partner.addressing().state(FamilyState.start(game.rules()));
        long tabula = FamilyPerft.fast(start.position(), depth);
        long theirs = partner.perft(start, List.of(), depth);
        boolean agree = tabula == theirs;
        if (!agree) {
            locate("perft from the start", start, List.of(), depth, tabula, theirs);
        }
        return row("perft " + depth + " from the start (" + String.format(Locale.ROOT, "%,d", tabula)
                + (agree ? "" : " against " + String.format(Locale.ROOT, "%,d", theirs)) + ")", 1, agree ? 1 : 0,
                mark);
    }

    Row positionPerfts(CheckOptions options) {
        int mark = differences.size();
        int agreements = 0;
        Addressing addressing = partner.addressing();
        for (int i = 0; i < options.positions(); i++) {
            SplittableRandom random = new SplittableRandom(
                    options.seed() * 1_000_003L + game.ordinal() * 1_009L + i);
            List<String> history = new ArrayList<>();
            FamilyState state = addressing.state(RandomPlay.game(game.rules(), random,
                    random.nextInt(options.plies() + 1), history));
            long tabula = addressing.perft(state, options.positionDepth());
            long theirs = countOrMinusOne(state, history, options.positionDepth());
            if (tabula == theirs) {
                agreements++;
            } else {
                locate("perft from position " + i, state, history, options.positionDepth(), tabula, theirs);
            }
        }
        return row("perft " + options.positionDepth() + " from random positions", options.positions(), agreements,
                mark);
    }

    Row games(CheckOptions options) {
        int mark = differences.size();
        int checks = 0;
        int agreements = 0;
        for (int number = 0; number < options.games(); number++) {
            SplittableRandom random = new SplittableRandom(
                    options.seed() * 7_000_003L + game.ordinal() * 2_003L + number);
            FamilyState state = FamilyState.start(game.rules());
            List<String> history = new ArrayList<>();
            for (int ply = 0; ply < partner.gameCap(); ply++) {
                checks++;
                Optional<Difference> difference = compare("game " + number + ", ply " + ply, state, history);
                List<FamilyMove> playable = state.moves();
                if (difference.isPresent()) {
                    differences.add(difference.get());
                    playable = pastDifference(difference.get(), state, playable);
                    if (playable.isEmpty()) {
                        break;
                    }
                } else {
                    agreements++;
                    if (playable.isEmpty()) {
                        state.ending().ifPresent(endings::add);
                        checks++;
                        Optional<Difference> ending = compareEndings("game " + number + ", its end", state, history);
                        ending.ifPresent(differences::add);
                        agreements += ending.isEmpty() ? 1 : 0;
                        break;
                    }
                }
                FamilyMove move = playable.get(random.nextInt(playable.size()));
                history.add(move.text());
                state = state.after(move);
            }
        }
        return row("plies and endings of " + options.games() + " games in lockstep (ended: " + endings + ")",
                checks, agreements, mark);
    }

    /** A row for a check of one position, the difference it found, if any, recorded. */
    Row one(String check, Optional<Difference> found) {
        int mark = differences.size();
        found.ifPresent(differences::add);
        return row(check, 1, found.isEmpty() ? 1 : 0, mark);
    }

    /** Records a difference a partner's own check found. */
    void add(Difference difference) {
        differences.add(difference);
    }

    /** How many differences the checks have found so far: the mark of the next row. */
    int found() {
        return differences.size();
    }

    /** A row of the table for the differences found since {@code mark}. */
    Row row(String check, int checks, int agreements, int mark) {
        long explained = differences.subList(mark, differences.size()).stream()
                .filter(difference -> difference.known().isPresent()).count();
        return new Row(game, check, checks, agreements, explained);
    }

    /** The difference of the two move lists at a position, or empty when they agree. */
    Optional<Difference> compare(String check, FamilyState state, List<String> history) {
        List<String> tabula = RandomPlay.texts(state);
        List<String> theirs;
        try {
            theirs = partner.moves(state, history);
        } catch (IllegalStateException e) {
            return Optional.of(Difference.unexplained(game.word(), partner.name(), check, history,
                    state.position().text(), tabula, List.of(), e.getMessage()));
        }
        MoveSets sets = MoveSets.compare(tabula, theirs);
        return sets.agree() ? Optional.empty()
                : Optional.of(new Difference(game.word(), partner.name(), check, history, state.position().text(),
                        tabula, theirs, sets.describe(partner.name()), partner.explain(sets, state, history)));
    }

    /** The difference of the two endings of a game Tabula has ended, or empty when they agree. */
    Optional<Difference> compareEndings(String check, FamilyState state, List<String> history) {
        return partner.ending(state, history).map(ending -> new Difference(game.word(), partner.name(), check,
                history, state.position().text(), List.of(), List.of(), ending.note(), ending.rule()));
    }

    /** The moves a lockstep game goes on by past a difference, as the partner has it; none stops the game. */
    private List<FamilyMove> pastDifference(Difference found, FamilyState state, List<FamilyMove> moves) {
        if (partner.atDifference() == AtDifference.STOP) {
            state.ending().ifPresent(endings::add);
            return List.of();
        }
        return found.known().isEmpty() ? List.of()
                : moves.stream().filter(move -> found.theirs().contains(move.text())).toList();
    }

    /**
     * Follows a perft that differs down to the first position whose move lists differ: the position itself
     * when its lists do, else the first child whose counts differ. Records what it finds.
     */
    private void locate(String check, FamilyState state, List<String> history, int depth, long tabula,
            long theirs) {
        Optional<Difference> sets = compare(check, state, history);
        if (sets.isPresent()) {
            // A partner told the moves from the start may have parted from Tabula earlier on the way (it could
            // not follow, or followed to a position of its own): name the first position where it did.
            differences.add(partner.addressing() == Addressing.HISTORY
                    ? firstDivergence(check, history).orElse(sets.get()) : sets.get());
            return;
        }
        Addressing addressing = partner.addressing();
        if (depth > 1) {
            for (FamilyMove move : state.moves()) {
                FamilyState child = addressing.state(state.after(move));
                List<String> deeper = new ArrayList<>(history);
                deeper.add(move.text());
                long ours = addressing.perft(child, depth - 1);
                long partners = countOrMinusOne(child, deeper, depth - 1);
                if (ours != partners) {
                    locate(check, child, deeper, depth - 1, ours, partners);
                    return;
                }
            }
        }
        differences.add(Difference.unexplained(game.word(), partner.name(), check, history, state.position().text(),
                RandomPlay.texts(state), movesOrNone(state, history), "perft " + depth + ": Tabula " + tabula + ", "
                        + partner.name() + " " + theirs + ", though the move lists agree and no child's count differs"));
    }

    /**
     * The first position along {@code history} whose move lists differ, the last one included; empty if none
     * does.
     */
    private Optional<Difference> firstDivergence(String check, List<String> history) {
        FamilyState state = FamilyState.start(game.rules());
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

    private long countOrMinusOne(FamilyState state, List<String> history, int depth) {
        try {
            return partner.perft(state, history, depth);
        } catch (IllegalStateException e) {
            return -1;
        }
    }

    private List<String> movesOrNone(FamilyState state, List<String> history) {
        try {
            return partner.moves(state, history);
        } catch (IllegalStateException e) {
            return List.of();
        }
    }
}
