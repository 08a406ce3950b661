package org.tabula.morris.bots;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tabula.morris.family.solve.PackedBytes;

/**
 * The bytes a host keeps for one endgame subspace: a header naming the subspace and the rules, then each table
 * deflated with its length and checksum. Loading checks every part, so a cut or changed copy is refused, not
 * half used.
 *
 * <pre>
 * "TABULAEG"  format 1 (int)  larger count, smaller count, flying (1), number of tables (bytes)
 * for each table: men to move, other men (bytes), positions (int), CRC-32 of the values (int),
 *                 deflated length (int), the deflated values
 * </pre>
 */
public final class EndgameCodec {

    private static final byte[] MAGIC = "TABULAEG".getBytes(StandardCharsets.US_ASCII);
    private static final int FORMAT = 1;

    private EndgameCodec() {
    }

    /** The bytes of a subspace's tables (one, or two with either side to move). */
    public static byte[] encode(int a, int b, List<EndgameTable> tables) {
        List<byte[]> packed = new ArrayList<>();
        int total = MAGIC.length + 4 + 4;
        for (EndgameTable table : tables) {
            byte[] deflated = PackedBytes.deflate(table.bytes());
            packed.add(deflated);
            total += 2 + 4 + 4 + 4 + deflated.length;
        }
        ByteBuffer out = ByteBuffer.allocate(total);
        out.put(MAGIC).putInt(FORMAT).put((byte) a).put((byte) b).put((byte) 1).put((byte) tables.size());
        for (int i = 0; i < tables.size(); i++) {
            EndgameTable table = tables.get(i);
            out.put((byte) table.own()).put((byte) table.opp()).putInt(table.size()).putInt(PackedBytes.crc(table.bytes()))
                    .putInt(packed.get(i).length).put(packed.get(i));
        }
        return out.array();
    }

    /**
     * The most bytes {@link #encode} can give for subspace {@code a}-{@code b}: the header, and each table's fields
     * and values deflated at worst (zlib's bound for stored blocks, with room to spare).
     */
    public static long maxBytes(int a, int b) {
        long total = MAGIC.length + 4 + 4;
        for (int table = 0; table < (a == b ? 1 : 2); table++) {
            long size = table == 0 ? EndgameIndex.of(a, b).size() : EndgameIndex.of(b, a).size();
            total += 2 + 4 + 4 + 4 + size + (size >> 12) + (size >> 14) + (size >> 25) + 64;
        }
        return total;
    }

    /**
     * The tables of subspace {@code a}-{@code b} read back from bytes made by {@link #encode}.
     *
     * @throws IllegalArgumentException when the bytes are not that subspace's, whole and unchanged
     */
    public static List<EndgameTable> decode(int a, int b, ByteBuffer bytes) {
        ByteBuffer in = bytes.duplicate();
        try {
            byte[] magic = new byte[MAGIC.length];
            in.get(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw refused("it is not a morris endgame table");
            }
            int format = in.getInt();
            if (format != FORMAT) {
                throw refused("it is in format " + format + ", and this engine reads format " + FORMAT);
            }
            int larger = in.get();
            int smaller = in.get();
            if (larger != a || smaller != b) {
                throw refused("it holds subspace " + larger + "-" + smaller + ", not " + a + "-" + b);
            }
            if (in.get() != 1) {
                throw refused("it was built without flying");
            }
            int count = in.get();
            if (count != (a == b ? 1 : 2)) {
                throw refused("it holds " + count + " tables");
            }
            List<EndgameTable> tables = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                tables.add(table(in, i == 0 ? a : b, i == 0 ? b : a));
            }
            if (in.hasRemaining()) {
                throw refused(in.remaining() + " bytes follow the tables");
            }
            return tables;
        } catch (BufferUnderflowException e) {
            throw refused("it is cut short");
        }
    }

    private static EndgameTable table(ByteBuffer in, int own, int opp) {
        int readOwn = in.get();
        int readOpp = in.get();
        if (readOwn != own || readOpp != opp) {
            throw refused("a table is " + readOwn + "-" + readOpp + " where " + own + "-" + opp + " belongs");
        }
        EndgameIndex index = EndgameIndex.of(own, opp);
        int size = in.getInt();
        if (size != index.size()) {
            throw refused("the " + own + "-" + opp + " table has " + size + " positions, not " + index.size());
        }
        int crc = in.getInt();
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
            throw refused("it is cut short");
        }
        ByteBuffer deflated = in.slice();
        deflated.limit(length);
        in.position(in.position() + length);
        byte[] values = PackedBytes.inflate(deflated, size, "a table");
        if (PackedBytes.crc(values) != crc) {
            throw refused("the " + own + "-" + opp + " table does not match its checksum");
        }
        return new EndgameTable(index, values);
    }

    private static IllegalArgumentException refused(String why) {
        return new IllegalArgumentException("not loaded: " + why);
    }
}
