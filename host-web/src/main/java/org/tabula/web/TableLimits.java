package org.tabula.web;

import org.tabula.notation.TextLimits;

/**
 * How much of the server one client, and all of them together, may take in tables: the memory the live tables
 * may hold, how fast one client address may make tables and act at them, the largest record a table may be
 * made from, and the longest name and line of chat a person may give.
 *
 * @param cacheBytes the estimated bytes the live tables may hold in memory; past it the tables least used are let
 *     go and read again from the store when next asked for
 * @param tablesPerMinute how many tables one client address may make a minute (a burst of as many at once)
 * @param movesPerSecond how many actions (moves, rolls, joins, offers, resignations) one client address may send
 *     a second (a burst of as many at once)
 * @param maxRecordBytes the largest record, in UTF-8 bytes, a table may be made from
 * @param maxNameChars the longest display name of a seat, in characters once trimmed
 * @param maxChatChars the longest line of chat, in characters once trimmed
 */
public record TableLimits(long cacheBytes, int tablesPerMinute, int movesPerSecond, int maxRecordBytes,
        int maxNameChars, int maxChatChars) {

    /** 128 MiB of live tables: about 13,000 tables of ~10 KB, or some 40 made from the largest records. */
    public static final long DEFAULT_CACHE_BYTES = 128L << 20;

    /** Enough for a person opening tables by hand, or a small club's lobby behind one address. */
    public static final int DEFAULT_TABLES_PER_MINUTE = 30;

    /** Far above a person's pace, and above a page that plays and rolls at once. */
    public static final int DEFAULT_MOVES_PER_SECOND = 10;

    /** 256 KiB: a morris record of 10,000 moves is about 90,000 characters. */
    public static final int DEFAULT_MAX_RECORD_BYTES = 256 << 10;

    /** Room for a full name, short enough for a line of the lobby and a record's header. */
    public static final int DEFAULT_MAX_NAME_CHARS = 40;

    /** A few sentences: a line of chat, not a letter. */
    public static final int DEFAULT_MAX_CHAT_CHARS = 500;

    /** The limits a server keeps unless told otherwise. */
    public static final TableLimits DEFAULT = new TableLimits(DEFAULT_CACHE_BYTES, DEFAULT_TABLES_PER_MINUTE,
            DEFAULT_MOVES_PER_SECOND, DEFAULT_MAX_RECORD_BYTES);

    /** These limits with the default longest name and line of chat. */
    public TableLimits(long cacheBytes, int tablesPerMinute, int movesPerSecond, int maxRecordBytes) {
        this(cacheBytes, tablesPerMinute, movesPerSecond, maxRecordBytes, DEFAULT_MAX_NAME_CHARS,
                DEFAULT_MAX_CHAT_CHARS);
    }

    /** These limits with other rates (a load test or a trusted client may need far higher ones). */
    public TableLimits withRates(int perMinute, int perSecond) {
        return new TableLimits(cacheBytes, perMinute, perSecond, maxRecordBytes, maxNameChars, maxChatChars);
    }

    /** These limits with another longest name and line of chat. */
    public TableLimits withSaid(int nameChars, int chatChars) {
        return new TableLimits(cacheBytes, tablesPerMinute, movesPerSecond, maxRecordBytes, nameChars, chatChars);
    }

    /** Checks that each limit lets something through, and that a record fits what a reader takes. */
    public TableLimits {
        if (cacheBytes < 1) {
            throw new IllegalArgumentException("the table cache needs a byte at least: " + cacheBytes);
        }
        if (tablesPerMinute < 1) {
            throw new IllegalArgumentException("tables per minute must be 1 or more: " + tablesPerMinute);
        }
        if (movesPerSecond < 1) {
            throw new IllegalArgumentException("moves per second must be 1 or more: " + movesPerSecond);
        }
        if (maxRecordBytes < 1 || maxRecordBytes > TextLimits.MAX_FILE_BYTES) {
            throw new IllegalArgumentException("the largest record is 1 to " + TextLimits.MAX_FILE_BYTES
                    + " bytes: " + maxRecordBytes);
        }
        // A name stands in a record's header line, which a reader takes up to its line limit.
        if (maxNameChars < 1 || maxNameChars > 200) {
            throw new IllegalArgumentException("the longest name is 1 to 200 characters: " + maxNameChars);
        }
        if (maxChatChars < 1 || maxChatChars > 10_000) {
            throw new IllegalArgumentException("the longest line of chat is 1 to 10000 characters: " + maxChatChars);
        }
    }
}
