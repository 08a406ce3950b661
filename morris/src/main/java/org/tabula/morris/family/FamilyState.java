package org.tabula.morris.family;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.state.PlayableState;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.model.MorrisRefusal;
import org.tabula.morris.model.MorrisResult;

/**
 * One moment of a mill game under any of the family's rules, as an immutable value: the position, the positions
 * since the last placement or capture (for the draw by repetition), and the ending the rules reached. The seed's
 * rules ({@link MillRules#SEED}) give exactly the seed engine's moves, texts and results.
 */
public final class FamilyState implements PlayableState<FamilyState, FamilyMove> {

    private static final Colour[] COLOURS = Colour.values();

    private final FamilyPosition position;
    private final Repeats repeats;
    /** The rules' move generator, handed on from state to state rather than derived again. */
    private final FamilyMoves generator;
    /** How many legal moves the side to move has were the game going on: the no-move ending asks it. */
    private final int count;
    private final Optional<MorrisResult> ending;
    /**
     * The legal moves, worked out at the first asking: a search asks once per state, and a leaf never. A race
     * between threads only works them out twice, the list being immutable.
     */
    private List<FamilyMove> moves;

    private FamilyState(FamilyPosition position, Repeats repeats, FamilyMoves generator) {
        this.position = position;
        this.repeats = repeats;
        this.generator = generator;
        int side = position.side();
        this.count = generator.count(position.men(side), position.men(side ^ 1), position.inHand(side));
        this.ending = Optional.ofNullable(judge());
    }

    /** The start of a game under these rules. */
    public static FamilyState start(MillRules rules) {
        return of(FamilyPosition.start(rules));
    }

    /** A game standing at a position, with no earlier positions to repeat. */
    public static FamilyState of(FamilyPosition position) {
        Objects.requireNonNull(position, "position");
        return new FamilyState(position, Repeats.of(key(position)), FamilyMoves.of(position.rules()));
    }

    /** The position as it stands. */
    public FamilyPosition position() {
        return position;
    }

    /** The rules the game is played by. */
    public MillRules rules() {
        return position.rules();
    }

    /** The ending as morris tells it, or empty while the game goes on. */
    public Optional<MorrisResult> ending() {
        return ending;
    }

    /** Whether no position before this one can come round again: the game began here or was placed or taken into it. */
    boolean beginsRepeats() {
        return repeats.isFirst();
    }

    @Override
    public Side side() {
        return position.turn().side();
    }

    @Override
    public int ply() {
        return position.ply();
    }

    @Override
    public List<FamilyMove> moves() {
        List<FamilyMove> known = moves;
        if (known == null) {
            known = ending.isPresent() ? List.of() : generated();
            moves = known;
        }
        return known;
    }

    private List<FamilyMove> generated() {
        int[] codes = new int[count];
        int side = position.side();
        generator.generate(position.men(side), position.men(side ^ 1), position.inHand(side), codes, 0);
        MillBoard board = rules().board();
        FamilyMove[] legal = new FamilyMove[count];
        for (int i = 0; i < count; i++) {
            legal[i] = new FamilyMove(board, FamilyMoves.from(codes[i]), FamilyMoves.to(codes[i]),
                    FamilyMoves.remove(codes[i]));
        }
        return List.of(legal);
    }

    @Override
    public Outcome<FamilyMove> read(String text) {
        Optional<FamilyMove> move = FamilyMove.parse(rules().board(), text);
        if (move.isEmpty()) {
            return Outcome.refused(MorrisRefusal.NOT_A_MOVE.with(String.valueOf(text).strip(),
                    "write one like d2, d2-d3 or d2-d3xa1 with this board's points"));
        }
        return check(move.get()).<Outcome<FamilyMove>>map(Outcome::refused)
                .orElse(Outcome.accepted(move.get()));
    }

    @Override
    public Optional<Refusal> check(FamilyMove move) {
        if (ending.isPresent()) {
            return Optional.of(MatchRefusal.GAME_OVER.with(ending.get().sentence()));
        }
        if (move.board() != rules().board()) {
            return Optional.of(MorrisRefusal.NOT_A_MOVE.with(move.text(), "it is a move on another board"));
        }
        return FamilyRefusals.check(position, move);
    }

    @Override
    public FamilyState after(FamilyMove move) {
        MillRules rules = rules();
        int side = position.side();
        int own = position.men(side);
        int theirs = position.men(side ^ 1);
        int ownHand = position.inHand(side);
        if (move.isPlacement()) {
            own |= 1 << move.to();
            ownHand--;
        } else {
            own ^= 1 << move.from() | 1 << move.to();
        }
        boolean mill = generator.inMill(own, move.to());
        if (move.isCapture()) {
            theirs &= ~(1 << move.remove());
        }
        int white = side == 0 ? own : theirs;
        int black = side == 0 ? theirs : own;
        int whiteHand = side == 0 ? ownHand : position.whiteInHand();
        int blackHand = side == 0 ? position.blackInHand() : ownHand;
        boolean lasting = move.isPlacement() || move.isCapture();
        // A mill resets the count even when it takes nothing (strict removal), as its name says.
        int noMill = lasting || mill ? 0 : position.noMill() + 1;
        FamilyPosition next = new FamilyPosition(rules, white, black, COLOURS[side ^ 1], whiteHand, blackHand,
                noMill, position.ply() + 1);
        long key = key(next);
        return new FamilyState(next, lasting ? Repeats.of(key) : repeats.then(key), generator);
    }

    @Override
    public Optional<Result> result() {
        return ending.map(MorrisResult::toResult);
    }

    @Override
    public String toString() {
        return position.text();
    }

    private static long key(FamilyPosition position) {
        return Repeats.key(position.white(), position.black(), position.side());
    }

    /**
     * The ending the position has reached, in this order: a full board, a mill that wins, fewer than three men (the
     * side to move first), no move, repetition, the no-mill limit; misère turns a win round. Null while the game
     * goes on.
     */
    private MorrisResult judge() {
        MorrisResult reached = reached();
        return reached != null && rules().misere() ? MorrisResult.misere(reached) : reached;
    }

    private int menLeft(int side) {
        return Integer.bitCount(position.men(side)) + position.inHand(side);
    }

    private MorrisResult reached() {
        MillRules rules = rules();
        int turn = position.side();
        // GamesmanOne's MillsPrimitive: a board filled while men go down (Twelve Men's Morris) is a tie.
        if ((position.white() | position.black()) == rules.board().all()) {
            return MorrisResult.fullBoard();
        }
        if (rules.variant().millWins() && generator.menInMills(position.men(turn ^ 1)) != 0) {
            return MorrisResult.mill(COLOURS[turn ^ 1]);
        }
        if (menLeft(turn) < 3 || menLeft(turn ^ 1) < 3) {
            return MorrisResult.fewerThanThree(COLOURS[menLeft(turn) < 3 ? turn : turn ^ 1]);
        }
        if (count == 0) {
            return MorrisResult.noMove(COLOURS[turn]);
        }
        if (repeats.timesNewest() >= 3) {
            return MorrisResult.repetition();
        }
        if (rules.noMillLimit() > 0 && position.noMill() >= rules.noMillLimit()) {
            return MorrisResult.noMill(rules.noMillLimit());
        }
        return null;
    }
}
