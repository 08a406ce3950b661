/**
 * The checkers texts, unexported: moves as numbers or file and rank, FEN and the position counts, PDN and a
 * whole game's record, the board a host shows, as text and as geometry. {@link org.tabula.checkers.CheckersNotation} is their public
 * face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.checkers.text;
