package org.tabula.benchmarks.versus;

/** A move a player chose, in the game's own move text, and the CPU time it took to choose it. */
public record Choice(String move, long cpuNanos) {
}
