package org.tabula.morris.family.solve;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.tabula.morris.family.MillRules;

/**
 * The bytes a host keeps for a solved game: a header naming the rules, then every position's cell (two bytes, high
 * first) deflated, with their count and checksum. Reading checks every part, so another game's solution, or a cut
 * or changed copy, is refused rather than half used. The engine only gives and takes bytes; the host writes them.
 *
 * <pre>
 * "TABULAMS"  format 1 (int)  rules text length (short), rules text (ASCII)
 * positions (int)  CRC-32 of the cells' bytes (int)  deflated length (int)  the deflated cells
 * </pre>
 */
public final class SolutionCodec {

    private static final byte[] MAGIC = "TABULAMS".getBytes(StandardCharsets.US_ASCII);
    private static final int FORMAT = 1;

    private SolutionCodec() {
    }

    /** The words that name a game's rules in the header: every axis but the no-mill limit, which is not solved. */
    public static String rulesText(MillRules rules) {
        return "variant=" + rules.variant().word() + " flying=" + rules.flying().word() + " removal="
                + rules.removal().word() + " lasker=" + rules.lasker() + " misere=" + rules.misere();
    }

    /** The bytes of a solution. */
    public static byte[] encode(MillSolution solution) {
        char[] cells = solution.cells();
        byte[] raw = new byte[cells.length * 2];
        for (int i = 0; i < cells.length; i++) {
            raw[2 * i] = (byte) (cells[i] >> 8);
            raw[2 * i + 1] = (byte) cells[i];
        }
        byte[] name = rulesText(solution.rules()).getBytes(StandardCharsets.US_ASCII);
        byte[] deflated = PackedBytes.deflate(raw);
        return ByteBuffer.allocate(MAGIC.length + 4 + 2 + name.length + 12 + deflated.length).put(MAGIC)
                .putInt(FORMAT).putShort((short) name.length).put(name).putInt(cells.length).putInt(PackedBytes.crc(raw))
                .putInt(deflated.length).put(deflated).array();
    }

    /**
     * The solution of a game's rules read back from bytes made by {@link #encode}.
     *
     * @throws IllegalArgumentException starting "not loaded: " when the bytes are not that game's, whole and
     *     unchanged
     */
    public static MillSolution decode(MillRules rules, byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            byte[] magic = new byte[MAGIC.length];
            in.get(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw refused("it is not a solved mill game");
            }
            int format = in.getInt();
            if (format != FORMAT) {
                throw refused("it is in format " + format + ", and this engine reads format " + FORMAT);
            }
            byte[] name = new byte[in.getShort() & 0xFFFF];
            in.get(name);
            String named = new String(name, StandardCharsets.US_ASCII);
            if (!named.equals(rulesText(rules))) {
                throw refused("it solves " + named + ", not " + rulesText(rules));
            }
            MillIndex index = MillIndex.of(rules);
            int size = in.getInt();
            if (size != index.size()) {
                throw refused("it holds " + size + " positions, not " + index.size());
            }
            int crc = in.getInt();
            int length = in.getInt();
            if (length < 0 || length != in.remaining()) {
                throw refused("it is " + in.remaining() + " bytes after its header, not " + length);
            }
            if (size > (Integer.MAX_VALUE - 16) / 2) {
                throw refused("it is larger than an array holds");
            }
            byte[] raw = PackedBytes.inflate(in, 2 * size, "the solution");
            if (PackedBytes.crc(raw) != crc) {
                throw refused("it does not match its checksum");
            }
            char[] cells = new char[size];
            for (int i = 0; i < size; i++) {
                cells[i] = (char) ((raw[2 * i] & 0xFF) << 8 | raw[2 * i + 1] & 0xFF);
                if (cells[i] >> 14 == 0 || cells[i] >> 14 == 3 && MillSolution.plies(cells[i]) != 0) {
                    throw refused("position " + i + " has no value");
                }
            }
            return new MillSolution(index, cells);
        } catch (BufferUnderflowException e) {
            throw refused("it is cut short");
        }
    }

    private static IllegalArgumentException refused(String why) {
        return new IllegalArgumentException("not loaded: " + why);
    }
}
