/**
 * The game contract: providers, games, moves, refusals, results, options, bots and views.
 *
 * <p>No game is special here. The contract assumes neither that sides alternate, nor that a move is a
 * from-to pair, nor that there is no chance; see {@link org.tabula.api.Game} for how each is expressed.
 */
package org.tabula.api;
