package org.tabula.host.core;

import com.google.inject.Inject;
import java.security.SecureRandom;

/** Seeds from the operating system's random source. */
final class SecureSeedSource implements SeedSource {

    private final SecureRandom random = new SecureRandom();

    @Inject
    SecureSeedSource() {
    }

    @Override
    public synchronized long nextSeed() {
        return random.nextLong();
    }
}
