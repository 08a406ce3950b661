/**
 * The generic bot every game has: Monte Carlo tree search through the game contract alone, kept inside the api
 * module (not exported) and reached through {@link org.tabula.api.GameDefinition#newBot(int, long)}.
 */
package org.tabula.api.mcts;
