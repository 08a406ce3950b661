package org.tabula.engine.refusal;

import org.tabula.api.RefusalReason;

/**
 * A {@link RefusalReason} whose code and template are one {@link RefusalText} value, so that a game's enum of
 * refusals keeps one field instead of two, each with its getter.
 */
public interface TextReason extends RefusalReason {

    /** The code and template of this reason. */
    RefusalText text();

    @Override
    default String code() {
        return text().code();
    }

    @Override
    default String template() {
        return text().template();
    }
}
