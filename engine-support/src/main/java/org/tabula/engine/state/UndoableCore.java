package org.tabula.engine.state;

/**
 * The fast core a {@link RulesState} plays on: changed in place, taken back one move at a time, copied whole. Each
 * game's core is a final class, so its engines call it directly; this interface costs them nothing.
 *
 * @param <C> the core itself
 */
public interface UndoableCore<C extends UndoableCore<C>> {

    /** An independent core, equal to this one. */
    C copy();

    /** Takes back the last move made. */
    void unmake();
}
