/**
 * The iterative-deepening root a searching bot shares with the others: deepening one ply at a time within a
 * {@link org.tabula.engine.search.NodeBudget}, keeping the {@link org.tabula.engine.search.BestMoves} of the last
 * whole deepening. Move generation, ordering below the root, evaluation and quiescence stay in each game, behind
 * {@link org.tabula.engine.search.RootSearch}; a game given as a {@code PlayableState} may take the whole search,
 * {@link org.tabula.engine.search.StateSearch}, and give only its evaluation.
 */
package org.tabula.engine.search;
