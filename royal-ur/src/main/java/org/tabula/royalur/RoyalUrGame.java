package org.tabula.royalur;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.engine.state.RulesGame;
import org.tabula.engine.state.LegalMove;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrResult;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.UrPerft;
import org.tabula.royalur.text.MoveResolver;
import org.tabula.royalur.text.UrLayout;
import org.tabula.royalur.text.UrView;

/**
 * One game of the Royal Game of Ur in progress, as its rules see it: the dice to throw, the move to make with them,
 * and when the rules end the game (every piece home, or the cap of turns). Resigning, timeouts and the record with
 * its marks belong to api's {@link org.tabula.api.Match}; the game has no draw by agreement
 * ({@link RoyalUrProvider#drawsByAgreement()} is false).
 *
 * <p>Each turn begins with a throw: while {@link #pendingChance()} is present the game waits for the dice. The
 * outcomes it lists are the rolls ({@code "0"} to {@code "4"} under Finkel's rules), each weighed by the ways the
 * dice make it (1, 4, 6, 4, 1 in 16); {@link #supplyChance(String)} takes a roll, or the dice as they fell
 * ({@code 1010}, answered as the roll {@code "2"}, the faces kept for the record), and in a game with a seed the
 * game throws itself ({@link #drawChance()}, the seed's roll then being the one outcome listed). A throw that allows
 * no move loses the turn at once: the game writes {@code 0: -} (or {@code 3: -}, ...) into the history and the
 * other side throws, so a host never plays a pass. Otherwise {@link #legalMoves()} lists the moves, in display form
 * ({@code 3: a2-d2x*}), and {@link #play(String)} takes the display form, with or without its roll
 * ({@code a2-d2x*}), or the wire form ({@code a2-d2}). After a move onto a rosette the same side throws again.
 *
 * <p>It reads and writes nothing and keeps no clock; with a seed its dice follow from the seed alone, so the same
 * turns always make the same game. {@link #undo()} goes back to the last choice a side made: it takes back the last
 * move, leaving the roll it was played on standing, and with it any turns lost after it and any roll supplied since
 * (see {@link GameState} for each case across a roll).
 */
public final class RoyalUrGame implements RulesGame<UrSide, UrResult> {

    /** The state of the game, which throws and moves change. */
    final GameState state;

    RoyalUrGame(GameState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    /** A new game of Finkel's rules, light first, the dice supplied. */
    public static RoyalUrGame newGame() {
        return newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.empty());
    }

    /** A new game of a rule set, with a side to move first and a seed to throw from, if any. */
    public static RoyalUrGame newGame(UrRules rules, UrSide first, Optional<Seed> seed) {
        return new RoyalUrGame(new GameState(rules, first, seed.orElse(null), 0, 0, Position.start(rules, first)));
    }

    @Override
    public String gameId() {
        return RoyalUrProvider.ID;
    }

    @Override
    public GameOptions options() {
        return RoyalUrProvider.options(state.rules, Optional.ofNullable(state.seed), state.first, state.opening,
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
        return state.first;
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start;
    }

    /** How the rules ended the game, as the Royal Game of Ur tells it, or empty while it goes on. */
    public Optional<UrResult> ending() {
        return state.result();
    }

    /** The side to throw or move (once the game is over, the side that would have). */
    public UrSide toMove() {
        return state.position().turn();
    }

    @Override
    public int ply() {
        return state.position().ply();
    }

    /**
     * The record's number of the next turn, {@code 7.}: every turn numbered from 1 where the record begins, a
     * turn lost to a roll of 0 too, and a turn whose roll stands still the one to come.
     */
    @Override
    public String nextMoveNumber() {
        return (state.history().size() + 1) + ".";
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return state.position();
    }

    /** The roll standing, waiting for a move, or empty while a roll is due or the game is over. */
    public Optional<Integer> roll() {
        return state.standingRoll();
    }

    /** The dice of the roll standing as they fell, when they were given or thrown. */
    public Optional<String> faces() {
        return state.standingFaces();
    }

    @Override
    public List<UrMove> legalMoves() {
        return state.legalMoves();
    }

    @Override
    public List<UrMove> history() {
        return state.history();
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return state.pendingChance();
    }

    /**
     * Takes a throw: one of the rolls {@link #pendingChance()} lists ({@code 2}), or the dice as they fell, one digit
     * a die ({@code 1010}; forgiven and answered as the roll, {@code "2"}, the faces kept for the record). Blanks
     * around either are forgiven; in a game with a seed only the seed's roll (or its own dice) is taken. Anything
     * else is refused ({@code not-an-outcome}), never thrown. A throw that allows no move loses the turn at once.
     * A roll given alone is written into the record without faces ({@code 3. l 2: hand-b2}), as the seed allows.
     */
    @Override
    public Outcome<String> supplyChance(String outcome) {
        return state.supply(Objects.requireNonNull(outcome, "outcome"));
    }

    /**
     * The roll standing, which the record does not hold (its turns are whole: a roll and its move): the dice as
     * they fell when known, else the roll, as {@link #supplyChance(String)} takes either.
     */
    @Override
    public Optional<String> unrecordedChance() {
        return state.standingRoll().map(roll -> state.standingFaces().orElse(Integer.toString(roll)));
    }

    /**
     * Takes a roll whose dice are not known, as {@link #supplyChance(String)} takes {@code "3"}.
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
        return MoveResolver.play(state, Objects.requireNonNull(moveText, "moveText"));
    }

    /** Plays a move value; one of another game, or not legal here, is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        return MoveResolver.play(state, move);
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

    /**
     * Takes back the last move, the roll it was played on standing again, with the turns lost after it and a roll
     * supplied since; refused ({@code nothing-to-undo}) when no move was played. See {@link GameState}.
     */
    @Override
    public Outcome<Move> undo() {
        return state.undo();
    }

    @Override
    public String position() {
        return UrNotation.formatPosition(state.position());
    }

    @Override
    public RoyalUrGame copy() {
        return new RoyalUrGame(state.copy());
    }

    @Override
    public BoardView view() {
        List<UrMove> history = state.history();
        return new UrView(state.position(), state.rules, history.isEmpty() ? null : history.get(history.size() - 1),
                faces().orElse(null), state.result().map(UrResult::sentence).orElse(null));
    }

    /**
     * The board as geometry: the twenty squares by their names ({@code a1} to {@code h3}, light's row 1 at the
     * bottom), each side's hand and home ({@code light-hand}, {@code dark-home}) with the men there counted, the
     * rosettes, gaps and routes (the routes those of the rule set), the last turn's places marked, and the roll
     * standing as its dice (faces when the game knows them). See {@link UrLayout}.
     */
    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(UrLayout.of(state));
    }

    /**
     * Where a legal move leaves and lands, in that order: {@code hand-b1} for light is {@code [light-hand, b1]},
     * {@code g1-home} is {@code [g1, light-home]}.
     *
     * @throws IllegalArgumentException for a move that is not legal here, or not a move of this game
     */
    @Override
    public List<String> placesOf(Move move) {
        UrMove ur = LegalMove.of(move, UrMove.class, legalMoves());
        return UrLayout.placesOf(ur, toMove());
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

    @Override
    public String toString() {
        return position();
    }
}
