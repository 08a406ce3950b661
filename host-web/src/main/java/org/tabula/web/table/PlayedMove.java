package org.tabula.web.table;

/**
 * A move of a table's game as its list shows it: who played it and its text.
 *
 * @param side the id of the side that played it, or null where the game could not take it back to say
 * @param text the move's canonical text
 */
public record PlayedMove(String side, String text) {
}
