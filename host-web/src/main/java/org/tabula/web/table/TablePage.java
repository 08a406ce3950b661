package org.tabula.web.table;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.tabula.web.store.ListCursor;

/**
 * A page of the lobby's list.
 *
 * @param tables each table's state and when it was made, newest made first
 * @param next where the next page starts, or empty when this is the last
 */
public record TablePage(List<Listed> tables, Optional<ListCursor> next) {

    /** Copies the list. */
    public TablePage {
        tables = List.copyOf(tables);
    }

    /**
     * A table of the page.
     *
     * @param state the table as it stands
     * @param created when it was made
     */
    public record Listed(TableState state, Instant created) {
    }
}
