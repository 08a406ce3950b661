package org.tabula.host.core.testgames;

/** A provider whose id() recurses without end: a real stack overflow while the host reads it. */
public final class RecursiveIdProvider extends StubProvider {

    /** The provider. */
    public RecursiveIdProvider() {
        super("recursive");
    }

    @Override
    public String id() {
        return deeper(0);
    }

    private String deeper(int depth) {
        String id = deeper(depth + 1);
        // Never reached; keeps the call from being a tail call.
        return depth < 0 ? null : id;
    }
}
