/**
 * Game clocks, written once for every host: a table's time control, the clock's stored state (each side's time left
 * when the turn began, and when it began) and what a move, a read or a flag fall does to it. Pure functions of the
 * instant they are given; a host reads time through its injected {@link java.time.Clock} and hands it in.
 */
package org.tabula.host.core.clock;
