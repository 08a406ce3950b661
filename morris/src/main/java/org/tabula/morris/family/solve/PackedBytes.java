package org.tabula.morris.family.solve;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Solved values deflated for keeping and inflated back with every length checked, so that a cut, padded or
 * damaged copy is refused ("not loaded: ...") rather than half used. The solver's codec and the seed's endgame
 * tables ({@code bots.EndgameCodec}) keep their values so.
 */
public final class PackedBytes {

    private static final int CHUNK = 1 << 20;

    private PackedBytes() {
    }

    /** The values deflated, fast rather than small. */
    public static byte[] deflate(byte[] values) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            deflater.setInput(values);
            deflater.finish();
            byte[] out = new byte[CHUNK];
            int total = 0;
            while (!deflater.finished()) {
                if (total == out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                total += deflater.deflate(out, total, out.length - total);
            }
            return Arrays.copyOf(out, total);
        } finally {
            deflater.end();
        }
    }

    /**
     * Exactly {@code size} values inflated from all of {@code deflated}.
     *
     * @param what what the values are, for the refusal: {@code "a table"}
     * @throws IllegalArgumentException starting "not loaded: " when they are cut, longer or damaged
     */
    public static byte[] inflate(ByteBuffer deflated, int size, String what) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            byte[] values = new byte[size];
            int at = 0;
            while (at < size && !inflater.finished()) {
                int n = inflater.inflate(values, at, size - at);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw refused(what + " is cut short");
                }
                at += n;
            }
            if (at == size && !inflater.finished() && inflater.inflate(new byte[1]) != 0) {
                throw refused(what + " is longer than it says");
            }
            if (at != size || !inflater.finished() || inflater.getRemaining() != 0) {
                throw refused(what + " is not the length it says");
            }
            return values;
        } catch (DataFormatException e) {
            throw refused(what + " is damaged (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }

    /** The CRC-32 of the values, as an int. */
    public static int crc(byte[] values) {
        CRC32 crc = new CRC32();
        crc.update(values);
        return (int) crc.getValue();
    }

    private static IllegalArgumentException refused(String why) {
        return new IllegalArgumentException("not loaded: " + why);
    }
}
