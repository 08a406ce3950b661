/** A game provider whose id, title, version, options and sides are fixed when it is made. */
package org.tabula.engine.provider;
