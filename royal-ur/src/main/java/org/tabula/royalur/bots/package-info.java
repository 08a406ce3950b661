/**
 * The Royal Game of Ur bots' search, unexported: expectiminimax over the throws and the evaluation it scores by.
 * The provider's bot levels are their public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.royalur.bots;
