/**
 * The game contract: providers, games, moves, refusals, results, options, bots and views.
 *
 * <p>No game is special here. The contract assumes neither that sides alternate, nor that a move is a
 * from-to pair, nor that there is no chance; see {@link org.tabula.api.Game} for how each is expressed.
 *
 * <p>A game author implements {@link org.tabula.api.GameProvider} and {@link org.tabula.api.Game}; the guide,
 * {@code docs/writing-a-game.md} in the repository, walks through a whole game. A host or a program that plays
 * games holds a {@link org.tabula.api.Match}, which adds what every game shares (offers, resignation, the record).
 *
 * @since 0.1.0
 */
package org.tabula.api;
