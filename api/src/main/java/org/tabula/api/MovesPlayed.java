package org.tabula.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The moves a game has played, each numbered and sided where it was played, found by taking them back one by one
 * on a copy: what every host's list of moves would otherwise work out again.
 */
final class MovesPlayed {

    private MovesPlayed() {
    }

    /**
     * The moves of the game, oldest first. A game begun from a position lists the moves since then; a move the game
     * will not take back ends the list there (the moves after it are listed).
     */
    static List<PlayedMove> of(Game played) {
        Game game = played.copy();
        List<PlayedMove> moves = new ArrayList<>();
        while (!game.history().isEmpty()) {
            List<Move> before = List.copyOf(game.history());
            if (!game.undo().isAccepted() || game.history().size() >= before.size()) {
                break;
            }
            // One undo may take back several moves (the Royal Game of Ur's turns lost go with the move before
            // them): they are played again from where the undo stopped, each numbered where it was played.
            moves.addAll(0, numbered(game.copy(), before.subList(game.history().size(), before.size())));
        }
        return List.copyOf(moves);
    }

    /** The moves played one after another from {@code game}, each with the number and side the game gives it there. */
    private static List<PlayedMove> numbered(Game game, List<Move> moves) {
        List<PlayedMove> numbered = new ArrayList<>();
        Game at = game;
        for (Move move : moves) {
            numbered.add(new PlayedMove(at.nextMoveNumber(), at.turn(), move, display(at, move)));
            at = replayed(at, move).orElse(at);
        }
        return numbered;
    }

    /** The move's display text where the game has one and takes the move as legal there. */
    private static Optional<String> display(Game game, Move move) {
        try {
            return game.displayText(move);
        } catch (IllegalArgumentException notLegalHere) {
            // A move an outcome forced (a turn lost) is not among the legal moves while the game waits for chance.
            return Optional.empty();
        }
    }

    /**
     * The game after a move played again: played, or where the game waits for chance, the move an outcome forces
     * (a turn lost to the roll), found by trying each outcome on a copy. Empty when neither gives it.
     */
    private static Optional<Game> replayed(Game game, Move move) {
        Optional<ChanceRequest> chance = game.pendingChance();
        if (chance.isEmpty()) {
            Game next = game.copy();
            return next.play(move).isAccepted() ? Optional.of(next) : Optional.empty();
        }
        int before = game.history().size();
        for (String outcome : chance.get().outcomes()) {
            Game next = game.copy();
            if (next.supplyChance(outcome).isAccepted() && next.history().size() == before + 1
                    && next.history().get(before).text().equals(move.text())) {
                return Optional.of(next);
            }
        }
        return Optional.empty();
    }
}
