package org.tabula.royalur;

import java.util.Optional;

/**
 * The seed a game throws its own dice from: one to thirty-two bytes, written as lower-case hexadecimal, two digits a
 * byte ({@code 5f1c9a}).
 *
 * <p>The dice of every throw follow from the seed's bytes and the throw's number alone, so a record with a seed can
 * be checked roll by roll and a throw taken back is thrown again the same. The bytes are folded into a 64-bit key
 * (FNV-1a, then one SplitMix64 finalising step); throw {@code n} (counted from 0) is SplitMix64's output number
 * {@code n + 1} from that key, and its dice are that number's bits from the top, a 1 for a marked die.
 *
 * @param hex the bytes in lower-case hexadecimal
 */
public record Seed(String hex) {

    /** The most bytes a seed has. */
    public static final int MAX_BYTES = 32;

    private static final long FNV_OFFSET = 0xCBF29CE484222325L;
    private static final long FNV_PRIME = 0x100000001B3L;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    /** Checks that the text is bytes in lower-case hexadecimal. */
    public Seed {
        if (!isHex(hex)) {
            throw new IllegalArgumentException("a seed is 1 to " + MAX_BYTES + " bytes in lower-case hexadecimal, two"
                    + " digits a byte, not '" + hex + "'");
        }
    }

    /** The seed a text writes, exactly as {@link #hex()} writes it; empty for anything else. Never throws. */
    public static Optional<Seed> parse(String text) {
        return isHex(text) ? Optional.of(new Seed(text)) : Optional.empty();
    }

    private static boolean isHex(String text) {
        if (text == null || text.isEmpty() || text.length() % 2 != 0 || text.length() > 2 * MAX_BYTES) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /** The seed's bytes. */
    public byte[] bytes() {
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return bytes;
    }

    /**
     * The dice of a throw, as many as {@code dice}, each {@code 1} (marked) or {@code 0}, in the order they are
     * written.
     *
     * @param number the throw's number, counted from 0 over the whole game, opening throws included
     */
    public String faces(long number, int dice) {
        if (number < 0) {
            throw new IllegalArgumentException("throws count from 0: " + number);
        }
        long bits = mix(key() + (number + 1) * GOLDEN);
        StringBuilder faces = new StringBuilder(dice);
        for (int die = 0; die < dice; die++) {
            faces.append((char) ('0' + (bits >>> (63 - die) & 1)));
        }
        return faces.toString();
    }

    private long key() {
        long hash = FNV_OFFSET;
        for (byte b : bytes()) {
            hash = (hash ^ (b & 0xFF)) * FNV_PRIME;
        }
        return mix(hash ^ hex.length() / 2);
    }

    /** SplitMix64's finalising step: every bit of the output depends on every bit of the input. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String toString() {
        return hex;
    }
}
