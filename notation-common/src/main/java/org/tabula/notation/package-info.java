/**
 * What every Tabula notation shares: coordinates by file letter and rank digit, tokens with their places,
 * records with header lines and notes, numbered moves, and errors that name the line and column.
 */
package org.tabula.notation;
