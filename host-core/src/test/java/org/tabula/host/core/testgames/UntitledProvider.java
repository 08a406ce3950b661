package org.tabula.host.core.testgames;

/** A provider that gives its id but fails to give its title, so the host knows which game it skips. */
public final class UntitledProvider extends StubProvider {

    /** The provider. */
    public UntitledProvider() {
        super("untitled");
    }

    @Override
    public String title() {
        throw new IllegalStateException("no title yet");
    }
}
