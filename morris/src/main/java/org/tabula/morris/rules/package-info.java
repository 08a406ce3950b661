/**
 * The rules of Nine Men's Morris, unexported: the bitboard core that makes and unmakes encoded moves without
 * allocating, move generation and the quick legality checks, the mill tables, the fast perft walkers, the endings
 * and the state of one game that {@link org.tabula.morris.MorrisState} is the face of.
 * {@link org.tabula.morris.Rules} is their public face for a position alone.
 *
 * <p>Public only so the other packages of the module (and the benchmarks, on the class path) can reach it; not
 * part of the plugin's API.
 */
package org.tabula.morris.rules;
