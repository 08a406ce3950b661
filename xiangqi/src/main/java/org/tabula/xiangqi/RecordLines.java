package org.tabula.xiangqi;

import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;

/** The {@code offer} and {@code result} lines of a record, read with the place of whatever is wrong. */
final class RecordLines {

    private RecordLines() {
    }

    static Colour readOffer(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "an offer names the side that made it, red or black, and none"
                    + " is given");
        }
        Colour side = colour(values.get(0)).orElseThrow(() -> NotationErrors.at(values.get(0),
                "an offer names the side that made it, red or black, not '" + values.get(0).text() + "'"));
        nothingAfter(values, 1, "offer " + side.word());
        return side;
    }

    static RecordedResult readResult(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "a result names the winner (red or black) or draw, then the"
                    + " reason, and neither is given");
        }
        Token who = values.get(0);
        Optional<Colour> winner = colour(who);
        if (winner.isEmpty() && !who.is("draw")) {
            throw NotationErrors.at(who, "a result names the winner, red or black, or draw, not '" + who.text()
                    + "'");
        }
        if (values.size() < 2) {
            throw NotationErrors.after(who, "a result names the reason after the winner: resign, timeout or"
                    + " agreement");
        }
        Token why = values.get(1);
        String reason = why.lowerCase();
        switch (reason) {
            case RecordedResult.RESIGN, RecordedResult.TIMEOUT -> {
                if (winner.isEmpty()) {
                    throw NotationErrors.at(why, "a game ended by " + reason + " has a winner, not a draw");
                }
            }
            case RecordedResult.AGREEMENT -> {
                if (winner.isPresent()) {
                    throw NotationErrors.at(who, "a game ended by agreement is a draw, not a win for "
                            + winner.get().word());
                }
            }
            default -> throw NotationErrors.at(why, "a result's reason is resign, timeout or agreement, not '"
                    + why.text() + "'");
        }
        nothingAfter(values, 2, "result " + who.lowerCase() + " " + reason);
        return new RecordedResult(winner, reason);
    }

    private static void nothingAfter(List<Token> values, int count, String line) {
        if (values.size() > count) {
            throw NotationErrors.at(values.get(count), "nothing follows '" + line + "', but '"
                    + values.get(count).text() + "' does");
        }
    }

    private static Optional<Colour> colour(Token token) {
        if (token.is("red")) {
            return Optional.of(Colour.RED);
        }
        if (token.is("black")) {
            return Optional.of(Colour.BLACK);
        }
        return Optional.empty();
    }
}
