/**
 * The dice race: the smallest whole Tabula game, written as the game author's guide walks through it
 * ({@code docs/writing-a-game.md} in the repository). Two men a side, a die of 0 to 3 before every move, another
 * turn on the rosette.
 */
package org.tabula.dicerace;
