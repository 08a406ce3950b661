package org.tabula.web.table;

import java.util.Map;

/**
 * A table just made: its id, the token of each human seat (handed out this once, never kept), and its state.
 *
 * @param id the table's id
 * @param tokens each human side's id to its seat token
 * @param state the table's state at version 0
 */
public record Created(String id, Map<String, String> tokens, TableState state) {
}
