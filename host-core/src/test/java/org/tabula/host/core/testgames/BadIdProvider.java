package org.tabula.host.core.testgames;

/** A provider whose id is no lower-case word. */
public final class BadIdProvider extends StubProvider {

    /** The provider. */
    public BadIdProvider() {
        super("Bad Id");
    }
}
