package org.tabula.benchmarks.versus;

/** A move a player chose, in Tabula's morris notation, and the CPU time it took to choose it. */
public record Choice(String move, long cpuNanos) {
}
