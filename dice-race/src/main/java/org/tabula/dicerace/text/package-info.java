/**
 * The dice race's texts, unexported: the position as one line and the record as one step a line, read back with
 * errors that name the line and column. {@link org.tabula.dicerace.DiceRaceProvider} is their public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.dicerace.text;
