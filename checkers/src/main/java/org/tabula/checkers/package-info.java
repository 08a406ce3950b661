/**
 * English draughts (American checkers) as a Tabula game plugin: the public face of the game, its notation, its
 * bots and its perft.
 *
 * <p>{@link org.tabula.checkers.CheckersGame} is one game; {@link org.tabula.checkers.CheckersProvider} is the
 * plugin a host finds; {@link org.tabula.checkers.CheckersNotation} is the notation. This is the only package the
 * module exports. Underneath, unexported: {@code rules} (the bitboard core that makes and unmakes encoded moves
 * without allocating, move generation, the game state, endings and refusals), {@code text} (FEN, PDN, move text,
 * the board view) and {@code bots} (search and evaluation). The public types here are small immutable values
 * over them.
 */
package org.tabula.checkers;
