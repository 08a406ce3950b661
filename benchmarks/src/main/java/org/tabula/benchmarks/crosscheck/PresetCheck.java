package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;

/**
 * The checks only Sanmill's presets get, each steering a game to a rule where random play seldom goes: a board
 * filled without a mill, and a side of three men with some in hand under Lasker's rule.
 */
final class PresetCheck {

    private final SanmillPreset preset;
    private final FamilyCheck check;

    /** The preset's checks, recorded with the common checks of the same partner. */
    PresetCheck(SanmillPreset preset, FamilyCheck check) {
        this.preset = preset;
        this.check = check;
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
                return Optional.of(check.one("the ending of a board filled without a mill",
                        check.compareEndings("a full board", state, history)));
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
                    return Optional.of(check.one("moves of a side of three men, some in hand, under Lasker's rule",
                            check.compare("a flight with men in hand", state, history)));
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
}
