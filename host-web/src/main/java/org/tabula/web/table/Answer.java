package org.tabula.web.table;

import org.tabula.api.Refusal;

/** What came of a seat's request at a table. */
public sealed interface Answer {

    /** Done and committed: the table's new state. */
    record Done(TableState state) implements Answer {
    }

    /** An open seat taken: its side, the token issued this once, and the table's new state. */
    record Joined(String side, String token, TableState state) implements Answer {
    }

    /** A seat's place at the rematch made of a table: the new table's id, the side, its token and state. */
    record Rematched(String id, String side, String token, TableState state) implements Answer {
    }

    /** No rematch of the table has been made. */
    record NoRematch(String message) implements Answer {
    }

    /** The seat asked for is no longer open: someone joined it first, or it never was. */
    record SeatTaken(String message) implements Answer {
    }

    /** The rules refused it; nothing changed. */
    record Refused(Refusal refusal) implements Answer {
    }

    /** No token, or one that opens no seat of this table. */
    record Unauthorized(String message) implements Answer {
    }

    /** The seat's token is good, but its side may not do this now. */
    record Forbidden(String message) implements Answer {
    }

    /** No table has this id. */
    record NotFound(String message) implements Answer {
    }

    /** The table moved on twice while this was tried (other requests or servers won): try again. */
    record Conflict(String message) implements Answer {
    }
}
