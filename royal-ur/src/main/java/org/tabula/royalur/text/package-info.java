/**
 * The Royal Game of Ur texts, unexported: positions and records read and written, moves in their display form
 * resolved against the legal ones, a whole game to and from its record, and the board a host shows.
 * {@link org.tabula.royalur.UrNotation} is their public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.royalur.text;
