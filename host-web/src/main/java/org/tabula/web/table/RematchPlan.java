package org.tabula.web.table;

/**
 * What the service works out before a rematch is offered or accepted, from the table and the acting seat's token.
 *
 * @param id the new table's id: a fresh one for an offer, the offer's planned one for an acceptance
 * @param newSide the id of the side the acting seat plays at the new table (the sides swapped)
 * @param hash the hash of the acting seat's new token (SeatTokens.rematch of its token)
 * @param othersSeated true when every other side is a bot or a person who has joined
 * @param othersBots true when every other side is a bot's
 */
public record RematchPlan(String id, String newSide, String hash, boolean othersSeated, boolean othersBots) {
}
