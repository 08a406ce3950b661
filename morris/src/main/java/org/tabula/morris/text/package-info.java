/**
 * The morris texts, unexported: moves, positions and a whole game's record read and written, the move a caller
 * types, and the board a host shows. {@link org.tabula.morris.MorrisNotation} is their public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.morris.text;
