/**
 * The dice race as geometry for a host to draw and point at: its places, named as its moves name them, and the
 * places each move touches. Unexported, like the rules it reads.
 */
package org.tabula.dicerace.board;
