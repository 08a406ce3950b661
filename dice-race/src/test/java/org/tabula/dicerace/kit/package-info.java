/**
 * The conformance kit's own tests, which need a game and so live here rather than in {@code api} (a reactor
 * cannot have api's tests depend on a module that depends on api): the kit passes the dice race and fails it with
 * one flaw each; the {@link org.tabula.api.Match}, {@link org.tabula.api.PerftWalks} and
 * {@link org.tabula.api.Bot#gameToPlay} written once in api, tried on a real game.
 */
package org.tabula.dicerace.kit;
