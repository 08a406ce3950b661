package org.tabula.xiangqi.text;

import java.util.List;
import java.util.Optional;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.notation.EndingLines;
import org.tabula.notation.Header;
import org.tabula.xiangqi.model.Colour;

/**
 * The {@code offer} and {@code result} lines of a record, the match's marks in xiangqi's words: read with the place
 * of whatever is wrong (notation-common's {@link EndingLines} with xiangqi's side words) and written back.
 */
public final class RecordLines {

    /** The side words, red first as it moves first. */
    private static final List<String> SIDES = List.of(Colour.RED.word(), Colour.BLACK.word());

    private RecordLines() {
    }

    /** The side an {@code offer} line names. */
    public static Side readOffer(Header header) {
        return Colour.ofWord(EndingLines.readOffer(header, SIDES)).side();
    }

    /** The player's ending a {@code result} line names, as the api's {@link PlayerEnding} result. */
    public static Result readResult(Header header) {
        EndingLines.Ending ending = EndingLines.readResult(header, SIDES);
        Optional<Colour> winner = ending.winner().map(Colour::ofWord);
        // The draw agreed names no side; its loser is asked for by the signature only.
        Colour loser = winner.map(Colour::opponent).orElse(Colour.BLACK);
        return code(ending.reason()).result(winner.map(Colour::side), loser.side());
    }

    /** The text after {@code offer}: the side's word, {@code red}. */
    public static String offerText(Side side) {
        return Colour.of(side).word();
    }

    /** The text after {@code result}: the winner's word or {@code draw}, then the reason, {@code red resign}. */
    public static String resultText(Result ending) {
        return ending.winnerIfAny().map(side -> Colour.of(side).word()).orElse("draw") + " " + ending.reason();
    }

    private static PlayerEnding code(String reason) {
        for (PlayerEnding ending : PlayerEnding.values()) {
            if (ending.code().equals(reason)) {
                return ending;
            }
        }
        throw new IllegalStateException("EndingLines read a reason no player makes: " + reason);
    }
}
