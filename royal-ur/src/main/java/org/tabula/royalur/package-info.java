/**
 * The Royal Game of Ur as a Tabula game plugin: the rules (Finkel's, the Masters', or a set spelled out; the dice
 * thrown or supplied), the game, its notation and records, its bots and its perft.
 */
package org.tabula.royalur;
