package org.tabula.engine.side;

/** A two-sided enum as a game writes one, for the tests. */
public enum TestSeat implements GameSide<TestSeat> {
    NORTH,
    SOUTH;

    private static final SideTable<TestSeat> SIDES = SideTable.of(TestSeat.class, "the test game", "ns");

    @Override
    public SideTable<TestSeat> sides() {
        return SIDES;
    }
}
