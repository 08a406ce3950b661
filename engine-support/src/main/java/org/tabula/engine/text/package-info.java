/** What games' texts share beyond notation-common: the one line of a position text. */
package org.tabula.engine.text;
