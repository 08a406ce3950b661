package org.tabula.web.store;

/**
 * One accepted change to a table, committed as its next version: the new state and what was done.
 *
 * @param record the game's record text after the change
 * @param ply the game's ply after the change
 * @param status {@code active} or {@code over} after the change
 * @param draws how many chance outcomes the server has drawn for the table, after the change
 * @param action what was done: {@code move}, {@code roll}, {@code resign}, {@code offer}, {@code accept},
 *     {@code decline} or {@code timeout}
 * @param side the id of the side that did it
 * @param text the move or the throw as the game writes it; empty for the other actions
 */
public record TableChange(String record, int ply, String status, int draws, String action, String side,
        String text) {
}
