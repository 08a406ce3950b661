package org.tabula.morris.family;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabula.morris.model.MillBoard;

/**
 * A game of the mill family as players name it: its board, how many men each side has, and the rules it plays by
 * unless told otherwise (its flying rule, Lasker's merged placing and moving). The presets are GamesmanOne's
 * standard combinations ({@code src/games/mills/variants.h}), and Three Men's Morris, where a mill wins.
 */
public enum Variant {
    /** Three men each on nine points; a mill wins, nothing is taken. */
    THREE("Three Men's Morris", MillBoard.NINE_POINTS, 3, Flying.NEVER, false),
    /** Five men each on the sixteen-point board, no flying. */
    FIVE("Five Men's Morris", MillBoard.SIXTEEN_POINTS, 5, Flying.NEVER, false),
    /** Six men each on the sixteen-point board, no flying. */
    SIX("Six Men's Morris", MillBoard.SIXTEEN_POINTS, 6, Flying.NEVER, false),
    /** Seven men each on the seventeen-point board, no flying. */
    SEVEN("Seven Men's Morris", MillBoard.SEVENTEEN_POINTS, 7, Flying.NEVER, false),
    /** The seed's game: nine men each on 24 points, flying at three men. */
    NINE("Nine Men's Morris", MillBoard.TWENTY_FOUR_POINTS, 9, Flying.AT_THREE, false),
    /** Ten men each on 24 points, flying at three men. */
    TEN("Ten Men's Morris", MillBoard.TWENTY_FOUR_POINTS, 10, Flying.AT_THREE, false),
    /** Ten men each on 24 points; a side may move a man instead of placing one from the start. */
    LASKER("Lasker Morris", MillBoard.TWENTY_FOUR_POINTS, 10, Flying.AT_THREE, true),
    /** Eleven men each on 24 points with diagonals, flying at three men. */
    ELEVEN("Eleven Men's Morris", MillBoard.TWENTY_FOUR_WITH_DIAGONALS, 11, Flying.AT_THREE, false),
    /** Twelve men each on 24 points with diagonals, flying at three men. */
    TWELVE("Twelve Men's Morris", MillBoard.TWENTY_FOUR_WITH_DIAGONALS, 12, Flying.AT_THREE, false),
    /** Twelve Men's Morris as South Africa plays it: the same board, men and rules under its own name. */
    MORABARABA("Morabaraba", MillBoard.TWENTY_FOUR_WITH_DIAGONALS, 12, Flying.AT_THREE, false),
    /** Twelve men each on the 25-point Sesotho board, flying at three men. */
    SESOTHO("Sesotho Morabaraba", MillBoard.SESOTHO, 12, Flying.AT_THREE, false);

    private final String title;
    private final MillBoard board;
    private final int men;
    private final Flying flying;
    private final boolean lasker;

    Variant(String title, MillBoard board, int men, Flying flying, boolean lasker) {
        this.title = title;
        this.board = board;
        this.men = men;
        this.flying = flying;
        this.lasker = lasker;
    }

    /** The word options, positions and records name it by: {@code nine}, {@code morabaraba}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Its name for a person: {@code Six Men's Morris}. */
    public String title() {
        return title;
    }

    /** The board it is played on. */
    public MillBoard board() {
        return board;
    }

    /** How many men each side has. */
    public int men() {
        return men;
    }

    /** Its own flying rule, which an option may change. */
    public Flying flying() {
        return flying;
    }

    /** Whether it merges placing and moving by its own rules, as Lasker Morris does. */
    public boolean lasker() {
        return lasker;
    }

    /** Whether a mill wins the game at once instead of taking a man, as in Three Men's Morris. */
    public boolean millWins() {
        return this == THREE;
    }

    /** Every variant's word, in this order, for the option's choices. */
    public static List<String> words() {
        return Arrays.stream(values()).map(Variant::word).toList();
    }

    /** The variant of a word in any case, or empty. Never throws. */
    public static Optional<Variant> ofWord(String word) {
        return Arrays.stream(values()).filter(variant -> variant.word().equalsIgnoreCase(String.valueOf(word)))
                .findFirst();
    }
}
