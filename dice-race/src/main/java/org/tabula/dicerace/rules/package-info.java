/**
 * The rules of the dice race, unexported: the board, the die, the moves, why a move or roll is refused, and the
 * state of a game at one moment, which {@link org.tabula.dicerace.DiceRaceProvider}'s games are the face of. The
 * rules know neither the texts nor the bots.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.dicerace.rules;
