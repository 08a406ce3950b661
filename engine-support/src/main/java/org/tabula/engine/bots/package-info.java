/**
 * Seeded bots and the table of a game's bot levels, written once for every game, and the five levels of a game
 * given by its state and evaluation ({@link org.tabula.engine.bots.StateBots}).
 */
package org.tabula.engine.bots;
