package org.tabula.web.table;

import java.time.Instant;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.seat.Takeback;

/**
 * One thing a seat may do at a table: play a move, roll, resign, offer, accept or decline a draw, ask for a
 * takeback or answer one, offer or answer a rematch, or say a line of chat.
 */
public sealed interface TableAction {

    /** The word the store's log keeps: {@code move}, {@code roll}, {@code resign}, {@code offer} ... */
    String word();

    /** True when only the side to move may do this (a move, a roll); anything else any seat may try. */
    default boolean turnOnly() {
        return false;
    }

    /**
     * Does this for {@code side} on the match (a copy the caller may throw away) and the table's players.
     *
     * @param dice what the server throws chance with, for a roll
     * @param now the server's time, which a line of chat is stamped with
     * @return the text the log keeps (the move, the throw, the side a takeback went back to, the line said; empty
     *     otherwise) and the players after, or the refusal
     */
    Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now);

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

    /** The side asks to take back its last move ({@code offer}), or answers the other's asking. */
    static TableAction takeback(String answer) {
        return new TakebackAction("takeback-" + answer);
    }

    /** The side offers a rematch ({@code offer}), or answers the other's offer; the service plans it. */
    static TableAction rematch(String answer) {
        return new RematchAction("rematch-" + answer, null);
    }

    /** The side says a line (checked by SaidText). */
    static TableAction chat(String text) {
        return new Chat(text);
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

    /**
     * What an action came to.
     *
     * @param text what the log keeps of it
     * @param players the table's players after it
     */
    record Step(String text, Players players) {
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
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            return match.play(text).map(move -> new Step(move.text(), players));
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
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            Optional<ChanceRequest> request = match.pendingChance();
            if (request.isEmpty()) {
                return Outcome.refused(new Refusal("no-chance", "There is nothing to roll: "
                        + side.title() + " is to play a move, not to throw."));
            }
            return Outcome.accepted(new Step(dice.roll(match, request.get()), players));
        }
    }

    /** Resign, a draw offer, acceptance or decline, or a side's time run out: what the match does for any side. */
    record Simple(String word) implements TableAction {
        @Override
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            Outcome<?> done = switch (word) {
                case "resign" -> match.resign(side);
                case "offer" -> match.offerDraw(side);
                case "accept" -> match.acceptDraw(side);
                case "decline" -> match.declineDraw(side);
                case "timeout" -> match.timeout(side);
                default -> throw new IllegalStateException("no such action: " + word);
            };
            return done.map(value -> new Step("", players));
        }
    }

    /**
     * A takeback asked for ({@code takeback-offer}), accepted by the other side (the match undone back to the
     * asker's turn, Takeback.undo) or declined (by the other, or withdrawn by the asker).
     */
    record TakebackAction(String word) implements TableAction {
        @Override
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            if (match.status() != Status.ACTIVE) {
                return refused("game-over", "The game is over: there is nothing to take back.");
            }
            String asker = players.takeback();
            switch (word) {
                case "takeback-offer" -> {
                    if (asker != null) {
                        return refused("takeback-standing", "A takeback asked for by " + asker
                                + " stands: accept or decline it first.");
                    }
                    if (Takeback.lastMoveOf(match, side) < 0) {
                        return refused("nothing-to-take-back", side.title() + " has played no move to take back.");
                    }
                    return Outcome.accepted(new Step("", players.withTakeback(side.id())));
                }
                case "takeback-accept" -> {
                    if (asker == null) {
                        return refused("no-takeback", "No takeback is asked for.");
                    }
                    if (asker.equals(side.id())) {
                        return refused("own-takeback", side.title() + " cannot accept its own takeback: it is the"
                                + " other side's to answer.");
                    }
                    Side asking = match.sides().stream().filter(s -> s.id().equals(asker)).findFirst().orElseThrow();
                    return Takeback.undo(match, asking)
                            .map(undone -> new Step(asker, players.withTakeback(null)));
                }
                case "takeback-decline" -> {
                    if (asker == null) {
                        return refused("no-takeback", "No takeback is asked for.");
                    }
                    return Outcome.accepted(new Step("", players.withTakeback(null)));
                }
                default -> throw new IllegalStateException("no such action: " + word);
            }
        }
    }

    /**
     * A rematch offered, accepted or declined once the game is over. The service plans an offer or an acceptance
     * first ({@link RematchPlan}): the new table's id and the acting seat's new token's hash.
     */
    record RematchAction(String word, RematchPlan plan) implements TableAction {

        /** This action with its plan. */
        RematchAction planned(RematchPlan given) {
            return new RematchAction(word, given);
        }

        @Override
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            if (match.status() != Status.FINISHED) {
                return refused("game-not-over", "A rematch is offered once the game is over.");
            }
            Rematch rematch = players.rematch();
            if (rematch.table() != null) {
                return refused("rematch-made", "The rematch is made: table " + rematch.table() + ".");
            }
            String offerer = rematch.offeredBy();
            switch (word) {
                case "rematch-offer" -> {
                    if (offerer != null) {
                        return refused("rematch-standing", "A rematch offered by " + offerer
                                + " stands: accept or decline it.");
                    }
                    if (!plan.othersSeated()) {
                        return refused("no-opponent", "No one has taken the other seat to play a rematch with.");
                    }
                    Rematch offered = rematch.offered(side.id(), plan.id(), plan.newSide(), plan.hash());
                    // No person to answer a bot's seat: the bot takes it at once.
                    return Outcome.accepted(new Step("", players.withRematch(plan.othersBots()
                            ? offered.made(null, null) : offered)));
                }
                case "rematch-accept" -> {
                    if (offerer == null) {
                        return refused("no-rematch", "No rematch is offered.");
                    }
                    if (offerer.equals(side.id())) {
                        return refused("own-rematch", side.title() + " cannot accept its own rematch offer.");
                    }
                    return Outcome.accepted(new Step("", players.withRematch(rematch.made(plan.newSide(),
                            plan.hash()))));
                }
                case "rematch-decline" -> {
                    if (offerer == null) {
                        return refused("no-rematch", "No rematch is offered.");
                    }
                    return Outcome.accepted(new Step("", players.withRematch(rematch.declined())));
                }
                default -> throw new IllegalStateException("no such action: " + word);
            }
        }
    }

    /** A line of chat said by a seat, where the table allows chat. */
    record Chat(String text) implements TableAction {
        @Override
        public String word() {
            return "chat";
        }

        @Override
        public Outcome<Step> apply(Match match, Players players, Side side, Dice dice, Instant now) {
            if (!players.chat()) {
                return refused("chat-off", "This table was made without chat.");
            }
            return Outcome.accepted(new Step(text, players.said(new ChatLine(side.id(), text, now))));
        }
    }

    private static <T> Outcome<T> refused(String code, String message) {
        return Outcome.refused(new Refusal(code, message));
    }
}
