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

    /** The engine's root package: it and its subpackages may take the access. */
    private static final String ENGINE = "org.tabula.xiangqi";

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

    /**
     * The access Position installed, initialising Position first when nothing has yet; for the engine's own classes
     * alone (exported only because Position is), so that no caller outside it makes a position unchecked.
     *
     * @throws IllegalCallerException when called from outside the engine's packages
     */
    public static PositionAccess get() {
        String caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass()
                .getPackageName();
        if (!caller.equals(ENGINE) && !caller.startsWith(ENGINE + ".")) {
            throw new IllegalCallerException("the position access is the xiangqi engine's own, not " + caller + "'s");
        }
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
