package org.tabula.api;

import java.nio.ByteBuffer;
import java.util.List;

/**
 * Data a game computes once and a host may keep between runs, such as endgame tables: named parts, each saved
 * to bytes and loaded back. The game does the computing and the checking; the host does the reading and writing
 * (a file per part, say), since a game does no input or output.
 *
 * @since 0.1.0
 */
public interface PrecomputedData {

    /**
     * The names of the parts, smallest first, such as {@code 3-3}; each a short word fit for a file name.
     *
     * @return every part's name, smallest first
     */
    List<String> parts();

    /**
     * True when a part is in memory, computed or loaded.
     *
     * @param part one of {@link #parts()}
     * @return true when the part can be read without computing it
     */
    boolean isReady(String part);

    /**
     * A part as bytes, to keep; computed first (with the parts it needs) when it is not ready, which may take long.
     *
     * @param part one of {@link #parts()}
     * @return the part's bytes, which {@link #load} takes back
     * @throws IllegalArgumentException when there is no such part
     */
    byte[] save(String part);

    /**
     * Puts a part saved earlier back in memory.
     *
     * @param part one of {@link #parts()}
     * @param bytes what {@link #save} gave for the part, read from where it was kept
     * @throws IllegalArgumentException when there is no such part, or the bytes are not a whole and unchanged copy
     *     of it (the message says what is wrong)
     */
    void load(String part, ByteBuffer bytes);

    /**
     * The parts a bot of this level reads while it plays a game with these options, smallest first; none by
     * default. A host prepares them before the game begins (loading or computing them), so that the bot's time
     * for a move is spent choosing it, never computing tables.
     *
     * @param level the bot's level, as {@link BotLevel#level()} numbers it
     * @param options the options of the game the bot is to play
     * @return the parts that bot reads, smallest first; empty when it reads none
     */
    default List<String> partsForBot(int level, GameOptions options) {
        return List.of();
    }

    /**
     * The parts {@link GameProvider#analyse} reads for this game, with the parts they are computed from, smallest
     * first; none by default. A host makes them ready before it asks, a part at a time, so that it can show how
     * far a long computation has come.
     *
     * @param game the game to be analysed
     * @return the parts the analysis reads and those they are computed from, smallest first; empty when it reads none
     */
    default List<String> partsForAnalysis(Game game) {
        return List.of();
    }

    /**
     * The most bytes {@link #save} can give for a part, so that a host refuses a longer file before reading it
     * (a damaged or foreign file may be gigabytes long). By default the most one buffer can hold; a game that
     * knows its parts' sizes says less.
     *
     * @param part one of {@link #parts()}
     * @return the longest a saved copy of the part can be, in bytes
     * @throws IllegalArgumentException when there is no such part
     */
    default long maxSavedBytes(String part) {
        return Integer.MAX_VALUE - 8;
    }
}
