/**
 * The dice race's bot, unexported: deterministic from its seed. {@link org.tabula.dicerace.DiceRaceProvider} is
 * its public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.dicerace.bots;
