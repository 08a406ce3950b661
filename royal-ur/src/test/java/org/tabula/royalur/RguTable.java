package org.tabula.royalur;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A lookup table in RoyalUr.net's RGU format, version 0, as the test data holds it: the bytes {@code RGU}, a
 * version byte, the metadata as a big-endian length and UTF-8 JSON, the number of maps, each map's entry count,
 * then every map's keys (unsigned 32-bit, ascending) and every map's values (here {@code percent16}: an unsigned
 * 16-bit fraction of 100 %). Read from the file's own layout; no code of RoyalUr's is used.
 */
final class RguTable {

    final String metadata;
    final long[] keys;
    final double[] percents;

    private RguTable(String metadata, long[] keys, double[] percents) {
        this.metadata = metadata;
        this.keys = keys;
        this.percents = percents;
    }

    /**
     * The bytes of a table on the test class path, so that a fresh clone's build needs nothing outside the
     * repository.
     *
     * @throws IOException when the class path has no such resource
     */
    static byte[] resource(String name) throws IOException {
        try (InputStream in = RguTable.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("no " + name + " on the test class path");
            }
            return in.readAllBytes();
        }
    }

    static RguTable read(byte[] content) throws IOException {
        String file = "the table";
        ByteBuffer bytes = ByteBuffer.wrap(content).order(ByteOrder.BIG_ENDIAN);
        byte[] magic = new byte[3];
        bytes.get(magic);
        if (!new String(magic, StandardCharsets.US_ASCII).equals("RGU") || bytes.get() != 0) {
            throw new IOException(file + " is not an RGU table of version 0");
        }
        byte[] json = new byte[bytes.getInt()];
        bytes.get(json);
        int maps = bytes.getInt();
        if (maps != 1) {
            throw new IOException("expected one map, found " + maps);
        }
        int entries = bytes.getInt();
        long[] keys = new long[entries];
        for (int i = 0; i < entries; i++) {
            keys[i] = Integer.toUnsignedLong(bytes.getInt());
        }
        double[] percents = new double[entries];
        for (int i = 0; i < entries; i++) {
            percents[i] = Short.toUnsignedInt(bytes.getShort()) * 100.0 / 65535;
        }
        if (bytes.hasRemaining()) {
            throw new IOException(bytes.remaining() + " bytes left over after the values");
        }
        return new RguTable(new String(json, StandardCharsets.UTF_8), keys, percents);
    }
}
