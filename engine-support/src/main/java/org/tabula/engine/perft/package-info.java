/** The checks every game's perft shares in front of its own fast count. */
package org.tabula.engine.perft;
