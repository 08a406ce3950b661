package org.tabula.dicerace.kit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Piece;
import org.tabula.api.testkit.ContractOnlyGame;

/**
 * A dice race with one flaw of the kind a plugin might have, to show that the conformance kit finds it: a game
 * that passes on everything else but breaks the contract in one place.
 */
final class FlawedGame extends ContractOnlyGame {

    /** The flaws the kit must find. */
    enum Flaw {
        /** copy() gives a second face of the same game. */
        COPY_SHARES_STATE,
        /** undo() says it took the move back but leaves the game as it is. */
        UNDO_DOES_NOTHING,
        /** A refused text still plays the first legal move. */
        REFUSAL_CHANGES_THE_GAME,
        /** The record leaves out a roll made after the last move. */
        RECORD_DROPS_THE_LAST_ROLL,
        /** The position leaves out the roll standing. */
        POSITION_DROPS_THE_ROLL,
        /** The legal moves come in a new order each time. */
        MOVES_IN_NO_FIXED_ORDER,
        /** A text with a character outside ASCII throws instead of being refused. */
        THROWS_ON_STRANGE_TEXT,
        /** The position leaves out the ply, and a game read from it counts from 0: the text still reads back. */
        POSITION_LOSES_THE_PLY,
        /** The record of a game begun from a position leaves out that start, so it reads back from the usual one. */
        RECORD_FORGETS_ITS_START,
        /** placesOf names where the other man stands as where a move starts: pointing still picks one move. */
        PLACES_OF_THE_OTHER_MAN,
        /** placesOf names where the man stands and not where it goes: pointing still picks one move. */
        PLACES_WITHOUT_THE_DESTINATION,
        /** The moves are kept in a static field, which a copy adds its game's moves to again: it doubles a copy. */
        HISTORY_IN_A_STATIC_FIELD
    }

    /** The one list of moves every game of {@link Flaw#HISTORY_IN_A_STATIC_FIELD} keeps, as a static field is. */
    private static final List<Move> SHARED_HISTORY = new ArrayList<>();

    private final Flaw flaw;
    private int asked;

    private FlawedGame(Game game, Flaw flaw) {
        super(game);
        this.flaw = flaw;
    }

    /** A game just made or read: the flawed history starts again from its moves, as a constructor would start it. */
    static FlawedGame fresh(Game game, Flaw flaw) {
        if (flaw == Flaw.HISTORY_IN_A_STATIC_FIELD) {
            SHARED_HISTORY.clear();
            SHARED_HISTORY.addAll(game.history());
        }
        return new FlawedGame(game, flaw);
    }

    @Override
    public String gameId() {
        return FlawedProvider.ID;
    }

    @Override
    public List<? extends Move> legalMoves() {
        List<Move> moves = new ArrayList<>(game.legalMoves());
        if (flaw == Flaw.MOVES_IN_NO_FIXED_ORDER && ++asked % 2 == 0) {
            Collections.reverse(moves);
        }
        return moves;
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (flaw == Flaw.THROWS_ON_STRANGE_TEXT && moveText.chars().anyMatch(c -> c > 127)) {
            throw new IllegalArgumentException("no such move: " + moveText);
        }
        Outcome<Move> outcome = game.play(moveText);
        if (flaw == Flaw.REFUSAL_CHANGES_THE_GAME && !outcome.isAccepted() && !game.legalMoves().isEmpty()) {
            game.play(game.legalMoves().get(0));
        }
        return kept(outcome);
    }

    @Override
    public Outcome<Move> play(Move move) {
        return kept(game.play(move));
    }

    /** A move played, added to the static history where the game keeps one. */
    private Outcome<Move> kept(Outcome<Move> outcome) {
        if (flaw == Flaw.HISTORY_IN_A_STATIC_FIELD && outcome.isAccepted()) {
            SHARED_HISTORY.add(outcome.value());
        }
        return outcome;
    }

    @Override
    public Outcome<Move> undo() {
        if (flaw == Flaw.UNDO_DOES_NOTHING && !game.history().isEmpty()) {
            return Outcome.accepted(game.history().get(game.history().size() - 1));
        }
        Outcome<Move> undone = game.undo();
        if (flaw == Flaw.HISTORY_IN_A_STATIC_FIELD && undone.isAccepted() && !SHARED_HISTORY.isEmpty()) {
            SHARED_HISTORY.remove(SHARED_HISTORY.size() - 1);
        }
        return undone;
    }

    @Override
    public List<? extends Move> history() {
        return flaw == Flaw.HISTORY_IN_A_STATIC_FIELD ? List.copyOf(SHARED_HISTORY) : game.history();
    }

    @Override
    public String position() {
        String position = game.position();
        if (flaw == Flaw.POSITION_LOSES_THE_PLY) {
            return position.substring(0, position.lastIndexOf(' '));
        }
        return flaw == Flaw.POSITION_DROPS_THE_ROLL ? position.replaceAll(" [0-3] ", " - ") : position;
    }

    @Override
    public Optional<BoardLayout> layout() {
        return game.layout();
    }

    @Override
    public List<String> placesOf(Move move) {
        List<String> places = game.placesOf(move);
        if (places.size() != 2) {
            return places;
        }
        if (flaw == Flaw.PLACES_WITHOUT_THE_DESTINATION) {
            return places.subList(0, 1);
        }
        if (flaw == Flaw.PLACES_OF_THE_OTHER_MAN) {
            // The other man's place where it stands on the track or waits; a man home would point twice at home.
            String other = move.text().startsWith("a") ? "b" : "a";
            Optional<String> where = game.layout().orElseThrow().pieces().stream()
                    .filter(piece -> piece.side().equals(turn()) && piece.label().equals(other))
                    .map(Piece::place).findFirst();
            return where.filter(place -> !place.equals(places.get(1))).map(place -> List.of(place, places.get(1)))
                    .orElse(places);
        }
        return places;
    }

    /** The game this one wraps, for the provider's record. */
    Game race() {
        return game;
    }

    /** The flaw this game has. */
    Flaw flaw() {
        return flaw;
    }

    @Override
    public Game copy() {
        if (flaw == Flaw.HISTORY_IN_A_STATIC_FIELD) {
            // As a copy constructor copies its game's moves into its own list, here the one static list.
            SHARED_HISTORY.addAll(List.copyOf(SHARED_HISTORY));
        }
        return flaw == Flaw.COPY_SHARES_STATE ? new FlawedGame(game, flaw) : wrap(game.copy());
    }

    @Override
    protected Game wrap(Game copy) {
        return new FlawedGame(copy, flaw);
    }

}
