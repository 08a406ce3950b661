/** The JSON shapes every host writes the same way: an installed game, a game's ending, a move with its places. */
package org.tabula.host.core.json;
