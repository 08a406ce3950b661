package org.tabula.host.core.testgames;

import org.tabula.api.Move;

/** Moving one's counter some squares on, up to the roll; its text is {@code +steps}. */
record RaceMove(int steps) implements Move {

    @Override
    public String text() {
        return "+" + steps;
    }
}
