/**
 * The dice race: the smallest whole Tabula game, the example {@code docs/writing-a-game.md} walks through.
 */
package org.tabula.dicerace;
