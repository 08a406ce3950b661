package org.tabula.engine.side;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.tabula.api.Side;

/**
 * The two sides of a game in turn order, each with its api {@link Side}, looked up by api side, word or index with
 * the game's own message for a side it does not have.
 *
 * <p>Each constant's word is its name in lower case ({@code WHITE} is {@code white}), so an enum names it once.
 *
 * @param <S> the game's enum of sides
 */
public final class SideTable<S extends Enum<S> & GameSide<S>> {

    private final String game;
    private final S[] constants;
    private final Side[] sides;
    private final String[] titles;
    private final List<Side> inTurnOrder;
    private final String letters;

    private SideTable(String game, S[] constants, String letters) {
        this.game = game;
        this.constants = constants;
        this.letters = letters;
        this.sides = new Side[constants.length];
        this.titles = new String[constants.length];
        for (S constant : constants) {
            sides[constant.ordinal()] = Side.of(constant.name().toLowerCase(Locale.ROOT));
            titles[constant.ordinal()] = sides[constant.ordinal()].title();
        }
        this.inTurnOrder = List.of(sides);
    }

    /**
     * The table of an enum of exactly two sides, called from the enum's own static field (its constants exist by
     * then).
     *
     * @param game the game as the message for an unknown side names it, such as {@code morris} or
     *     {@code the Royal Game of Ur}
     * @param letters each side's letter in the game's notation, in turn order, such as {@code "wb"}
     * @throws IllegalArgumentException when the enum does not have two constants, or not a letter each
     */
    public static <S extends Enum<S> & GameSide<S>> SideTable<S> of(Class<S> type, String game, String letters) {
        S[] constants = Objects.requireNonNull(type, "type").getEnumConstants();
        if (constants.length != 2) {
            throw new IllegalArgumentException(type.getSimpleName() + " has " + constants.length
                    + " sides; a side table holds two");
        }
        if (letters.length() != constants.length) {
            throw new IllegalArgumentException(type.getSimpleName() + " has " + constants.length + " sides but "
                    + letters.length() + " letters: " + letters);
        }
        return new SideTable<>(Objects.requireNonNull(game, "game"), constants, letters);
    }

    /** The api side of the constant at an index. */
    Side side(int index) {
        return sides[index];
    }

    /** The title of the constant at an index, made once: sentences ask for it often. */
    String title(int index) {
        return titles[index];
    }

    /** The notation letter of the constant at an index. */
    char letter(int index) {
        return letters.charAt(index);
    }

    /** The other constant than the one at an index. */
    S opponent(int index) {
        return constants[1 - index];
    }

    /** The api sides in turn order, as a provider gives them. */
    public List<Side> inTurnOrder() {
        return inTurnOrder;
    }

    /** The side of a core index, 0 or 1. @throws ArrayIndexOutOfBoundsException for any other */
    public S ofIndex(int index) {
        return constants[index];
    }

    /** The side of an api side. @throws IllegalArgumentException for a side the game does not have */
    public S of(Side side) {
        return ofWord(Objects.requireNonNull(side, "side").id());
    }

    /** The side a word names. @throws IllegalArgumentException for any other word */
    public S ofWord(String word) {
        for (int i = 0; i < sides.length; i++) {
            if (sides[i].id().equals(word)) {
                return constants[i];
            }
        }
        throw new IllegalArgumentException(game + " has no side '" + word + "'");
    }
}
