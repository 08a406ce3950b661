package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.PlayedMove;
import org.tabula.api.Side;
import org.tabula.api.TakenBack;
import org.tabula.host.core.seat.Takeback;

/**
 * Takebacks asked at the console: with two people at the terminal, whoever played last asks the other, who accepts
 * or declines at a prompt of their own; with one, the move (and the bots' answers) is taken back at once.
 */
final class TakebackRequests {

    private final SessionContext session;
    private final Match match;
    private final PrintWriter out;
    private final TakeBack takeBack;
    /** The side whose takeback the other person is to answer; null when none is asked. */
    private Side asker;

    TakebackRequests(SessionContext session) {
        this.session = session;
        this.match = session.match();
        this.out = session.out();
        this.takeBack = new TakeBack(match, session::human);
    }

    /** True when a takeback is asked and the other person's answer awaited before play goes on. */
    boolean asked() {
        return asker != null;
    }

    /** {@code undo} while the game goes on: asked of the other person if one sits at the terminal, else done. */
    void ask() {
        List<PlayedMove> played = match.played();
        Side last = played.isEmpty() ? null : played.get(played.size() - 1).side();
        Optional<Side> answering = last == null || !session.human(last) ? Optional.empty() : otherPerson(last);
        if (answering.isEmpty()) {
            undo();
            return;
        }
        asker = last;
        out.println(asker.id() + " asks to take back its last move.");
        out.println(answering.get().id() + " may accept or decline.");
    }

    /** Takes back at once what undo takes (after the end too), or says the match's refusal. */
    void undo() {
        Outcome<String> taken = takeBack.undo();
        if (!taken.isAccepted()) {
            out.println(taken.refusal().message());
            return;
        }
        session.changed(taken.value());
    }

    /** One line from the person who answers the takeback asked for. */
    void answerTurn() {
        Side side = otherPerson(asker).orElseThrow();
        Optional<String[]> answer = session.answerWords(side);
        if (answer.isEmpty()) {
            return;
        }
        String[] words = answer.get();
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "accept" -> accept(side);
            case "decline" -> {
                asker = null;
                out.println(side.id() + " declines the takeback.");
            }
            case "resign" -> {
                asker = null;
                session.report(match.resign(side), side.id() + " resigns.");
            }
            case "save" -> session.save(PromptWords.argument(words));
            case "quit", "exit" -> session.quit();
            default -> out.println(asker.id() + " asks to take back its last move: " + side.id()
                    + ", accept or decline it.");
        }
    }

    private void accept(Side side) {
        Side asking = asker;
        asker = null;
        Outcome<List<TakenBack>> taken = Takeback.undo(match, asking);
        if (!taken.isAccepted()) {
            out.println(taken.refusal().message());
            return;
        }
        session.changed(side.id() + " accepts: took back " + String.join(", ", taken.value().stream()
                .map(TakenBack::toString).toList()) + ".");
    }

    /** A person other than the one who plays this side, if one sits at the terminal. */
    private Optional<Side> otherPerson(Side side) {
        return match.sides().stream().filter(other -> !other.equals(side) && session.human(other)).findFirst();
    }
}
