/**
 * Xiangqi (Chinese chess) as a Tabula game plugin: the rules, the game, its notation (ICCS for the log, WXF for
 * the reader, FEN for positions), its bots, its board view and its perft.
 *
 * <p>{@link org.tabula.xiangqi.XiangqiGame} is one game; {@link org.tabula.xiangqi.XiangqiProvider} is the
 * plugin a host finds. Underneath, a package-private core of board arrays makes and unmakes encoded moves
 * without allocating, for legal moves, perft and the bots; the public types are small immutable values over it.
 */
package org.tabula.xiangqi;
