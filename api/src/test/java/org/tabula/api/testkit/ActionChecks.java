package org.tabula.api.testkit;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * Draw offers and answers, resignations and timeouts, tried on a copy: each refused one changes nothing, each
 * accepted one does what the contract says, and the record keeps what it did. The walk's own game never has an
 * offer standing, so an answer tried on it must be refused.
 */
final class ActionChecks {

    private ActionChecks() {
    }

    /** Tries one action, by a side drawn at random, on a copy of the game, then reads the copy's record back. */
    static void tryOneOnACopy(GameProvider provider, Game game, Random random) {
        Game copy = game.copy();
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
     * An offer: refused and nothing changed, or standing; then answered by another side, or withdrawn by a move
     * (the offering side's own move may leave it standing, as the game's rules say).
     */
    private static void offer(GameProvider provider, Game game, Side side, Random random) {
        GameSnapshot before = GameSnapshot.of(game);
        Outcome<Side> offered = game.offerDraw(side);
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
        List<Side> others = game.sides().stream().filter(other -> !other.equals(side)).toList();
        if (others.isEmpty()) {
            return;
        }
        Side other = others.get(random.nextInt(others.size()));
        switch (random.nextInt(3)) {
            case 0 -> {
                Result result = Verify.accepted("a draw by agreement, " + other + " accepting", game.acceptDraw(other));
                Verify.that(result.isDraw(), () -> "an accepted draw offer ended the game " + result);
                Verify.equal("the status after a draw is accepted", Status.FINISHED, game.status());
                Verify.equal("the result after a draw is accepted", Optional.of(result), game.result());
                Verify.equal("the offer standing once the game is drawn", Optional.empty(),
                        game.drawOfferedBy());
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
                    Verify.accepted("the legal move " + move + " while an offer stands", game.play(move));
                    if (mover.equals(side)) {
                        // Whether an offer stands through its own side's move is the game's rule (morris: it does).
                        Verify.that(game.drawOfferedBy().isEmpty() || game.drawOfferedBy().equals(Optional.of(side)),
                                () -> "after " + side + "'s own move its offer became " + game.drawOfferedBy());
                    } else {
                        Verify.equal("the offer standing after the other side's move", Optional.empty(),
                                game.drawOfferedBy());
                    }
                }
            }
        }
    }

    /** A resignation or timeout: refused and nothing changed, or the game over and won by another side. */
    private static void ending(String what, Game game, Side side, GameSnapshot before, Outcome<Result> outcome) {
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
        Verify.equal("the legal moves after " + what, List.of(), GameSnapshot.texts(game.legalMoves()));
        Verify.equal("the offer standing after " + what, Optional.empty(), game.drawOfferedBy());
    }
}
