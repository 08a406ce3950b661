/**
 * The common boards, so that a game gives only its pieces: a square grid of any size with files and ranks, one
 * colour or checkered ({@link SquareGrid}), and points joined by lines on a grid of files and ranks, as morris has
 * ({@link PointGraph}); each gives the layout a host draws and points at and a text view for the terminal.
 */
package org.tabula.engine.board;
