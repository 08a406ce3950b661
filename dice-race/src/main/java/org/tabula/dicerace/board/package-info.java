/** The dice race as geometry to draw and point at, unexported: public only so the root package reaches it. */
package org.tabula.dicerace.board;
