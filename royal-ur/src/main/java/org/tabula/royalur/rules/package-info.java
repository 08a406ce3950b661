/**
 * The rules of the Royal Game of Ur, unexported: the board's squares, the moves a roll allows and what a move
 * does, why a move is refused, the throw a game waits for, the walk perft counts, and the state of one game that
 * {@link org.tabula.royalur.RoyalUrGame} is the face of.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.royalur.rules;
