package org.tabula.morris.bots;

import org.tabula.morris.model.Position;

/**
 * The weights of {@link Evaluation}, in hundredths of a man, kept in one place so that the fast evaluation and
 * its plain test reference read the same figures.
 *
 * @param threatToMove a mill the side to move can close now
 * @param threat each further open mill of the side to move, or one open mill of the side that waits
 * @param placingThreat an open mill while placing
 * @param doubleThreat two open mills of the side that waits: one of them closes whatever is done
 * @param closedMill a closed mill
 * @param doubleMill a man swinging between two mills, closing one every move
 * @param step a step a man could take, moving
 * @param blocked a man with no empty neighbour, moving
 * @param cornered a side not to move, moving, that has no step: unless the side to move opens a point, it loses
 * @param oneStep a side, moving, left with a single step: one quiet move of the opponent's may shut it in
 * @param twoSteps a side, moving, left with two steps
 * @param placingStep a step a man could take were placing over, for a side with all nine men still in hand
 * @param placingBlocked a man with no empty neighbour while placing, for a side with all nine in hand
 * @param crossing a man on a four-way point while placing
 */
record EvaluationWeights(int threatToMove, int threat, int placingThreat, int doubleThreat, int closedMill,
        int doubleMill, int step, int blocked, int cornered, int oneStep, int twoSteps, int placingStep,
        int placingBlocked, int crossing) {

    /**
     * The weights the bots play with. Steps weigh far more than they did (4, and nothing while placing): level 5
     * lost most games against Sanmill by blockade, placing its men where they had no room once the hands were
     * empty (Sanmill itself weighs a move at a fifth of a man while placing and two fifths moving). Chosen by
     * measurement (issue 20, EvalDuel at 100 polls and 20-game matches against Sanmill at 200 ms): steps 16/6
     * beat the old weights 95% and Sanmill 62.5%; 24/12 beat 16/6 82.5% and Sanmill 85%; 32/18 lost to 24/12 45%.
     * A side left with one or two steps pays 80 or 30 more (issue 37, against blockades): 58.8% against the
     * weights without it (EvalDuel, 40 games at 200 polls), where 150/60 scored 55.0% and a cornered side at
     * 400 instead of the penalty 55.0%; at 200 ms against Sanmill (seeds 100-119, 40 games) 73.8% against 71.3%.
     */
    static final EvaluationWeights DEFAULT =
            new EvaluationWeights(60, 22, 18, 70, 10, 55, 24, 12, 150, 80, 30, 12, 8, 3);

    /**
     * The weight of a step while placing for a side with {@code hand} men still to place: from
     * {@link #placingStep} with a full hand up to {@link #step} as the hand empties, since the fewer men are left
     * to place, the nearer the moving phase is and the less the board can still change.
     */
    int placingStep(int hand) {
        return (placingStep * hand + step * (Position.MEN - hand)) / Position.MEN;
    }

    /** The weight of a blocked man while placing, growing as the hand empties as {@link #placingStep(int)}. */
    int placingBlocked(int hand) {
        return (placingBlocked * hand + blocked * (Position.MEN - hand)) / Position.MEN;
    }
}
