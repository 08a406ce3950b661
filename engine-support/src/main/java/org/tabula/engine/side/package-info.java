/** A game's two sides in turn order, looked up by api side, word or index. */
package org.tabula.engine.side;
