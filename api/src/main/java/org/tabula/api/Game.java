package org.tabula.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;

/**
 * The state of one game in progress, as its rules see it: whose turn, what may be played, the chance awaited and
 * the result the rules reach. What players do besides moving (draw offers, resigning, clocks) and the record with
 * its marks belong to the {@link Match} that wraps a game; a game knows nothing of them.
 *
 * <p>The same moves from the same start with the same options always make the same game. Everything a game
 * refuses comes back as an {@link Outcome} holding a {@link Refusal}, and the game is then unchanged;
 * exceptions are kept for mistakes in the calling code (a {@code null}, a side the game does not have).
 *
 * <p>What the contract does not assume:
 * <ul>
 *   <li>that sides alternate: ask {@link #turn()} after every move;</li>
 *   <li>that a move is a from-to pair: a {@link Move} is whatever its canonical text says;</li>
 *   <li>that there is no chance: while {@link #pendingChance()} is present the game waits for
 *       {@link #supplyChance(String)} (real dice) or {@link #drawChance()} (the game's own seed), not for a
 *       move, and {@link #legalMoves()} is empty.</li>
 * </ul>
 *
 * @since 0.1.0
 */
public interface Game {

    /**
     * The id of the game this is, as its provider names it.
     *
     * @return the game's id, such as {@code morris}
     */
    String gameId();

    /**
     * The options this game was made with.
     *
     * @return the options, each at its given value or default
     */
    GameOptions options();

    /**
     * The sides, in the order the game names them.
     *
     * @return the sides, in the order the game names them
     */
    List<Side> sides();

    /**
     * The side to move (or, once the game is over, the side that would have moved).
     *
     * @return the side whose turn it is
     */
    Side turn();

    /**
     * Whether the game is still going.
     *
     * @return {@link Status#ACTIVE} while moves may be played, else {@link Status#FINISHED}
     */
    Status status();

    /**
     * How the rules ended the game, or empty while it goes on.
     *
     * @return the result the rules reached, or empty while the game goes on
     */
    Optional<Result> result();

    /**
     * The number of moves played, each side's counted as one, counted from the ply of the starting position.
     *
     * @return the ply of the position as it stands
     */
    int ply();

    /**
     * The number the game's record writes for the next move, as it writes it: {@code 3.} for the first move of a
     * pair and {@code 3...} for the second where the record numbers moves in pairs, a turn's own number where it
     * numbers every turn. A prompt shows it so that a person counts moves as the record does. By default the ply
     * to come, for a game whose record says nothing else.
     *
     * @return the next move's number as the record writes it, such as {@code 3.} or {@code 3...}
     */
    default String nextMoveNumber() {
        return Integer.toString(ply() + 1);
    }

    /**
     * Every move the side to move may play, in a fixed order; empty once the game is over.
     *
     * @return the legal moves, in the game's fixed order
     */
    List<? extends Move> legalMoves();

    /**
     * Plays a move given as text for the side to move. The game's notation says what it reads; it is lenient
     * where the notation says so and takes any string without throwing.
     *
     * @param moveText a move as a person or a record wrote it; any string
     * @return the move played, in canonical form, or why it was refused
     */
    Outcome<Move> play(String moveText);

    /**
     * Plays a move value for the side to move. A move of another game is read by its text.
     *
     * @param move a move value, such as one of {@link #legalMoves()}
     * @return the move played, or why it was refused
     */
    Outcome<Move> play(Move move);

    /**
     * Takes back the last move, lifting any result the rules had reached; refused when there is none. Whatever a
     * roll or another chance did before that move stays as the game's rules say (the roll the move was played on
     * stands again, say).
     *
     * @return the move taken back, or why there was none to take back
     */
    Outcome<Move> undo();

    /**
     * The moves played, in order.
     *
     * @return the moves played since the starting position, first first
     */
    List<? extends Move> history();

    /**
     * The position as it stands, as one line of the game's position text.
     *
     * @return the position text, which {@link GameProvider#fromPosition} reads back
     */
    String position();

    /**
     * A second game in the same state that shares nothing with this one.
     *
     * @return an independent copy of this game
     */
    Game copy();

    /**
     * The board as it stands, ready to draw.
     *
     * @return a view that draws the board as it stands now
     */
    BoardView view();

    /**
     * The position as geometry, for a host to draw and to point at (see {@link BoardLayout} for how to describe a
     * board); empty for a game that gives only its {@link #view()}. The same position gives the same layout.
     *
     * @return the position's layout, or empty when the game gives none
     */
    default Optional<BoardLayout> layout() {
        return Optional.empty();
    }

    /**
     * The places a legal move touches, by their names in {@link #layout()}, in the order a person points at them:
     * morris {@code d2-d3xa1} is d2, d3, a1; a checkers jump {@code 9x18x27} is 9, 18, 27. Empty for a move with no
     * place (a turn lost to a roll), and for every move of a game with no layout.
     *
     * @param move one of {@link #legalMoves()}
     * @return the names of the places the move touches, in pointing order
     * @throws IllegalArgumentException when the move is not legal here
     */
    default List<String> placesOf(Move move) {
        return List.of();
    }

    /**
     * A legal move as the game's notation shows it to a reader, where that is not its canonical text: xiangqi plays
     * and records ICCS ({@code h2e2}) and shows WXF ({@code C2.5}), which needs the board to write. Empty for a game
     * whose moves read as they are written, the default. A host shows it beside the canonical text; play still
     * takes the canonical text.
     *
     * @param move one of {@link #legalMoves()}
     * @return the move as the notation shows it, or empty when its canonical text is what it shows
     * @throws IllegalArgumentException when the move is not legal here (a game with no display text may not check)
     */
    default Optional<String> displayText(Move move) {
        return Optional.empty();
    }

    /**
     * Short facts about the state for a host to show beside the board, in order, such as
     * {@code phase: placing} or {@code white in hand: 9}. The turn, status and result are not repeated here.
     *
     * @return the facts as label and value, in the order to show them; empty by default
     */
    default Map<String, String> facts() {
        return Map.of();
    }

    /**
     * The number of move sequences of {@code depth} moves from here (perft), the figure published to check move
     * generators. A move counts once for each way the game lists it; a finished game has no moves; pending chance
     * is not a move, so each of its outcomes is counted through, except that a move the outcome forces (a turn
     * lost to a roll of 0, which the record writes as a ply) is a ply like any other. This default walks the public
     * contract on copies and is slow; a game overrides it with its own fast count, which must give the same
     * numbers.
     *
     * @param depth the number of plies to count, 0 or more
     * @return the number of move sequences of that length; 1 at depth 0
     * @throws IllegalArgumentException when depth is negative
     */
    default long perft(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        Optional<ChanceRequest> chance = pendingChance();
        if (chance.isPresent()) {
            long count = 0;
            for (String outcome : chance.get().outcomes()) {
                Game next = copy();
                next.supplyChance(outcome);
                count += perftAfterChance(next, ply(), depth);
            }
            return count;
        }
        List<? extends Move> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long count = 0;
        for (Move move : moves) {
            Game next = copy();
            next.play(move);
            count += next.perft(depth - 1);
        }
        return count;
    }

    /**
     * The perft of {@code depth} counted from {@code game}, which stood at {@code plyBefore} until a chance outcome
     * was supplied: a move the outcome forced (a turn lost) is a ply of the count, any other outcome none. How
     * {@link #perft(int)} and a host's divided count go through chance.
     *
     * @param game the game just after the outcome was supplied
     * @param plyBefore the game's ply before the outcome was supplied
     * @param depth the plies still to count
     * @return the count below the outcome
     */
    static long perftAfterChance(Game game, int plyBefore, int depth) {
        // Counting a forced move as a ply is what makes the walk end: a game may lose turn after turn.
        int forced = game.ply() - plyBefore;
        return forced <= 0 ? game.perft(depth) : forced >= depth ? 1 : game.perft(depth - forced);
    }

    /**
     * The chance the game waits for before the next move, or empty when it waits for a move or is over.
     *
     * @return the chance to throw before the next move, or empty
     */
    default Optional<ChanceRequest> pendingChance() {
        return Optional.empty();
    }

    /**
     * Supplies the outcome of the pending chance (the dice as they fell).
     *
     * @param outcome one of the pending chance's outcomes, in any text its notation reads
     * @return the outcome taken, in canonical text, or why it was refused
     */
    default Outcome<String> supplyChance(String outcome) {
        return Outcome.refused("no-chance", "This game waits for no roll.");
    }

    /**
     * The outcome of the chance supplied since the last move, as {@link #supplyChance(String)} takes it, when the
     * game's record does not hold it; empty when none stands or the record holds it. The Royal Game of Ur's record
     * holds whole turns (a roll with the move made on it), so a roll thrown and not yet moved is not in it: a host
     * that keeps a game between a throw and its move keeps this beside the record and gives it back to
     * {@link Match#fromRecord(GameProvider, String, Optional, GameOptions)}, so that the game does not throw again.
     *
     * @return the supplied outcome the record does not hold, or empty
     */
    default Optional<String> unrecordedChance() {
        return Optional.empty();
    }

    /**
     * Lets the game draw the pending chance from its own seed.
     *
     * @return the outcome drawn, or why it was refused (no chance pending, or no seed to draw from)
     */
    default Outcome<String> drawChance() {
        return Outcome.refused("no-chance", "This game waits for no roll.");
    }
}
