package org.tabula.engine.side;

import org.tabula.api.Side;

/**
 * What a game's enum of sides implements: the api side, its word and title, the opponent and the index a fast core
 * uses, all read from the enum's {@link SideTable}, so that the enum keeps only its constants and what is its own
 * (letters, glyphs, directions).
 *
 * <p>Every method is a field or array read: engines may call them per node.
 *
 * @param <S> the enum itself
 */
public interface GameSide<S extends Enum<S> & GameSide<S>> {

    /** The table of the enum's sides; the enum keeps it in a static field. */
    SideTable<S> sides();

    /** The position of this side in turn order, as {@link Enum#ordinal()}. */
    int ordinal();

    /** The side as the API names it. */
    default Side side() {
        return sides().side(ordinal());
    }

    /** The lower-case word, such as {@code white}. */
    default String word() {
        return side().id();
    }

    /** The word with a capital, for sentences, such as {@code White}. */
    default String title() {
        return sides().title(ordinal());
    }

    /** The side's letter in the game's notation, as its table was given it, such as {@code w}. */
    default char letter() {
        return sides().letter(ordinal());
    }

    /** The other side. */
    default S opponent() {
        return sides().opponent(ordinal());
    }

    /** The index a fast core uses: 0 for the side that is first in turn order, 1 for the other. */
    default int index() {
        return ordinal();
    }
}
