/**
 * The checkers bots, unexported: random, greedy and alpha-beta search over the rules' core, with the evaluation
 * the search scores by. The provider's bot levels are their public face.
 *
 * <p>Public only so the other packages of the module can reach it; not part of the plugin's API.
 */
package org.tabula.checkers.bots;
