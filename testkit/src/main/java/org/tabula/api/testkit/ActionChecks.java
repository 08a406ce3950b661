package org.tabula.api.testkit;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TakenBack;

/**
 * Draw offers and answers, resignations and timeouts, tried on a copy of the match: each refused one changes
 * nothing, each accepted one does what the contract says, undo takes back an ending alone, and the record keeps
 * what was done. The walk's own match never has an offer standing, so an answer tried on it must be refused.
 */
final class ActionChecks {

    private ActionChecks() {
    }

    /** Tries one action, by a side drawn at random, on a copy of the match, then reads the copy's record back. */
    static void tryOneOnACopy(GameProvider provider, Match game, Random random) {
        Match copy = game.copy();
        List<Side> sides = copy.sides();
        Side side = sides.get(random.nextInt(sides.size()));
        GameSnapshot before = GameSnapshot.of(copy);
        switch (random.nextInt(5)) {
            case 0 -> offer(provider, copy, side, random);
            case 1 -> ending("resign", copy, side, before, copy.resign(side));
            case 2 -> ending("timeout", copy, side, before, copy.timeout(side));
            case 3 -> {
                Verify.refused("acceptDraw by " + side + " with no offer standing", copy.acceptDraw(side));
                Verify.unchanged("a refused acceptDraw changed the game", before, copy);
            }
            default -> {
                Verify.refused("declineDraw by " + side + " with no offer standing", copy.declineDraw(side));
                Verify.unchanged("a refused declineDraw changed the game", before, copy);
            }
        }
        TextChecks.record(provider, copy);
    }

    /**
     * An offer: refused (always, in a game without draws by agreement) and nothing changed, or standing; then
     * answered by the other side, or withdrawn by its move (the offering side's own move leaves it standing).
     */
    private static void offer(GameProvider provider, Match game, Side side, Random random) {
        GameSnapshot before = GameSnapshot.of(game);
        Outcome<Side> offered = game.offerDraw(side);
        if (!provider.drawsByAgreement() && game.status() == Status.ACTIVE) {
            Verify.refusedAs("a draw offer in a game without draws", MatchRefusal.NO_DRAWS, offered);
        }
        if (!offered.isAccepted()) {
            Verify.refused("a draw offer by " + side, offered);
            Verify.unchanged("a refused draw offer by " + side + " changed the game", before, game);
            return;
        }
        Verify.equal("the side that offered", side, offered.value());
        Verify.equal("the side whose offer stands", Optional.of(side), game.drawOfferedBy());
        Verify.equal("the status while an offer stands", before.status(), game.status());
        Verify.equal("the legal moves while an offer stands", before.legalMoves(),
                GameSnapshot.texts(game.legalMoves()));
        TextChecks.record(provider, game);
        Side other = game.sides().stream().filter(candidate -> !candidate.equals(side)).findFirst().orElseThrow();
        Verify.refusedAs("an answer by " + side + " to its own offer", MatchRefusal.OWN_OFFER, game.acceptDraw(side));
        switch (random.nextInt(3)) {
            case 0 -> {
                GameSnapshot offering = GameSnapshot.of(game);
                Result result = Verify.accepted("a draw by agreement, " + other + " accepting", game.acceptDraw(other));
                Verify.that(result.isDraw(), () -> "an accepted draw offer ended the game " + result);
                Verify.equal("the status after a draw is accepted", Status.FINISHED, game.status());
                Verify.equal("the result after a draw is accepted", Optional.of(result), game.result());
                Verify.equal("the offer standing once the game is drawn", Optional.empty(),
                        game.drawOfferedBy());
                TextChecks.record(provider, game);
                Match undone = game.copy();
                TakenBack taken = Verify.accepted("undo of the draw agreed", undone.undo());
                Verify.equal("what undo of the draw agreed took back", Optional.of(result), taken.ending());
                Verify.unchanged("undo of the draw agreed leaves the moves and the offer as they stood", offering,
                        undone);
            }
            case 1 -> {
                Verify.accepted(other + " declining the draw", game.declineDraw(other));
                Verify.equal("the offer standing after it was declined", Optional.empty(),
                        game.drawOfferedBy());
                Verify.equal("the legal moves after an offer is declined", before.legalMoves(),
                        GameSnapshot.texts(game.legalMoves()));
            }
            default -> {
                if (!game.legalMoves().isEmpty()) {
                    Side mover = game.turn();
                    String move = game.legalMoves().get(random.nextInt(game.legalMoves().size())).text();
                    GameSnapshot offering = GameSnapshot.of(game);
                    Verify.accepted("the legal move " + move + " while an offer stands", game.play(move));
                    if (mover.equals(side) && game.status() == Status.ACTIVE) {
                        Verify.equal("the offer standing after the offerer's own move", Optional.of(side),
                                game.drawOfferedBy());
                    } else {
                        Verify.equal("the offer standing after the other side's move", Optional.empty(),
                                game.drawOfferedBy());
                    }
                    Verify.accepted("undo of " + move + " played while an offer stood", game.undo());
                    Verify.unchanged("undo of a move puts back the offer that stood before it", offering, game);
                }
            }
        }
    }

    /**
     * A resignation or timeout: refused and nothing changed, or the match over and won by the other side; undo
     * then takes back the ending alone.
     */
    private static void ending(String what, Match game, Side side, GameSnapshot before, Outcome<Result> outcome) {
        if (!outcome.isAccepted()) {
            Verify.refused(what + " by " + side, outcome);
            Verify.unchanged("a refused " + what + " changed the game", before, game);
            return;
        }
        Result result = outcome.value();
        Verify.equal("the status after " + what + " by " + side, Status.FINISHED, game.status());
        Verify.equal("the result after " + what + " by " + side, Optional.of(result), game.result());
        Verify.that(result.winner() != null && !result.winner().equals(side) && game.sides().contains(result.winner()),
                () -> what + " by " + side + " gave the result " + result + " (winner " + result.winner() + ")");
        Verify.equal("the reason of " + what, what, result.reason());
        Verify.equal("the legal moves after " + what, List.of(), GameSnapshot.texts(game.legalMoves()));
        Verify.equal("the offer standing after " + what, Optional.empty(), game.drawOfferedBy());
        Match undone = game.copy();
        Verify.accepted("undo of " + what, undone.undo());
        Verify.unchanged("undo of " + what + " leaves the moves as they stood", before, undone);
    }
}
