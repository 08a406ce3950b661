package org.tabula.morris.text;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.TextFormatException;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.RecordState;
import org.tabula.notation.EndingLines;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;
import org.tabula.notation.Token;

/**
 * The {@code flying}, {@code offer} and {@code result} lines of a morris record read into a {@link RecordState}:
 * the work behind {@link org.tabula.morris.MorrisNotation#recordState(String)}.
 *
 * <p>Each line is checked word by word, so a record that says two things at once (a draw with a winner, a
 * resignation without one) is an error at the word that contradicts, not a state nobody can play.
 */
public final class RecordStateText {

    /** The side words, white first as it moves first. */
    private static final List<String> SIDES = List.of(Colour.WHITE.word(), Colour.BLACK.word());

    private RecordStateText() {
    }

    /**
     * What a record already read says beside its moves; as {@link
     * org.tabula.morris.MorrisNotation#recordState(String)}.
     */
    public static RecordState read(RecordText record) {
        Optional<Boolean> flying = record.single(RecordKeywords.FLYING).map(RecordStateText::readFlying);
        Optional<Colour> offer = record.single(RecordKeywords.OFFER).map(RecordStateText::readOffer);
        Optional<Result> result = record.single(RecordKeywords.RESULT).map(RecordStateText::readResult);
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
        EndingLines.nothingAfter(values, 1, "flying " + value.lowerCase());
        return flies;
    }

    private static Colour readOffer(Header header) {
        return colour(EndingLines.readOffer(header, SIDES));
    }

    /** The line read by the words all notations share, then made api's {@link PlayerEnding} result. */
    private static Result readResult(Header header) {
        EndingLines.Ending ending = EndingLines.readResult(header, SIDES);
        Optional<Colour> winner = ending.winner().map(RecordStateText::colour);
        PlayerEnding kind = Arrays.stream(PlayerEnding.values())
                .filter(candidate -> candidate.code().equals(ending.reason())).findFirst().orElseThrow();
        Colour loser = winner.map(Colour::opponent).orElse(Colour.WHITE);
        return kind.result(winner.map(Colour::side), loser.side());
    }

    private static Colour colour(String word) {
        return word.equals(Colour.WHITE.word()) ? Colour.WHITE : Colour.BLACK;
    }
}
