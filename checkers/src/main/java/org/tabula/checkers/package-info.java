/**
 * English draughts (American checkers) as a Tabula game plugin: the rules, the game, its notation (numeric and
 * algebraic moves, FEN, PDN), its bots and its perft.
 *
 * <p>{@link org.tabula.checkers.CheckersGame} is one game; {@link org.tabula.checkers.CheckersProvider} is the
 * plugin a host finds; {@link org.tabula.checkers.CheckersNotation} is the notation. Underneath, a
 * package-private bitboard core makes and unmakes encoded moves without allocating, for legal moves, perft and
 * the bots; the public types are small immutable values over it.
 */
package org.tabula.checkers;
