package org.tabula.host.core.testgames;

/** A provider whose id() fails an assertion, as a plugin built with a broken invariant would: an Error. */
public final class AssertingProvider extends StubProvider {

    /** The provider. */
    public AssertingProvider() {
        super("asserting");
    }

    @Override
    public String id() {
        throw new AssertionError("the id is not decided yet");
    }
}
