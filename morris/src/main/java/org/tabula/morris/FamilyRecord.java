package org.tabula.morris;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;
import org.tabula.api.TextFormatException;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;
import org.tabula.morris.model.Colour;
import org.tabula.morris.text.GameText;
import org.tabula.morris.text.NoMillNote;
import org.tabula.notation.Header;
import org.tabula.notation.MoveListRecord;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;

/**
 * The record of a game of the mill family other than the seed's: {@code # game morris}, the seed's
 * {@code # no-mill-limit} note when the limit is not the default, then {@code variant six} and a line for each other
 * option not at its default ({@code position ...} when the game did not begin at the start, {@code flying never},
 * {@code flying no} for the seed's {@code flying=false}, {@code removal strict}, {@code lasker yes},
 * {@code misere yes}), the moves numbered in pairs, and the offer and result lines. The seed's game keeps the
 * seed's record ({@link GameText}).
 */
final class FamilyRecord {

    private static final String VARIANT = MorrisProvider.VARIANT;
    private static final String POSITION = "position";
    private static final String FLYING = MorrisProvider.FLYING;
    private static final String REMOVAL = MorrisProvider.REMOVAL;
    private static final String LASKER = MorrisProvider.LASKER;
    private static final String MISERE = MorrisProvider.MISERE;
    private static final String YES = "yes";
    private static final String NO = "no";

    private static final MoveListRecord RECORD = MoveListRecord.numberedInPairs(GameText.GAME,
            Colour.WHITE.sides().inTurnOrder()).withHeaders(VARIANT, POSITION, FLYING, REMOVAL, LASKER, MISERE);
    /** A line naming the variant: what tells the family's record from the seed's, which has none. */
    private static final Pattern VARIANT_LINE = Pattern.compile("(?m)^[ \\t]*variant[ \\t]");

    private FamilyRecord() {
    }

    /** Whether a record is the family's: it has a line naming the variant. */
    static boolean isFamilys(String record) {
        return VARIANT_LINE.matcher(record).find();
    }

    static String write(MorrisFamilyGame game, MatchMarks marks) {
        GameOptions options = game.options();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(VARIANT, options.get(VARIANT));
        FamilyPosition start = game.start().position();
        if (!start.equals(FamilyPosition.start(start.rules()))) {
            headers.put(POSITION, start.text());
        }
        List<String> flying = new ArrayList<>();
        if (!options.bool(FLYING)) {
            flying.add(NO);
        }
        if (!options.get(MorrisProvider.FLYING_RULE).equals(FamilyOptions.OWN_RULE)) {
            flying.add(options.get(MorrisProvider.FLYING_RULE));
        }
        if (!flying.isEmpty()) {
            headers.put(FLYING, String.join(" ", flying));
        }
        if (!options.get(REMOVAL).equals(Removal.STANDARD.word())) {
            headers.put(REMOVAL, options.get(REMOVAL));
        }
        if (options.bool(LASKER)) {
            headers.put(LASKER, YES);
        }
        if (options.bool(MISERE)) {
            headers.put(MISERE, YES);
        }
        String text = RECORD.write(headers, game.history().stream().map(FamilyMove::text).toList(),
                start.turn() == Colour.BLACK, marks);
        Optional<String> note = NoMillNote.line(start.rules().noMillLimit());
        if (note.isEmpty()) {
            return text;
        }
        int afterGame = text.indexOf('\n') + 1;
        return text.substring(0, afterGame) + note.get() + "\n" + text.substring(afterGame);
    }

    /**
     * A record played through. Its header lines and its no-mill note overrule the options given, as every option a
     * record names does; the game they describe is begun by the provider, so a record naming the seed's game plays
     * the seed's.
     */
    static RecordedMatch read(String record, GameOptions given) {
        Optional<Integer> limit = NoMillNote.read(record);
        return RECORD.read(record, headers -> begun(headers, limit, given));
    }

    private static Game begun(Map<String, Header> headers, Optional<Integer> limit, GameOptions given) {
        Map<String, String> named = new LinkedHashMap<>();
        word(headers.get(VARIANT), Variant.words()).ifPresent(word -> named.put(VARIANT, word));
        word(headers.get(REMOVAL), Removal.words()).ifPresent(word -> named.put(REMOVAL, word));
        yes(headers.get(LASKER)).ifPresent(yes -> named.put(LASKER, yes));
        yes(headers.get(MISERE)).ifPresent(yes -> named.put(MISERE, yes));
        Header flying = headers.get(FLYING);
        if (flying != null) {
            named.put(FLYING, "true");
            named.put(MorrisProvider.FLYING_RULE, FamilyOptions.OWN_RULE);
            for (Token value : flying.values()) {
                if (value.text().equals(NO)) {
                    named.put(FLYING, "false");
                } else if (Flying.ofWord(value.text()).isPresent()) {
                    named.put(MorrisProvider.FLYING_RULE, value.text());
                } else {
                    throw NotationErrors.at(value, "a flying line says no, " + String.join(", ", Flying.words())
                            + ", not '" + value.text() + "'");
                }
            }
        }
        limit.ifPresent(moves -> named.put(MorrisProvider.NO_MILL_LIMIT, Integer.toString(moves)));
        GameOptions options = given.overruledBy(MorrisProvider.PROVIDER.options(), named);
        Header position = headers.get(POSITION);
        try {
            FamilyOptions.rules(options);
        } catch (IllegalArgumentException contradiction) {
            // Only a flying line can contradict the options; without one the reader's own options did.
            if (flying == null) {
                throw contradiction;
            }
            throw NotationErrors.at(flying.keyword(), contradiction.getMessage());
        }
        if (position == null) {
            return MorrisProvider.PROVIDER.newGame(options);
        }
        try {
            return MorrisProvider.PROVIDER.fromPosition(position.value(), options);
        } catch (TextFormatException refused) {
            throw NotationErrors.at(position.keyword(), "the position line cannot be read: " + refused.reason());
        }
    }

    /** A header's one word, one of {@code words}; empty without the header. */
    private static Optional<String> word(Header header, List<String> words) {
        if (header == null) {
            return Optional.empty();
        }
        if (header.values().size() != 1 || !words.contains(header.value())) {
            throw NotationErrors.at(header.keyword(), "a " + header.keyword().text() + " line names one of "
                    + String.join(", ", words) + ", not '" + header.value() + "'");
        }
        return Optional.of(header.value());
    }

    /** A yes-or-no header as an option's true or false; empty without the header. */
    private static Optional<String> yes(Header header) {
        return word(header, List.of(YES, NO)).map(word -> Boolean.toString(word.equals(YES)));
    }
}
