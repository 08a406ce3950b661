package org.tabula.host.core.testgames;

/** A provider whose constructor throws, as a plugin with a bug in its set-up would. */
public final class ExplodingProvider extends StubProvider {

    /** Always throws. */
    public ExplodingProvider() {
        super("exploding");
        throw new IllegalStateException("boom: the exploding game cannot start");
    }
}
