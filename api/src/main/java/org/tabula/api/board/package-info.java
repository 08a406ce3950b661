/**
 * A board as geometry, the same for every game: {@link org.tabula.api.board.BoardLayout} (places, links, regions,
 * pieces, marks, a throw), which a game gives through {@link org.tabula.api.Game#layout()}, and
 * {@link org.tabula.api.board.Pointing}, which turns the places a person points at into a legal move through
 * {@link org.tabula.api.Game#placesOf}. A host draws any game from these and names none.
 */
package org.tabula.api.board;
