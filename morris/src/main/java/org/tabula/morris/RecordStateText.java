package org.tabula.morris;

import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;
import org.tabula.notation.Token;

/**
 * The {@code flying}, {@code offer} and {@code result} lines of a morris record read into a {@link RecordState}:
 * the work behind {@link MorrisNotation#recordState(String)}.
 *
 * <p>Each line is checked word by word, so a record that says two things at once (a draw with a winner, a
 * resignation without one) is an error at the word that contradicts, not a state nobody can play.
 */
final class RecordStateText {

    private RecordStateText() {
    }

    /** What a record already read says beside its moves; as {@link MorrisNotation#recordState(String)}. */
    static RecordState read(RecordText record) {
        Optional<Boolean> flying = record.single(MorrisNotation.FLYING).map(RecordStateText::readFlying);
        Optional<Colour> offer = record.single(MorrisNotation.OFFER).map(RecordStateText::readOffer);
        Optional<RecordedResult> result = record.single(MorrisNotation.RESULT).map(RecordStateText::readResult);
        return new RecordState(flying, offer, result);
    }

    private static boolean readFlying(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "flying is yes or no, and neither is given");
        }
        Token value = values.get(0);
        boolean flies;
        if (value.is("yes")) {
            flies = true;
        } else if (value.is("no")) {
            flies = false;
        } else {
            throw NotationErrors.at(value, "flying is yes or no, not '" + value.text() + "'");
        }
        nothingAfter(values, 1, "flying " + value.lowerCase());
        return flies;
    }

    private static Colour readOffer(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(),
                    "an offer names the side that made it, white or black, and none is given");
        }
        Colour side = colour(values.get(0)).orElseThrow(() -> NotationErrors.at(values.get(0),
                "an offer names the side that made it, white or black, not '" + values.get(0).text() + "'"));
        nothingAfter(values, 1, "offer " + side.word());
        return side;
    }

    private static RecordedResult readResult(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(),
                    "a result names the winner (white or black) or draw, then the reason, and neither is given");
        }
        Token who = values.get(0);
        Optional<Colour> winner = colour(who);
        if (winner.isEmpty() && !who.is("draw")) {
            throw NotationErrors.at(who, "a result names the winner, white or black, or draw, not '"
                    + who.text() + "'");
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
        if (token.is("white")) {
            return Optional.of(Colour.WHITE);
        }
        if (token.is("black")) {
            return Optional.of(Colour.BLACK);
        }
        return Optional.empty();
    }
}
