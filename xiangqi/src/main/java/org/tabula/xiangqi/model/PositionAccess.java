package org.tabula.xiangqi.model;

import java.util.Objects;

/**
 * The way into a {@link Position}'s cells for the engine's own packages.
 *
 * <p>Position is exported and keeps its cells to itself; the core and the notation, in packages of their own,
 * still have to build positions from cells and read them back. Position installs the one implementation as it is
 * initialised (the JDK's SharedSecrets pattern), so the exported API gains no member for it.
 */
public abstract class PositionAccess {

    private static volatile PositionAccess installed;

    /** For Position's own implementation only. */
    protected PositionAccess() {
    }

    /** Called once, by Position as it is initialised. */
    public static void install(PositionAccess access) {
        if (installed != null) {
            throw new IllegalStateException("the position access is installed already");
        }
        installed = Objects.requireNonNull(access, "access");
    }

    /** The access Position installed, initialising Position first when nothing has yet. */
    public static PositionAccess get() {
        if (installed == null) {
            // Naming a constant of Position initialises it, and that installs the access.
            Objects.requireNonNull(Position.START, "Position.START");
        }
        return installed;
    }

    /** A position on cells the caller hands over and no longer changes, unchecked. */
    public abstract Position position(int[] cells, Colour turn, int noCapture, int moveNumber);

    /** A copy of a position's cells, for a core to own. */
    public abstract int[] cells(Position position);

    /** The raw cell of one point of a position. */
    public abstract int cell(Position position, int square);
}
