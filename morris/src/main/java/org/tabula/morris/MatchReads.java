package org.tabula.morris;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;

/**
 * What {@link MorrisGame} reads of the match it wraps and of its rules state: the turn, the ending, the offer, the
 * position and its facts. Part of {@link MorrisGame}, kept apart so that the game class holds what changes the
 * game and reads at once. Package-private, so its public methods are the game's own.
 */
abstract class MatchReads {

    /** The match the seed's object drives. */
    final Match match;

    MatchReads(Match match) {
        this.match = Objects.requireNonNull(match, "match");
    }

    /** The match this game is, for a host to drive. */
    public Match match() {
        return match;
    }

    /** A copy of the rules state as it stands, for bots, perft and the facts of the position. */
    public MorrisState state() {
        return (MorrisState) match.state();
    }

    public String gameId() {
        return match.gameId();
    }

    public GameOptions options() {
        return match.options();
    }

    public List<Side> sides() {
        return match.sides();
    }

    /** Whether a side down to three men flies in this game. */
    public boolean flying() {
        return options().bool(MorrisProvider.FLYING);
    }

    /** The moves in a row without a mill that draw this game; 0 when none do. */
    public int noMillLimit() {
        return (int) options().integer(MorrisProvider.NO_MILL_LIMIT);
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state().startPosition();
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Side turn() {
        return match.turn();
    }

    /** The side to move, as morris names it. */
    public Colour toMove() {
        return Colour.of(match.turn());
    }

    /** {@code ACTIVE} while the game goes on, {@code FINISHED} once the moves or a player ended it. */
    public Status status() {
        return match.status();
    }

    /** How the game ended, by the moves or by a player, or empty while it goes on. */
    public Optional<Result> result() {
        return match.result();
    }

    /** How the game ended, as morris tells it, or empty while it goes on. */
    public Optional<MorrisResult> ending() {
        return match.result().map(MorrisResult::of);
    }

    public int ply() {
        return match.ply();
    }

    public List<MorrisMove> history() {
        return state().history();
    }

    /** The side whose draw offer stands, if any. */
    public Optional<Side> drawOfferedBy() {
        return match.drawOfferedBy();
    }

    /** The side whose draw offer stands, if any, as morris names it. */
    public Optional<Colour> offer() {
        return match.drawOfferedBy().map(Colour::of);
    }

    /** The position as it stands, as one line of text. */
    public String position() {
        return match.position();
    }

    public BoardView view() {
        return match.view();
    }

    /** The board as geometry: the points, lines and hands, the men, the last move's points. */
    public Optional<BoardLayout> layout() {
        return match.layout();
    }

    /**
     * The points a legal move touches in the order a person points at them: {@code d2-d3xa1} is d2, d3, a1.
     *
     * @throws IllegalArgumentException for a move that is not legal here
     */
    public List<String> placesOf(Move move) {
        return match.placesOf(move);
    }

    /** The phase, the men in hand and on the board of each side, and the no-mill count, in that order. */
    public Map<String, String> facts() {
        return match.facts();
    }

    /** What the side to move does on its turn. */
    public Phase phase() {
        return state().phase();
    }

    /** What a side does on its turn; one side can be flying while the other is not. */
    public Phase phaseOf(Colour colour) {
        return state().phaseOf(colour);
    }

    /** The men a side has yet to place. */
    public int inHand(Colour colour) {
        return state().inHand(colour);
    }

    /** The men a side has on the board. */
    public int onBoard(Colour colour) {
        return state().onBoard(colour);
    }

    /** The men a side has left, on the board and in hand together. */
    public int men(Colour colour) {
        return state().men(colour);
    }

    /** The men on the points and in hand, as a value: changing it never touches the game. */
    public Board board() {
        return state().board();
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return state().toPosition();
    }

    /** How many moves in a row have been played since the last placement or capture. */
    public int noMill() {
        return state().noMill();
    }

    /** How often each position has stood since the last placement or capture; see {@link MorrisState}. */
    public Map<String, Integer> repetitionCounts() {
        return state().repetitionCounts();
    }

    /** An independent copy of the fast core, standing where the game stands. */
    Core core() {
        return state().core();
    }

    /** True once the moves or a player ended the game. */
    boolean over() {
        return match.status() == Status.FINISHED;
    }
}
