/**
 * The morris bots, unexported: the alpha-beta search and its transposition table, the evaluation it scores by,
 * the five strengths, and the perfect endgame tables (built, stored and read). The provider's bot levels
 * and {@link org.tabula.morris.MorrisEndgame} are their public face.
 *
 * <p>Public only so the other packages of the module (and the benchmarks, on the class path) can reach it; not
 * part of the plugin's API.
 */
package org.tabula.morris.bots;
