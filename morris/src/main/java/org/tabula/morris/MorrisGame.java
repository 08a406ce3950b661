package org.tabula.morris;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * One game of Nine Men's Morris in progress: whose turn it is, what may be played, and when and how it ended.
 *
 * <p>It reads and writes nothing, keeps no clock and never guesses, so the same moves always make the same game.
 * A move the rules do not allow comes back as a refusal ({@link MorrisRefusal}) and leaves the game exactly as
 * it was; an exception means a mistake in the calling code (a {@code null}, a side morris does not have, a
 * position that could not be one, a written game that does not play).
 *
 * <p>After each move the endings are tested in this order: the side to move has fewer than three men; it has no
 * move; the same position stands for the third time (a draw); the no-mill limit is reached (a draw). A start
 * position is tested the same way, either side's men counted, so a game can begin already over.
 *
 * <p>The draw counts: {@link #noMill()} is 0 after a placement or a capture and otherwise counts each move; the
 * repetition table counts the positions (men on points and side to move) since the last placement or capture,
 * the position right after it (or the start) counting once. A placement or capture cannot be undone by later
 * moves, so no earlier position can come round again. A draw offer stands until the other side accepts or
 * declines it or a move is played; a move taken back, or the game ending, withdraws it too.
 */
public final class MorrisGame implements Game {

    /** The default no-mill limit: 120 moves in a row, both sides counted, with no mill closed draw the game. */
    public static final int NO_MILL_PLIES = 120;

    private final Position start;
    private final boolean flying;
    private final int noMillLimit;
    private final Core core;
    private final List<MorrisMove> history;
    private MorrisResult result;
    private Colour offer;

    MorrisGame(Position start, boolean flying, int noMillLimit) {
        if (noMillLimit < 0) {
            throw new IllegalArgumentException("the no-mill limit is 0 (none) or more: " + noMillLimit);
        }
        this.start = Objects.requireNonNull(start, "start");
        this.flying = flying;
        this.noMillLimit = noMillLimit;
        this.core = Core.of(start, flying, noMillLimit);
        this.history = new ArrayList<>();
        this.result = reachedEnding();
    }

    private MorrisGame(MorrisGame other) {
        this.start = other.start;
        this.flying = other.flying;
        this.noMillLimit = other.noMillLimit;
        this.core = other.core.copy();
        this.history = new ArrayList<>(other.history);
        this.result = other.result;
        this.offer = other.offer;
    }

    /** A new game from the empty board, white to move, with flying. */
    public static MorrisGame newGame() {
        return newGame(true);
    }

    /** A new game from the empty board, white to move, with or without flying. */
    public static MorrisGame newGame(boolean flying) {
        return new MorrisGame(Position.START, flying, NO_MILL_PLIES);
    }

    /** A new game beginning from a position value, with no earlier moves to take back or positions to repeat. */
    public static MorrisGame fromPosition(Position position, boolean flying) {
        return new MorrisGame(position, flying, NO_MILL_PLIES);
    }

    /**
     * A new game beginning from a position text, such as {@code WWW.BB..B..W....B..W.B.. w 4 4 0 10}, with
     * flying.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text) {
        return fromPosition(text, true);
    }

    /**
     * A new game beginning from a position text, with or without flying.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text, boolean flying) {
        return new MorrisGame(MorrisNotation.parsePosition(Objects.requireNonNull(text, "text")), flying,
                NO_MILL_PLIES);
    }

    /**
     * A game played through from its record text, with its draw offer and ending put back; flying unless the
     * text says {@code flying no}.
     *
     * @throws org.tabula.api.TextFormatException when a line cannot be read, a move is refused (naming it), or a
     *     line names an ending the moves already reached
     */
    public static MorrisGame fromText(String text) {
        return fromText(text, true);
    }

    /**
     * A game played through from its record text; a flying line in the text overrules {@code flying}.
     *
     * @throws org.tabula.api.TextFormatException as {@link #fromText(String)}
     */
    public static MorrisGame fromText(String text, boolean flying) {
        return GameText.read(text, flying, NO_MILL_PLIES);
    }

    // ---- what the game is ----

    @Override
    public String gameId() {
        return MorrisProvider.ID;
    }

    @Override
    public GameOptions options() {
        return MorrisProvider.options(flying, noMillLimit);
    }

    @Override
    public List<Side> sides() {
        return List.of(Colour.WHITE.side(), Colour.BLACK.side());
    }

    /** Whether a side down to three men flies in this game. */
    public boolean flying() {
        return flying;
    }

    /** The moves in a row without a mill that draw this game; 0 when none do. */
    public int noMillLimit() {
        return noMillLimit;
    }

    /** The position the game began from. */
    public Position startPosition() {
        return start;
    }

    // ---- the state ----

    @Override
    public Side turn() {
        return toMove().side();
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Colour toMove() {
        return colour(core.turn());
    }

    @Override
    public Status status() {
        return result == null ? Status.ACTIVE : Status.FINISHED;
    }

    @Override
    public Optional<Result> result() {
        return ending().map(MorrisResult::toResult);
    }

    /** How the game ended, as morris tells it, or empty while it goes on. */
    public Optional<MorrisResult> ending() {
        return Optional.ofNullable(result);
    }

    @Override
    public int ply() {
        return core.ply();
    }

    /** What the side to move does on its turn. */
    public Phase phase() {
        return phaseOf(toMove());
    }

    /** What a side does on its turn; one side can be flying while the other is not. */
    public Phase phaseOf(Colour colour) {
        return Rules.phaseOf(core.toPosition(), Objects.requireNonNull(colour, "colour"), flying);
    }

    /** What a side does on its turn. @throws IllegalArgumentException for a side morris does not have */
    public Phase phaseOf(Side side) {
        return phaseOf(Colour.of(side));
    }

    /** The men a side has yet to place. */
    public int inHand(Colour colour) {
        return core.hand(index(colour));
    }

    /** The men a side has yet to place. @throws IllegalArgumentException for a side morris does not have */
    public int inHand(Side side) {
        return inHand(Colour.of(side));
    }

    /** The men a side has on the board. */
    public int onBoard(Colour colour) {
        return Integer.bitCount(core.men(index(colour)));
    }

    /** The men a side has on the board. @throws IllegalArgumentException for a side morris does not have */
    public int onBoard(Side side) {
        return onBoard(Colour.of(side));
    }

    /** The men a side has left, on the board and in hand together. */
    public int men(Colour colour) {
        return core.menLeft(index(colour));
    }

    /** The men a side has left. @throws IllegalArgumentException for a side morris does not have */
    public int men(Side side) {
        return men(Colour.of(side));
    }

    /** The men on the points and in hand, as a value: changing it never touches the game. */
    public Board board() {
        return Board.of(core.toPosition());
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return core.toPosition();
    }

    /** How many moves in a row have been played since the last placement or capture. */
    public int noMill() {
        return core.noMill();
    }

    /**
     * How often each position has stood since the last placement or capture, keyed by the 24 points and the side
     * to move ({@code W.B..... ... w}), in the order they first stood. Unmodifiable.
     */
    public Map<String, Integer> repetitionCounts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (long key : core.windowKeys()) {
            counts.merge(keyText(key), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }

    private static String keyText(long key) {
        StringBuilder text = new StringBuilder(Points.COUNT + 2);
        for (int point = 0; point < Points.COUNT; point++) {
            text.append((key >>> point & 1) != 0 ? 'W' : (key >>> (24 + point) & 1) != 0 ? 'B' : '.');
        }
        return text.append(' ').append((key >>> 48) == 0 ? 'w' : 'b').toString();
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return offer().map(Colour::side);
    }

    /** The side whose draw offer stands, if any. */
    public Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    @Override
    public List<MorrisMove> history() {
        return List.copyOf(history);
    }

    /**
     * Every move the side to move may play, in a fixed order: placements by point; steps by the point left and
     * then the point reached; a move that closes a mill once for each man it could take, by that man's point.
     * Empty once the game is over.
     */
    @Override
    public List<MorrisMove> legalMoves() {
        if (result != null) {
            return List.of();
        }
        int[] moves = new int[Core.MAX_MOVES];
        int count = core.generate(moves, 0);
        List<MorrisMove> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(Core.toMove(moves[i]));
        }
        return Collections.unmodifiableList(list);
    }

    /**
     * The legal moves of the man on a point; while the side to move is placing, the placements onto that point.
     *
     * @throws IllegalArgumentException when the number is not a point
     */
    public List<MorrisMove> legalMovesFor(int point) {
        Points.name(point);
        boolean placing = inHand(toMove()) > 0;
        return legalMoves().stream().filter(m -> (placing ? m.to() : m.from()) == point).toList();
    }

    /** The legal moves of the man on a named point, such as {@code d2}. @throws IllegalArgumentException for no point */
    public List<MorrisMove> legalMovesFor(String point) {
        return legalMovesFor(Points.parse(point)
                .orElseThrow(() -> new IllegalArgumentException("no such point: '" + point + "'")));
    }

    // ---- moves ----

    /**
     * Plays a move written as text: {@code d2}, {@code d2-d3}, {@code d2xa1} or {@code d2-d3xa1}, in any case,
     * spaces around the {@code -} and {@code x} forgiven. Takes any string without throwing.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        if (result != null) {
            return gameOver();
        }
        Optional<MorrisMove> move = MorrisNotation.parseMove(moveText);
        if (move.isEmpty()) {
            return MorrisRefusal.NOT_A_MOVE.refuse(moveText.strip(), "write one like d2, d2-d3 or d2-d3xa1");
        }
        return play(move.get());
    }

    /** Plays a move value; a move of another game is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        return move instanceof MorrisMove morrisMove ? play(morrisMove) : play(move.text());
    }

    /** Plays a morris move for the side to move. */
    public Outcome<Move> play(MorrisMove move) {
        Objects.requireNonNull(move, "move");
        if (result != null) {
            return gameOver();
        }
        Optional<org.tabula.api.Refusal> refusal = Rules.check(core.toPosition(), flying, move);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        core.make(Core.encode(move));
        history.add(move);
        offer = null;
        result = reachedEnding();
        return Outcome.accepted(move);
    }

    /**
     * Plays a move given by point numbers, {@link MorrisMove#NONE} for a {@code from} or {@code remove} it has
     * not. A number that is not a point is refused as not a move.
     */
    public Outcome<Move> play(int from, int to, int remove) {
        if (result != null) {
            return gameOver();
        }
        String text = (from == MorrisMove.NONE ? "" : from + "-") + to + (remove == MorrisMove.NONE ? "" : "x" + remove);
        int[] points = {to, from, remove};
        for (int i = 0; i < points.length; i++) {
            int point = points[i];
            boolean absent = i > 0 && point == MorrisMove.NONE;
            if (!absent && !Points.isPoint(point)) {
                return MorrisRefusal.NOT_A_MOVE.refuse(text, "there is no point " + point + " (points are 0 to 23)");
            }
        }
        if (from == to || remove == to || (from != MorrisMove.NONE && from == remove)) {
            return MorrisRefusal.NOT_A_MOVE.refuse(text, "it names the same point twice");
        }
        return play(new MorrisMove(from, to, remove));
    }

    /**
     * Plays a move given by points named ({@code d2}) or numbered ({@code 19}), {@code null} for a {@code from}
     * or {@code remove} it has not.
     */
    public Outcome<Move> play(String from, String to, String remove) {
        if (result != null) {
            return gameOver();
        }
        Objects.requireNonNull(to, "to");
        int[] points = new int[3];
        String[] given = {from, to, remove};
        for (int i = 0; i < 3; i++) {
            points[i] = given[i] == null ? MorrisMove.NONE : point(given[i]);
            if (points[i] == Integer.MIN_VALUE) {
                String text = (from == null ? "" : from + "-") + to + (remove == null ? "" : "x" + remove);
                return MorrisRefusal.NOT_A_MOVE.refuse(text, "there is no point '" + given[i] + "'");
            }
        }
        return play(points[0], points[1], points[2]);
    }

    private static int point(String text) {
        String trimmed = text.strip();
        Optional<Integer> named = Points.parse(trimmed);
        if (named.isPresent()) {
            return named.get();
        }
        if (!trimmed.isEmpty() && trimmed.length() <= 2 && trimmed.chars().allMatch(Character::isDigit)) {
            return Integer.parseInt(trimmed);
        }
        return Integer.MIN_VALUE;
    }

    /** Takes back the last move, lifting any result the game had reached; refused when no move has been played. */
    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MorrisRefusal.NO_MOVE_TO_UNDO.refuse();
        }
        core.unmake();
        MorrisMove undone = history.remove(history.size() - 1);
        offer = null;
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    // ---- the players beside their moves ----

    @Override
    public Outcome<Result> resign(Side side) {
        return resign(Colour.of(side));
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(Colour colour) {
        return end(MorrisResult.resign(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(Colour.of(side));
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Colour colour) {
        return end(MorrisResult.timeout(Objects.requireNonNull(colour, "colour")));
    }

    private Outcome<Result> end(MorrisResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    @Override
    public Outcome<Side> offerDraw(Side side) {
        return offerDraw(Colour.of(side));
    }

    /**
     * A side offers a draw; offering again while its own offer stands changes nothing. Refused when the game is
     * over or the other side's offer stands (accept or decline that instead).
     */
    public Outcome<Side> offerDraw(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return MorrisRefusal.OFFER_STANDING.refuse(offer.side().title());
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    @Override
    public Outcome<Result> acceptDraw(Side side) {
        return acceptDraw(Colour.of(side));
    }

    /** A side accepts the draw the other offered, and the game ends drawn; refused when there is no such offer. */
    public Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answer(colour, "accept");
        return offered.isAccepted() ? end(MorrisResult.agreement()) : Outcome.refused(offered.refusal());
    }

    @Override
    public Outcome<Side> declineDraw(Side side) {
        return declineDraw(Colour.of(side));
    }

    /** A side turns down the draw the other offered; refused when there is no such offer. */
    public Outcome<Side> declineDraw(Colour colour) {
        Outcome<Side> offered = answer(colour, "decline");
        if (offered.isAccepted()) {
            offer = null;
        }
        return offered;
    }

    private Outcome<Side> answer(Colour colour, String verb) {
        Objects.requireNonNull(colour, "colour");
        if (result != null) {
            return gameOver();
        }
        if (offer != colour.opponent()) {
            return MorrisRefusal.NO_OFFER.refuse(colour.opponent().side().title(), verb);
        }
        return Outcome.accepted(colour.side());
    }

    private <T> Outcome<T> gameOver() {
        return MorrisRefusal.GAME_OVER.refuse(result.sentence());
    }

    // ---- text, copies and views ----

    @Override
    public String position() {
        return MorrisNotation.formatPosition(core.toPosition());
    }

    @Override
    public String record() {
        return GameText.write(this);
    }

    @Override
    public MorrisGame copy() {
        return new MorrisGame(this);
    }

    @Override
    public BoardView view() {
        return MorrisView.of(board(), history.isEmpty() ? null : history.get(history.size() - 1));
    }

    /** The phase, the men in hand and on the board of each side, and the no-mill count, in that order. */
    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("phase", phase().word());
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " in hand", Integer.toString(inHand(colour)));
        }
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " on board", Integer.toString(onBoard(colour)));
        }
        facts.put("no mill", noMill() + (noMillLimit == 0 ? "" : " of " + noMillLimit));
        return Collections.unmodifiableMap(facts);
    }

    // ---- inside the package ----

    /** An independent copy of the fast core, standing where the game stands, for perft and the bots. */
    Core core() {
        return core.copy();
    }

    /** Puts back an ending a record wrote (resign, timeout or agreement); the caller checked it may. */
    void endAs(MorrisResult ending) {
        result = ending;
        offer = null;
    }

    private MorrisResult reachedEnding() {
        int below = core.sideBelowThree();
        if (below >= 0) {
            return MorrisResult.fewerThanThree(colour(below));
        }
        if (core.countMoves() == 0) {
            return MorrisResult.noMove(toMove());
        }
        switch (core.drawn()) {
            case Core.REPETITION:
                return MorrisResult.repetition();
            case Core.NO_MILL:
                return MorrisResult.noMill(noMillLimit);
            default:
                return null;
        }
    }

    private static Colour colour(int index) {
        return index == 0 ? Colour.WHITE : Colour.BLACK;
    }

    private static int index(Colour colour) {
        return Objects.requireNonNull(colour, "colour") == Colour.WHITE ? 0 : 1;
    }

    @Override
    public String toString() {
        return position();
    }
}
