package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.seat.Player;

/**
 * Draw offers at the console, kept by the match: who may answer one (never the side that made it), a bot's
 * answer (it declines), and a person's offer, acceptance and refusal, said on the session's output.
 */
final class DrawOffers {

    private final Match match;
    private final Map<Side, Player> players;
    private final PrintWriter out;
    /** Says what was done and carries the change on (save, board), or says the match's refusal. */
    private final BiConsumer<Outcome<?>, String> report;
    /** Saves the record without drawing the board again. */
    private final Runnable save;

    DrawOffers(Match match, Map<Side, Player> players, PrintWriter out, BiConsumer<Outcome<?>, String> report,
            Runnable save) {
        this.match = match;
        this.players = players;
        this.out = out;
        this.report = report;
        this.save = save;
    }

    /** A side offers a draw: a bot on the other side declines at once, a person is asked next. */
    void offer(Side side) {
        Outcome<Side> offer = match.offerDraw(side);
        if (!offer.isAccepted()) {
            out.println(offer.refusal().message());
            return;
        }
        out.println(side.id() + " offers a draw.");
        for (Side other : match.sides()) {
            Player player = players.get(other);
            // The contract gives a bot no say on draws, so a bot plays on.
            if (!other.equals(side) && !player.isHuman() && match.declineDraw(other).isAccepted()) {
                out.println(other.id() + " (" + player.shortName() + ") declines: a bot plays on.");
            }
        }
        save.run();
        awaitedAnswer().ifPresent(other -> out.println(other.id() + " may accept or decline."));
    }

    /** A side accepts or declines the draw offered; never its own offer, which the host does not ask it about. */
    void answer(Side side, String verb) {
        if (!answerable(side)) {
            out.println(match.drawOfferedBy().filter(side::equals).isPresent()
                    ? side.id() + " made the draw offer; the other side answers it."
                    : "There is no draw offer to " + verb + ".");
            return;
        }
        if (verb.equals("accept")) {
            report.accept(match.acceptDraw(side), side.id() + " accepts the draw.");
        } else {
            report.accept(match.declineDraw(side), side.id() + " declines the draw.");
        }
    }

    /**
     * The person whose answer to a draw offer is awaited before play goes on: when the side to move has offered,
     * the next side after it played by a person (a bot has already declined). Empty when no answer is awaited.
     */
    Optional<Side> awaitedAnswer() {
        Optional<Side> offer = match.drawOfferedBy();
        if (offer.isEmpty() || !offer.get().equals(match.turn()) || match.status() != Status.ACTIVE) {
            return Optional.empty();
        }
        List<Side> sides = match.sides();
        int offering = sides.indexOf(offer.get());
        for (int i = 1; i < sides.size(); i++) {
            Side other = sides.get((offering + i) % sides.size());
            if (players.get(other).isHuman()) {
                return Optional.of(other);
            }
        }
        return Optional.empty();
    }

    /** True when another side's draw offer stands, which this side may accept or decline. */
    boolean answerable(Side side) {
        return match.drawOfferedBy().filter(offer -> !offer.equals(side)).isPresent();
    }
}
