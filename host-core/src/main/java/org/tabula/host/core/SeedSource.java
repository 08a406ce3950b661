package org.tabula.host.core;

/**
 * Where the host gets a seed when a person asks for a bot or a random game without giving one.
 *
 * <p>Games and bots are deterministic from their seeds; this is the one place randomness enters, so tests
 * bind a fixed source.
 */
@FunctionalInterface
public interface SeedSource {

    /** A new seed. */
    long nextSeed();
}
