/**
 * Nine Men's Morris as a Tabula game plugin: the rules, the game, its notation, its bots and its perft.
 *
 * <p>{@link org.tabula.morris.MorrisState} is one game's rules state (the api {@code Game});
 * {@link org.tabula.morris.MorrisGame} is the seed's whole object, the rules carried by an api {@code Match};
 * {@link org.tabula.morris.MorrisProvider} is the plugin a host finds. This package, the only one exported, is the public face: the game, the values the seed names, and
 * the facades over the unexported packages beneath it, each one concept: {@code rules} (the bitboard core that
 * makes and unmakes encoded moves without allocating, for legal moves, perft and the bots; the endings and the
 * state of a game), {@code text} (moves, positions and records as text, the board view) and {@code bots} (search,
 * evaluation, strengths, endgame tables).
 */
package org.tabula.morris;
