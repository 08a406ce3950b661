package org.tabula.host.core.testgames;

import org.tabula.api.Move;

/** Taking some stones from the heap; its text is the number taken. */
record NimMove(int stones) implements Move {

    @Override
    public String text() {
        return Integer.toString(stones);
    }
}
