/** Seeded bots and the table of a game's bot levels, written once for every game. */
package org.tabula.engine.bots;
