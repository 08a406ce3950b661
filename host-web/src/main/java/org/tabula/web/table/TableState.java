package org.tabula.web.table;

import java.util.List;
import java.util.Map;
import org.tabula.api.ChanceRequest;
import org.tabula.api.PlayedMove;
import org.tabula.api.Result;
import org.tabula.host.core.clock.ClockReading;

/**
 * A table as a client sees it at one version: taken under the table's lock, then read and sent at leisure.
 *
 * @param id the table's id
 * @param game the game's id
 * @param title the name of the game the options make (a variant's own)
 * @param options every option, name to value
 * @param seats each side's id to {@code human} or {@code bot:LEVEL} (never a token)
 * @param open the human seats no one has joined yet, in the game's side order
 * @param position the position text
 * @param turn the side to move (or that would have moved)
 * @param status {@code active} or {@code finished}
 * @param result how it ended, or null
 * @param ply the game's ply
 * @param version the stored version
 * @param record the record text
 * @param facts the game's facts
 * @param chance the chance the game waits for, or null
 * @param drawOffer the id of the side whose draw offer stands, or null
 * @param lastMove the last move, or null
 * @param legalMoves the moves the side to move may play
 * @param played the moves played, oldest first, numbered as the record numbers them, without its other lines
 * @param players the seats' names, the chat, a takeback or rematch asked for
 * @param hints whether anyone may ask for analysis while the game goes on
 * @param clock the table's clock as read when this state was, or null for a table without clocks
 */
public record TableState(String id, String game, String title, Map<String, String> options, Map<String, String> seats,
        List<String> open, String position, String turn, String status, Result result, int ply, long version, String record,
        Map<String, String> facts, ChanceRequest chance, String drawOffer, MoveView lastMove,
        List<MoveView> legalMoves, List<PlayedMove> played, Players players, boolean hints, ClockReading clock) {

    /** This state with the clock as read now. */
    public TableState withClock(ClockReading now) {
        return new TableState(id, game, title, options, seats, open, position, turn, status, result, ply, version, record,
                facts, chance, drawOffer, lastMove, legalMoves, played, players, hints, now);
    }
}
