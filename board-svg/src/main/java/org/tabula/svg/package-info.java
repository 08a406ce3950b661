/**
 * A game's board drawn as an SVG picture from its {@link org.tabula.api.board.BoardLayout} alone: one element per
 * place with {@code data-place}, the pieces in their sides' colours, the coordinates along the edges. The terminal
 * host writes it with {@code tabula show --svg} and the web host's page points at it.
 */
package org.tabula.svg;
