package org.tabula.api;

/**
 * The refusals a {@link Match} gives for what players do besides moving, the same codes and sentences in every
 * game. The arguments each sentence takes are in its Javadoc.
 *
 * @since 0.1.0
 */
public enum MatchRefusal implements RefusalReason {
    /** Anything asked of a finished match but undo; the result's sentence. */
    GAME_OVER("game-over", "The game is over: %s."),
    /** Undo with no move and no ending to take back. */
    NOTHING_TO_UNDO("nothing-to-undo", "There is nothing to undo."),
    /** An answer with no offer from the other side; that side's title and the verb (accept, decline). */
    NO_OFFER("no-offer", "There is no draw offer from %s to %s."),
    /** An answer to one's own offer; the side's title, the verb, and the other side's title. */
    OWN_OFFER("own-offer", "%s cannot %s its own draw offer: it is %s's to answer."),
    /** An offer while the other side's stands; the other side's title. */
    OFFER_STANDING("offer-standing", "%s's draw offer stands: accept or decline it instead."),
    /** An offer or an answer in a game without draws by agreement; the game's title. */
    NO_DRAWS("no-draws", "%s has no draw by agreement.");

    private final String code;
    private final String template;

    MatchRefusal(String code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
