package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Optional;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyState;

/**
 * An outside engine playing one game of the mill family (Sanmill on a preset, GamesmanOne on a variant), as the
 * cross-check asks it: the moves at a position, perft to a depth and the ending. A position is given both as
 * Tabula's state and as the moves from the start; each partner takes what it addresses a position by. Why its
 * answers may differ from Tabula's is the partner's own ({@link KnownDifference}, {@link GamesmanOneDifference}).
 */
interface FamilyPartner {

    /** Its name in the reports: {@code Sanmill}. */
    String name();

    /** The game it plays. */
    PartnerGame game();

    /** How it is told a position, which says how Tabula's side of a perft is counted. */
    Addressing addressing();

    /**
     * Its legal moves at a position, in Tabula's notation.
     *
     * @throws IllegalStateException when it cannot reach the position or answers out of turn
     */
    List<String> moves(FamilyState state, List<String> history);

    /**
     * Its perft count of a depth from a position.
     *
     * @throws IllegalStateException when it cannot reach the position or answers out of turn
     */
    long perft(FamilyState state, List<String> history, int depth);

    /** The rule of its own behind two move lists that differ at a position, for a person, or empty for a bug. */
    Optional<String> explain(MoveSets sets, FamilyState state, List<String> history);

    /** How its ending of a game Tabula has ended differs from Tabula's, or empty when they agree. */
    Optional<EndingDifference> ending(FamilyState state, List<String> history);

    /** The plies after which a lockstep game the rules have not ended stops. */
    int gameCap();

    /** What a lockstep game does at a difference. */
    AtDifference atDifference();

    /** Two endings that differ: what differs, for a person, and the rule that explains it, if one does. */
    record EndingDifference(String note, Optional<String> rule) {
    }

    /** How a partner is told a position. */
    enum Addressing {
        /** By the moves from the start (Sanmill): Tabula's state carries the same history, repetitions and all. */
        HISTORY,
        /** By the position alone (GamesmanOne's formal position): Tabula's state starts afresh there. */
        POSITION;

        /** Tabula's state of a position as the partner sees it. */
        FamilyState state(FamilyState played) {
            return this == HISTORY ? played : FamilyState.of(played.position());
        }

        /** Tabula's perft from that state: the reference walk over a history, the fast one from a lone position. */
        long perft(FamilyState state, int depth) {
            return this == HISTORY ? FamilyPerft.perft(state, depth) : FamilyPerft.fast(state.position(), depth);
        }
    }

    /** What a lockstep game does where the two move lists differ. */
    enum AtDifference {
        /** Past a difference a rule explains it goes on by a move both list; after any other it stops. */
        GO_ON_WHERE_EXPLAINED,
        /** It stops, and an ending Tabula reached there (a repetition) counts among the endings. */
        STOP
    }
}
