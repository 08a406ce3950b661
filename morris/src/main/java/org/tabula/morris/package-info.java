/**
 * Nine Men's Morris as a Tabula game plugin: the rules, the game, its notation, its bots and its perft.
 *
 * <p>{@link org.tabula.morris.MorrisGame} is one game; {@link org.tabula.morris.MorrisProvider} is the plugin a
 * host finds. Underneath, a package-private bitboard core makes and unmakes encoded moves without allocating,
 * for legal moves, perft and the bots; the public types are small immutable values over it.
 */
package org.tabula.morris;
