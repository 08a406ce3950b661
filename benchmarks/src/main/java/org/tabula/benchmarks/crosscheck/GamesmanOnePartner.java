package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Optional;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.model.MorrisResult;

/**
 * GamesmanOne on one variant through Tabula's glue, told each position as its formal position
 * ({@link GamesmanOneText}), so each question stands alone; its differences from Tabula that a rule explains are
 * {@link GamesmanOneDifference}'s.
 *
 * @param game the variant
 * @param glue the glue, playing the variant
 */
record GamesmanOnePartner(GamesmanOneVariant game, GamesmanOneGlue glue) implements FamilyPartner {

    static final String NAME = "GamesmanOne";
    /** Without a no-mill limit a random game ends by a capture or by repetition; this bounds the rest. */
    private static final int GAME_CAP = 1_000;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Addressing addressing() {
        return Addressing.POSITION;
    }

    @Override
    public List<String> moves(FamilyState state, List<String> history) {
        return glue.moves(GamesmanOneText.formal(state.position()));
    }

    @Override
    public long perft(FamilyState state, List<String> history, int depth) {
        return glue.perft(depth, GamesmanOneText.formal(state.position()));
    }

    @Override
    public Optional<String> explain(MoveSets sets, FamilyState state, List<String> history) {
        return GamesmanOneDifference.ofMoves(sets, state.ending()).map(GamesmanOneDifference::rule);
    }

    /** Tabula's ending for the side to move against GamesmanOne's primitive value; none is explained. */
    @Override
    public Optional<EndingDifference> ending(FamilyState state, List<String> history) {
        MorrisResult ending = state.ending().orElseThrow();
        String tabula = VariantCheck.primitive(ending, state.position());
        String theirs = glue.end(GamesmanOneText.formal(state.position()));
        return tabula.equals(theirs) ? Optional.empty()
                : Optional.of(new EndingDifference("the endings differ for the side to move: Tabula " + tabula
                        + " (" + ending.sentence() + "), GamesmanOne " + theirs, Optional.empty()));
    }

    @Override
    public int gameCap() {
        return GAME_CAP;
    }

    /** Its one known difference is Tabula's repetition, where Tabula's game has ended: nothing to go on by. */
    @Override
    public AtDifference atDifference() {
        return AtDifference.STOP;
    }
}
