/**
 * A board as geometry, the same for every game: {@link org.tabula.api.board.BoardLayout} (places, links, regions,
 * pieces, marks, a throw), which a game gives through {@link org.tabula.api.Game#layout()}, and
 * {@link org.tabula.api.board.Pointing}, which turns the places a person points at into a legal move through
 * {@link org.tabula.api.Game#placesOf}. A host draws any game from these and names none.
 *
 * <p>A game that gives a layout gets the page's board and the SVG picture for free; the guide,
 * {@code docs/writing-a-game.md} in the repository, shows how to describe one.
 *
 * @since 0.1.0
 */
package org.tabula.api.board;
