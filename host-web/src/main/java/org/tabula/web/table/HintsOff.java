package org.tabula.web.table;

/** Analysis asked for while a game goes on at a table made without hints: the server answers 403. */
public final class HintsOff extends RuntimeException {

    private static final long serialVersionUID = 1L;

    HintsOff() {
        super("This table was made without hints: its analysis is given once the game is over.");
    }
}
