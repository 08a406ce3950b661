package org.tabula.api;

/** A chance outcome a host kept beside a record ({@link Game#unrecordedChance()}), given back to the game read. */
final class KeptChance {

    private KeptChance() {
    }

    /**
     * Supplies the outcome to the game read from the record, where it must stand: accepted, and playing no move.
     *
     * @throws IllegalArgumentException when the game refuses it or it plays a move (a turn lost)
     */
    static void standAgain(Game game, String outcome) {
        int moves = game.history().size();
        Outcome<String> taken = game.supplyChance(outcome);
        String refused = "The chance '" + Printable.escape(outcome) + "' kept beside the record does not stand after"
                + " its moves: ";
        if (!taken.isAccepted()) {
            throw new IllegalArgumentException(refused + taken.refusal().message());
        }
        if (game.history().size() != moves) {
            throw new IllegalArgumentException(refused + "it plays " + game.history().get(moves).text());
        }
    }
}
