package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;

/**
 * Sanmill on one preset through its glue, told each position by the moves from the start; its differences from
 * Tabula that a rule explains are {@link KnownDifference}'s.
 *
 * @param game the preset
 * @param glue the glue, already playing the preset's rules
 */
record SanmillPartner(SanmillPreset game, SanmillGlue glue) implements FamilyPartner {

    /** A lockstep game the rules have not ended by then stops: both engines draw long before (120 moves). */
    private static final int GAME_CAP = 400;

    @Override
    public String name() {
        return "Sanmill";
    }

    @Override
    public Addressing addressing() {
        return Addressing.HISTORY;
    }

    @Override
    public List<String> moves(FamilyState state, List<String> history) {
        return glue.moves(history);
    }

    @Override
    public long perft(FamilyState state, List<String> history, int depth) {
        return glue.perft(history, depth);
    }

    @Override
    public Optional<String> explain(MoveSets sets, FamilyState state, List<String> history) {
        return KnownDifference.ofMoves(sets, state.ending(), backAtLastCapture(state, history),
                fliesWithMenInHand(state)).map(KnownDifference::rule);
    }

    /** Tabula's winner (or draw) against Sanmill's, each with its reason; an explained one by the full board. */
    @Override
    public Optional<EndingDifference> ending(FamilyState state, List<String> history) {
        String tabula = state.ending().map(ending -> ending.winner().map(colour -> colour.name()
                .toLowerCase(Locale.ROOT)).orElse("draw") + " (" + ending.sentence() + ")").orElse("ongoing");
        String sanmill = glue.result(history);
        boolean agree = tabula.split(" ")[0].equals(sanmill.split(" ")[0]);
        return agree ? Optional.empty()
                : Optional.of(new EndingDifference("the endings differ: Tabula " + tabula + ", Sanmill " + sanmill,
                        KnownDifference.ofEndings(state.ending(), sanmill).map(KnownDifference::rule)));
    }

    @Override
    public int gameCap() {
        return GAME_CAP;
    }

    /** Past a difference of the rules the game goes on by a move both list, so one game shows several. */
    @Override
    public AtDifference atDifference() {
        return AtDifference.GO_ON_WHERE_EXPLAINED;
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
        FamilyState replay = FamilyState.start(game.rules());
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
}
