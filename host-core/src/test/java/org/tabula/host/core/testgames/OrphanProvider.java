package org.tabula.host.core.testgames;

/** A provider shipped without its superclass: its class cannot even be linked (a LinkageError). */
public final class OrphanProvider extends StubProvider {

    /** The provider. */
    public OrphanProvider() {
        super("orphan");
    }
}
