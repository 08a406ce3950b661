package org.tabula.web.table;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Analysis;
import org.tabula.api.Evaluation;
import org.tabula.api.Side;

/**
 * What the server says of one ply of a table: the move the game's strongest bot plays there with its evaluation,
 * and, where the game knows the position for certain (an endgame table), the verdict with best play.
 *
 * @param ply the ply looked at
 * @param position the position text at that ply
 * @param turn the side to move there, or null when the game is over at that ply
 * @param bestMove the bot's move, empty when there is none to give (the game over, a throw awaited, no bot)
 * @param bot the bot level's name asked, or null when the game has none
 * @param evaluation the bot's judgement of the ply, empty from a bot that gives none or when there is no move
 * @param note why there is no best move, or null when there is one
 * @param known the game's certain answer, empty where it knows none
 * @param sentence the verdict for a person ("White wins in 7 plies", "Draw", "Light wins with
 *     probability 0.519 under best play"), or null with no verdict
 */
public record AnalysisView(int ply, String position, String turn, Optional<MoveView> bestMove, String bot,
        Optional<Evaluation> evaluation, String note, Optional<Analysis> known, String sentence) {

    /** The verdict said for a person: who wins with best play and how soon, a draw, or the side to move's chance. */
    static String sentence(Analysis analysis, Side toMove, List<Side> sides) {
        Side other = sides.stream().filter(side -> !side.equals(toMove)).findFirst().orElseThrow();
        return analysis.sentence(toMove.title(), other.title());
    }
}
