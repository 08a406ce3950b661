package org.tabula.checkers.text;

import java.util.Optional;
import org.tabula.notation.ResultToken;

/**
 * The result tokens a PDN record of English draughts may hold, read into the four the seed writes.
 *
 * <p>PDN 3.0 (pdn.fmjd.org, "Result tag") gives each code from the side that moves first, which in English
 * draughts (GameType 21, start colour B) is black: {@code 1-0} is a black win, {@code 0-1} a white one. Beside the
 * seed's four, {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} and {@code *}, it allows the International scoring, two
 * points a win and one each for a draw ({@code 2-0}, {@code 0-2}, {@code 1-1}), and {@code 0-0}, a game declared
 * lost for both players. No ending here is a loss for both, so {@code 0-0} reads as {@code *}, no result, as the
 * seed's {@code parse_pdn} reads any token it does not know.
 */
final class PdnResults {

    /** The tokens read, for a message. */
    static final String READ = "1-0, 0-1, 1/2-1/2, *, 2-0, 0-2, 1-1 or 0-0";

    private PdnResults() {
    }

    /** The seed's token for a result token as written, or empty when the text is none. Never throws. */
    static Optional<String> canonical(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text) {
            case "2-0" -> Optional.of(ResultToken.FIRST_WINS.text());
            case "0-2" -> Optional.of(ResultToken.SECOND_WINS.text());
            case "1-1" -> Optional.of(ResultToken.DRAW.text());
            case "0-0" -> Optional.of(ResultToken.UNDECIDED.text());
            default -> ResultToken.parse(text).map(ResultToken::text);
        };
    }
}
