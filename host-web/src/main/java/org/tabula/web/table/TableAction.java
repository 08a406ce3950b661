package org.tabula.web.table;

import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Side;

/** One thing a seat may do at a table: play a move, roll, resign, or offer, accept or decline a draw. */
public sealed interface TableAction {

    /** The word the store's log keeps: {@code move}, {@code roll}, {@code resign}, {@code offer} ... */
    String word();

    /** True when only the side to move may do this (a move, a roll); anything else any seat may try. */
    default boolean turnOnly() {
        return false;
    }

    /**
     * Does this for {@code side} on the match (a copy the caller may throw away).
     *
     * @param dice what the server throws chance with, for a roll
     * @return the text the log keeps (the move or the throw; empty otherwise), or the refusal
     */
    Outcome<String> apply(Match match, Side side, Dice dice);

    /** A move given as text. */
    static TableAction move(String text) {
        return new Play(text);
    }

    /** The roll of the chance the game waits for. */
    static TableAction roll() {
        return new Roll();
    }

    /** The side gives up. */
    static TableAction resign() {
        return new Simple("resign");
    }

    /** The side offers a draw. */
    static TableAction offer() {
        return new Simple("offer");
    }

    /** The side accepts the other's offer. */
    static TableAction accept() {
        return new Simple("accept");
    }

    /** The side declines the other's offer. */
    static TableAction decline() {
        return new Simple("decline");
    }

    /** The side's time has run out: the server's to commit when its clock says so, never a seat's to ask. */
    static TableAction timeout() {
        return new Simple("timeout");
    }

    /** Throws a chance the game waits for into the match. */
    @FunctionalInterface
    interface Dice {
        /** The outcome thrown and handed to the match, in the game's text. */
        String roll(Match match, ChanceRequest request);
    }

    /** A move. */
    record Play(String text) implements TableAction {
        @Override
        public String word() {
            return "move";
        }

        @Override
        public boolean turnOnly() {
            return true;
        }

        @Override
        public Outcome<String> apply(Match match, Side side, Dice dice) {
            return match.play(text).map(move -> move.text());
        }
    }

    /** A roll. */
    record Roll() implements TableAction {
        @Override
        public String word() {
            return "roll";
        }

        @Override
        public boolean turnOnly() {
            return true;
        }

        @Override
        public Outcome<String> apply(Match match, Side side, Dice dice) {
            Optional<ChanceRequest> request = match.pendingChance();
            if (request.isEmpty()) {
                return Outcome.refused(new Refusal("no-chance", "There is nothing to roll: "
                        + side.title() + " is to play a move, not to throw."));
            }
            return Outcome.accepted(dice.roll(match, request.get()));
        }
    }

    /** Resign, a draw offer, acceptance or decline, or a side's time run out: what the match does for any side. */
    record Simple(String word) implements TableAction {
        @Override
        public Outcome<String> apply(Match match, Side side, Dice dice) {
            Outcome<?> done = switch (word) {
                case "resign" -> match.resign(side);
                case "offer" -> match.offerDraw(side);
                case "accept" -> match.acceptDraw(side);
                case "decline" -> match.declineDraw(side);
                case "timeout" -> match.timeout(side);
                default -> throw new IllegalStateException("no such action: " + word);
            };
            return done.map(value -> "");
        }
    }
}
