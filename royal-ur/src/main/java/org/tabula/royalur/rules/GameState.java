package org.tabula.royalur.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.GameOver;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRefusal;
import org.tabula.royalur.model.UrResult;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * The state of one game and what throws, moves and players do to it. {@link org.tabula.royalur.RoyalUrGame} is its
 * public face.
 *
 * <p>A turn is a throw and then a move, or a throw that allows no move, which is a turn lost and is taken at once:
 * the game writes it into the history ({@code 0: -}) and the other side throws. Every change is checked in full
 * before anything is touched, so a refused one leaves the state as it was.
 *
 * <p>Undo goes back to the last choice a side made: the last move in the history is taken back to the position it
 * was played from, its roll still standing, so the same dice may be moved otherwise, and the turns lost after it
 * (nobody chose them) go with it; with no move before them they go back to the start. So, across a roll:
 * <ul>
 *   <li>a roll supplied and no move played with it yet: undo drops that roll and takes back the move before it,
 *       whose roll stands again (with no move before it, nothing is taken back and the roll stays);</li>
 *   <li>after a turn lost: the lost turn goes, and the move before it, its roll standing again (with no move
 *       before it, every turn lost goes and the game is back at its start, a roll due);</li>
 *   <li>after a move onto a rosette and the same side's next roll: the roll goes and the rosette move is taken back,
 *       the roll it was played on standing again.</li>
 * </ul>
 * A seeded game numbers its throws by the turns played, so a throw taken back is thrown again the same: the same
 * turns make the same game.
 */
public final class GameState {

    public final UrRules rules;
    public final UrSide first;
    public final Seed seed;
    public final int opening;
    public final int plyCap;
    public final Position start;
    private Position position;
    private Optional<String> faces;
    private final List<UrMove> history;
    private final List<Throw> throwsOfTurns;
    private final List<Position> before;
    private UrResult result;

    public GameState(UrRules rules, UrSide first, Seed seed, int opening, int plyCap, Position start) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.first = Objects.requireNonNull(first, "first");
        this.seed = seed;
        if (opening < 0 || plyCap < 0) {
            throw new IllegalArgumentException("the opening and the ply cap are 0 or more");
        }
        this.opening = opening;
        this.plyCap = plyCap;
        this.start = Objects.requireNonNull(start, "start");
        this.position = start;
        this.faces = Optional.empty();
        this.history = new ArrayList<>();
        this.throwsOfTurns = new ArrayList<>();
        this.before = new ArrayList<>();
        this.result = reached();
    }

    private GameState(GameState other) {
        this.rules = other.rules;
        this.first = other.first;
        this.seed = other.seed;
        this.opening = other.opening;
        this.plyCap = other.plyCap;
        this.start = other.start;
        this.position = other.position;
        this.faces = other.faces;
        this.history = new ArrayList<>(other.history);
        this.throwsOfTurns = new ArrayList<>(other.throwsOfTurns);
        this.before = new ArrayList<>(other.before);
        this.result = other.result;
    }

    public GameState copy() {
        return new GameState(this);
    }

    public Position position() {
        return position;
    }

    /** The roll standing, waiting for a move, or empty while a roll is due or the game is over. */
    public Optional<Integer> standingRoll() {
        return position.rollDue() || result != null ? Optional.empty() : Optional.of(position.roll());
    }

    /** The dice of the roll standing as they fell, when they were given or thrown. */
    public Optional<String> standingFaces() {
        return standingRoll().isPresent() ? faces : Optional.empty();
    }

    public Optional<UrResult> result() {
        return Optional.ofNullable(result);
    }

    public List<UrMove> history() {
        return List.copyOf(history);
    }

    /** The last turn in the history and the position it was played from, or empty before any turn. */
    public Optional<PlayedTurn> lastTurn() {
        int last = history.size() - 1;
        return last < 0 ? Optional.empty() : Optional.of(new PlayedTurn(history.get(last), before.get(last)));
    }

    /** The throw of each turn in the history, in order. */
    public List<Throw> throwsOfTurns() {
        return Collections.unmodifiableList(throwsOfTurns);
    }

    /**
     * The number of the throw due, counted from 0 over the seed's throws, the opening's included: each turn played
     * is one throw, so it is the opening and the turns played (the position's ply), and a game read from a
     * position throws the same dice as the game that wrote it.
     */
    public long nextThrowNumber() {
        return (long) opening + position.ply();
    }

    public List<UrMove> legalMoves() {
        return result != null ? List.of() : MoveGenerator.legalMoves(position, rules);
    }

    /**
     * The throw due, or empty when a move is due or the game is over. Its outcomes are the rolls, weighed by the ways
     * the dice make them, or in a game with a seed the seed's own roll alone (see {@link ThrowRequest}).
     */
    public Optional<ChanceRequest> pendingChance() {
        if (result != null || !position.rollDue()) {
            return Optional.empty();
        }
        return Optional.of(seed == null ? ThrowRequest.anyRoll(rules, position.turn())
                : ThrowRequest.seedsRoll(rules, position.turn(), seed, rules.rollOfFaces(seedsThrow())));
    }

    /** The dice the seed throws next; the caller checked that there is a seed. */
    private String seedsThrow() {
        return seed.faces(nextThrowNumber(), rules.dice());
    }

    /**
     * Takes a throw: the roll ({@code 2}), one of the outcomes {@link #pendingChance()} lists, or the dice as they
     * fell ({@code 1010}, one digit a die), a spelling forgiven and answered as the roll they make, the faces kept
     * for the record. Blanks around either are forgiven. With a seed the roll must be the seed's, and faces given
     * the seed's own.
     *
     * @return the roll taken, as text
     */
    public Outcome<String> supply(String outcome) {
        String text = outcome.strip();
        if (text.length() == 1 && text.charAt(0) >= '0' && text.charAt(0) <= '9') {
            Outcome<String> taken = supplyRoll(text.charAt(0) - '0');
            // Refused as not-an-outcome, as any other text is: the roll alone is what the request lists.
            return taken.isAccepted() || !taken.refusal().code().equals(UrRefusal.NOT_A_ROLL.code()) ? taken
                    : notAnOutcome(outcome);
        }
        Outcome<String> due = rollDue();
        if (!due.isAccepted()) {
            return due;
        }
        int roll = rules.rollOfFaces(text);
        if (roll < 0) {
            return notAnOutcome(outcome);
        }
        if (seed != null && !text.equals(seedsThrow())) {
            return UrRefusal.NOT_THE_SEEDS_THROW.refuse(seedsThrow() + " (a roll of "
                    + rules.rollOfFaces(seedsThrow()) + ")", outcome);
        }
        take(new Throw(roll, Optional.of(text)));
        return Outcome.accepted(Integer.toString(roll));
    }

    private Outcome<String> notAnOutcome(String outcome) {
        return UrRefusal.NOT_AN_OUTCOME.refuse(outcome, rules.dice() + " binary dice", rules.rolls(), rules.dice(),
                "1".repeat(rules.dice()));
    }

    /**
     * Takes a roll whose dice are not known, as a record may write a turn ({@code 3: hand-b1}); in a game with a
     * seed it must be the roll of the seed's throw. The record writes it without faces.
     */
    public Outcome<String> supplyRoll(int roll) {
        Outcome<String> due = rollDue();
        if (!due.isAccepted()) {
            return due;
        }
        if (!rules.rolls().contains(roll)) {
            return UrRefusal.NOT_A_ROLL.refuse(roll, rules.dice() + " binary dice", rules.rolls());
        }
        if (seed != null && roll != rules.rollOfFaces(seedsThrow())) {
            return UrRefusal.NOT_THE_SEEDS_THROW.refuse(seedsThrow() + " (a roll of "
                    + rules.rollOfFaces(seedsThrow()) + ")", Integer.toString(roll));
        }
        take(new Throw(roll, Optional.empty()));
        return Outcome.accepted(Integer.toString(roll));
    }

    /** Throws the dice from the seed, keeping their faces for the record; answers the roll. */
    public Outcome<String> draw() {
        Outcome<String> due = rollDue();
        if (!due.isAccepted()) {
            return due;
        }
        if (seed == null) {
            return UrRefusal.NO_SEED.refuse();
        }
        String thrownFaces = seedsThrow();
        Throw drawn = new Throw(rules.rollOfFaces(thrownFaces), Optional.of(thrownFaces));
        take(drawn);
        return Outcome.accepted(Integer.toString(drawn.roll()));
    }

    private Outcome<String> rollDue() {
        if (result != null) {
            return gameOver();
        }
        if (!position.rollDue()) {
            return UrRefusal.MOVE_DUE.refuse(position.turn().title(), position.roll());
        }
        return Outcome.accepted("");
    }

    /** A throw made: it stands for a move, or, when it allows none, the turn is lost at once. */
    private void take(Throw made) {
        if (MoveGenerator.hasMove(position, rules, made.roll())) {
            position = position.withRoll(made.roll());
            faces = made.faces();
        } else {
            before.add(position);
            history.add(UrMove.forfeit(made.roll()));
            throwsOfTurns.add(made);
            position = MoveGenerator.forfeit(position);
            faces = Optional.empty();
            result = reached();
        }
    }

    /** Plays a legal move of the roll standing; the caller checked it. */
    public Outcome<Move> play(UrMove move) {
        before.add(position);
        history.add(move);
        throwsOfTurns.add(new Throw(position.roll(), faces));
        position = MoveGenerator.apply(position, rules, move);
        faces = Optional.empty();
        result = reached();
        return Outcome.accepted(move);
    }

    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        // Turns lost were nobody's choice: they go back with the move before them, as Game::RoyalUr's undo does.
        UrMove undone;
        Throw made;
        do {
            int last = history.size() - 1;
            undone = history.remove(last);
            made = throwsOfTurns.remove(last);
            position = before.remove(last);
        } while (undone.isForfeit() && !history.isEmpty());
        faces = undone.isForfeit() ? Optional.empty() : made.faces();
        result = reached();
        return Outcome.accepted(undone);
    }

    public <T> Outcome<T> gameOver() {
        return GameOver.refusal(result.sentence());
    }

    private UrResult reached() {
        UrSide winner = position.winner();
        if (winner != null) {
            return UrResult.home(winner);
        }
        if (plyCap > 0 && position.ply() >= plyCap) {
            return UrResult.plyCap(plyCap);
        }
        return null;
    }
}
