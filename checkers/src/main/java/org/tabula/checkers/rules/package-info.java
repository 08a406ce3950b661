/**
 * The rules of checkers, unexported: the board's diagonals, the bitboard core that makes and unmakes encoded
 * moves, move generation, the endings and draw rules, a written move resolved against the legal moves (or
 * refused, and why), and the state of one game that {@link org.tabula.checkers.CheckersGame} is the face of.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.checkers.rules;
