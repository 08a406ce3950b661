/**
 * What the terminal host and the web host share, written once: the bindings every host makes (the clock, the
 * seed source, the process environment, the installed games). The hosts find every game through
 * {@link java.util.ServiceLoader} and name none.
 */
package org.tabula.host.core;
