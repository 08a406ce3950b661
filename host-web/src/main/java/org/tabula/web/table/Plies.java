package org.tabula.web.table;

/** The plies a table can be looked at: from the ply its game began at to the ply it has reached. */
final class Plies {

    /** Digits enough for any ply; longer is refused before it is read. */
    private static final int MAX_DIGITS = 9;

    private Plies() {
    }

    /**
     * A ply given as text, the last when none is given.
     *
     * @throws BadTableRequest (BAD_PLY) when it is no whole number or outside the table's plies
     */
    static int parse(String given, int first, int last) {
        if (given == null) {
            return last;
        }
        if (!given.matches("-?[0-9]{1," + MAX_DIGITS + "}")) {
            throw outside(given, first, last);
        }
        int ply = Integer.parseInt(given);
        if (ply < first || ply > last) {
            throw outside(given, first, last);
        }
        return ply;
    }

    private static BadTableRequest outside(String given, int first, int last) {
        String shown = given.length() > MAX_DIGITS + 2 ? given.substring(0, MAX_DIGITS + 2) + "..." : given;
        return new BadTableRequest("BAD_PLY", "A ply of this table is a whole number from " + first + " to " + last
                + ", not '" + shown + "'.");
    }
}
