package org.tabula.xiangqi.text;

import java.util.List;
import org.tabula.notation.EndingLines;
import org.tabula.notation.Header;
import org.tabula.xiangqi.Colour;
import org.tabula.xiangqi.Ending;
import org.tabula.xiangqi.RecordedResult;

/**
 * The {@code offer} and {@code result} lines of a record, read with the place of whatever is wrong: notation-common's
 * {@link EndingLines} with xiangqi's side words.
 */
public final class RecordLines {

    /** The side words, red first as it moves first. */
    private static final List<String> SIDES = List.of(Colour.RED.word(), Colour.BLACK.word());

    private RecordLines() {
    }

    public static Colour readOffer(Header header) {
        return colour(EndingLines.readOffer(header, SIDES));
    }

    public static RecordedResult readResult(Header header) {
        EndingLines.Ending ending = EndingLines.readResult(header, SIDES);
        return new RecordedResult(ending.winner().map(RecordLines::colour), ending.reason());
    }

    private static Colour colour(String word) {
        return word.equals(Colour.RED.word()) ? Colour.RED : Colour.BLACK;
    }
}
