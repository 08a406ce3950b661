/**
 * What every Tabula notation shares: coordinates by file letter and rank digit, tokens with their places,
 * records with header lines and notes, numbered moves, and errors that name the line and column.
 *
 * <p>Reading: {@link org.tabula.notation.Lines#split(CharSequence)} numbers the lines,
 * {@link org.tabula.notation.Line#tokens()} gives each token its column, a
 * {@link org.tabula.notation.RecordReader} sorts a record's lines into {@link org.tabula.notation.Header}s and
 * move tokens (passing over notes and comments; in its {@link org.tabula.notation.RecordReader#canonical()} mode
 * taking only the canonical text and naming the first {@link org.tabula.notation.LineFault} otherwise), and {@link org.tabula.notation.NumberedMoves#moves(java.util.List)}
 * drops the move numbers; {@link org.tabula.notation.Header#quoted()} reads a PGN or PDN tag's quoted value and
 * {@link org.tabula.notation.ResultToken} its result tokens. What cannot be read is reported by
 * {@link org.tabula.notation.NotationErrors} as an {@link org.tabula.api.TextFormatException} ending in
 * {@code at line:column}, or naming the move by its place.
 *
 * <p>Writing: {@link org.tabula.notation.NumberedMoves#pairs(java.util.List, boolean)} or
 * {@link org.tabula.notation.NumberedMoves#wrapped(java.util.List, boolean, int)} number the moves, and
 * {@link org.tabula.notation.Lines#join(java.util.List)} makes the canonical text, which reads back byte for byte.
 *
 * <p>Nothing here reads or writes a file: a notation turns strings into values and values into strings.
 */
package org.tabula.notation;
