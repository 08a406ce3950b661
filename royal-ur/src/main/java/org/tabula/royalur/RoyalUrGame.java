package org.tabula.royalur;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * One game of the Royal Game of Ur in progress: the dice to throw, the move to make with them, and when and how
 * the game ended.
 *
 * <p>Each turn begins with a throw: while {@link #pendingChance()} is present the game waits for the dice, either
 * supplied as they fell ({@link #supplyChance(String)}: faces such as {@code 0110}; or the roll alone,
 * {@link #supplyRoll(int)}) or, in a game with a seed, thrown by the game itself ({@link #drawChance()}, which is
 * then the one outcome listed). A throw that allows no move loses
 * the turn at once: the game writes {@code 0: -} (or {@code 3: -}, ...) into the history and the other side
 * throws, so a host never plays a pass. Otherwise {@link #legalMoves()} lists the moves, in display form
 * ({@code 3: a2-d2x*}), and {@link #play(String)} takes the display form, with or without its roll
 * ({@code a2-d2x*}), or the wire form ({@code a2-d2}). After
 * a move onto a rosette the same side throws again.
 *
 * <p>It reads and writes nothing and keeps no clock; with a seed its dice follow from the seed alone, so the same
 * turns always make the same game. Undo goes back to the last choice a side made: it takes back the last move,
 * leaving its roll standing, and with it any turns lost after it (see {@link GameState}). There is no draw by agreement: the only draw is the cap of turns.
 */
public final class RoyalUrGame implements Game {

    private final GameState state;
    private final UrSide first;

    RoyalUrGame(GameState state, UrSide first) {
        this.state = state;
        this.first = first;
    }

    /** A new game of Finkel's rules, light first, the dice supplied. */
    public static RoyalUrGame newGame() {
        return newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.empty());
    }

    /** A new game of a rule set, with a side to move first and a seed to throw from, if any. */
    public static RoyalUrGame newGame(UrRules rules, UrSide first, Optional<Seed> seed) {
        return new RoyalUrGame(new GameState(rules, seed.orElse(null), 0, 0, Position.start(rules, first)), first);
    }

    @Override
    public String gameId() {
        return RoyalUrProvider.ID;
    }

    @Override
    public GameOptions options() {
        return RoyalUrProvider.options(state.rules, Optional.ofNullable(state.seed), first, state.opening,
                state.plyCap);
    }

    @Override
    public List<Side> sides() {
        return List.of(UrSide.LIGHT.side(), UrSide.DARK.side());
    }

    /** The rule set of this game. */
    public UrRules rules() {
        return state.rules;
    }

    /** The seed the game throws from, or empty when its dice are supplied. */
    public Optional<Seed> seed() {
        return Optional.ofNullable(state.seed);
    }

    /** The side that moved first. */
    public UrSide first() {
        return first;
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start;
    }

    @Override
    public Side turn() {
        return toMove().side();
    }

    /** The side to throw or move (once the game is over, the side that would have). */
    public UrSide toMove() {
        return state.position().turn();
    }

    @Override
    public Status status() {
        return state.result().isEmpty() ? Status.ACTIVE : Status.FINISHED;
    }

    @Override
    public Optional<Result> result() {
        return ending().map(UrResult::toResult);
    }

    /** How the game ended, as the Royal Game of Ur tells it, or empty while it goes on. */
    public Optional<UrResult> ending() {
        return state.result();
    }

    @Override
    public int ply() {
        return state.position().ply();
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return state.position();
    }

    /** The roll standing, waiting for a move, or empty while a roll is due or the game is over. */
    public Optional<Integer> roll() {
        return state.position().rollDue() || state.result().isPresent() ? Optional.empty()
                : Optional.of(state.position().roll());
    }

    /** The dice of the roll standing as they fell, when they were given or thrown. */
    public Optional<String> faces() {
        return roll().isPresent() ? state.faces() : Optional.empty();
    }

    @Override
    public List<UrMove> legalMoves() {
        return state.legalMoves();
    }

    @Override
    public List<UrMove> history() {
        return state.history();
    }

    /** The throw of each turn of the history, in order. */
    List<Throw> throwsOfTurns() {
        return state.throwsOfTurns();
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return state.pendingChance();
    }

    /**
     * Takes the dice as they fell, one digit a die ({@code 1} marked, {@code 0110}): exactly the outcomes
     * {@link #pendingChance()} lists, so in a game with a seed only the seed's own throw. Blanks around the digits
     * are forgiven; anything else, a roll alone ({@code 2}) included, is refused ({@code not-an-outcome}), never
     * thrown. A throw that allows no move loses the turn at once.
     */
    @Override
    public Outcome<String> supplyChance(String outcome) {
        return state.supply(Objects.requireNonNull(outcome, "outcome"));
    }

    /**
     * Takes a roll whose dice are not known, as a record writes a turn thrown with real dice ({@code 3: hand-b1}):
     * outside the contract's chance, which takes the dice themselves. In a game with a seed it must be the roll of
     * the seed's throw. A roll that allows no move loses the turn at once.
     *
     * @return the roll taken, as text, or why it was refused ({@code not-a-roll} for one the dice cannot make)
     */
    public Outcome<String> supplyRoll(int roll) {
        return state.supplyRoll(roll);
    }

    /** Throws the dice from the game's seed; refused in a game without one. */
    @Override
    public Outcome<String> drawChance() {
        return state.draw();
    }

    /**
     * Plays a move with the roll standing, written in the wire form ({@code a2-d2}) or the display form
     * ({@code 3: a2-d2x*}), with or without its roll ({@code a2-d2x*}), the words and file letters in either case.
     * Marks given must be the move's own. Takes any string without throwing.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        Outcome<Move> due = moveDue();
        if (due != null) {
            return due;
        }
        Position position = state.position();
        Optional<UrNotation.Displayed> displayed = UrNotation.parseDisplay(moveText)
                .or(() -> UrNotation.parseWithoutRoll(moveText));
        ParsedMove parsed = displayed.map(UrNotation.Displayed::wire).orElseGet(() -> UrNotation.parseMove(moveText));
        if (displayed.isEmpty() && moveText.indexOf(':') >= 0) {
            return UrRefusal.NOT_A_MOVE.refuse(moveText, "the display form is the roll, a colon and a space, then the"
                    + " move, such as 3: a2-d2x*");
        }
        boolean rollGiven = displayed.isPresent() && displayed.get().hasRoll();
        if (rollGiven && displayed.get().roll() != position.roll()) {
            return UrRefusal.WRONG_ROLL.refuse(moveText, displayed.get().roll(), position.roll());
        }
        if (!parsed.isMove()) {
            if (rollGiven && moveText.substring(3).equals("-")) {
                return UrRefusal.TURN_LOST.refuse(moveText);
            }
            return UrRefusal.NOT_A_MOVE.refuse(moveText, parsed.error().get().sentence());
        }
        WireMove wire = parsed.move().get();
        Optional<Refusal> refusal = Rules.check(position, state.rules, wire);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        UrMove move = legalMoves().stream().filter(m -> m.wire().get().equals(wire)).findFirst().orElseThrow();
        if (displayed.isPresent() && (displayed.get().capture() != move.capture()
                || displayed.get().rosette() != move.rosette())) {
            return UrRefusal.WRONG_MARKS.refuse(moveText, move.text());
        }
        return state.play(move);
    }

    /** Plays a move value; one of another game, or not legal here, is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        if (move instanceof UrMove urMove && moveDue() == null && legalMoves().contains(urMove)) {
            return state.play(urMove);
        }
        return play(move.text());
    }

    private Outcome<Move> moveDue() {
        if (state.result().isPresent()) {
            return state.gameOver();
        }
        if (state.position().rollDue()) {
            return UrRefusal.ROLL_DUE.refuse(toMove().title());
        }
        return null;
    }

    /**
     * The number of ways to play {@code depth} plies from here, a ply being a move or a turn lost: each roll the
     * dice can make counts once as a branch (see {@link UrPerft}). A roll standing is the first ply's roll.
     *
     * @throws IllegalArgumentException when depth is negative
     */
    @Override
    public long perft(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
        if (depth > 0 && state.result().isPresent()) {
            return 0;
        }
        return new UrPerft(state.rules, state.seed, state.opening, state.plyCap).count(state.position(), depth);
    }

    @Override
    public Outcome<Move> undo() {
        return state.undo();
    }

    @Override
    public Outcome<Result> resign(Side side) {
        return resign(UrSide.of(side));
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(UrSide side) {
        return state.end(UrResult.resign(Objects.requireNonNull(side, "side")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(UrSide.of(side));
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(UrSide side) {
        return state.end(UrResult.timeout(Objects.requireNonNull(side, "side")));
    }

    /** Refused: the game has no draw by agreement (or, once over, is over). */
    @Override
    public Outcome<Side> offerDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_DRAWS.refuse();
    }

    /** Refused: no draw is ever offered. */
    @Override
    public Outcome<Result> acceptDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_OFFER.refuse("accept");
    }

    /** Refused: no draw is ever offered. */
    @Override
    public Outcome<Side> declineDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_OFFER.refuse("decline");
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return Optional.empty();
    }

    @Override
    public String position() {
        return UrNotation.formatPosition(state.position());
    }

    @Override
    public String record() {
        return GameText.write(this);
    }

    @Override
    public RoyalUrGame copy() {
        return new RoyalUrGame(state.copy(), first);
    }

    @Override
    public BoardView view() {
        List<UrMove> history = state.history();
        return new UrView(state.position(), history.isEmpty() ? null : history.get(history.size() - 1),
                faces().orElse(null), state.result().map(UrResult::sentence).orElse(null));
    }

    /** The rule set, the roll and dice standing, and each side's pieces in hand and home, in that order. */
    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        Position position = state.position();
        facts.put("rules", state.rules.text());
        facts.put("dice", state.seed == null ? "supplied" : "seed " + state.seed.hex());
        facts.put("roll", roll().map(r -> r + faces().map(f -> " (" + f + ")").orElse("")).orElse(
                status() == Status.ACTIVE ? "due" : "-"));
        for (UrSide side : UrSide.values()) {
            facts.put(side.word() + " in hand", Integer.toString(position.hand(side)));
            facts.put(side.word() + " home", Integer.toString(position.home(side)));
        }
        return java.util.Collections.unmodifiableMap(facts);
    }

    /** Puts back an ending a record wrote; the caller checked it may. */
    void endAs(UrResult ending) {
        state.endAs(ending);
    }

    /** The opening throws this game counts before its own. */
    int opening() {
        return state.opening;
    }

    @Override
    public String toString() {
        return position();
    }
}
