package org.tabula.royalur.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;

/**
 * The seed a game throws its own dice from: one to thirty-two bytes, written as lower-case hexadecimal, two digits a
 * byte ({@code 5f1c9a}).
 *
 * <p>The dice of every throw follow from the seed's bytes and the throw's number alone, exactly as
 * Game::RoyalUr::Dice throws them, so a record with a seed can be checked roll by roll, a throw taken back is thrown
 * again the same, and a seeded record made by the Perl engine replays here and one made here replays there.
 *
 * @param hex the bytes in lower-case hexadecimal
 */
public record Seed(String hex) {

    /** The most bytes a seed has. */
    public static final int MAX_BYTES = 32;

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
     * written: Game::RoyalUr::Dice's {@code throw_for}. Die {@code i} is bit {@code i} (the lowest first) of the
     * first byte of the SHA-256 of the seed's bytes followed by the ASCII text {@code roll:N}.
     *
     * @param number the throw's number, counted from 0 over the whole game, opening throws included
     * @param dice how many dice, 1 to 8 (a byte's bits)
     */
    public String faces(long number, int dice) {
        if (number < 0) {
            throw new IllegalArgumentException("throws count from 0: " + number);
        }
        if (dice < 1 || dice > 8) {
            throw new IllegalArgumentException("a throw is 1 to 8 dice: " + dice);
        }
        MessageDigest sha256 = sha256();
        sha256.update(bytes());
        // The throw's number as Perl writes a whole number: decimal digits, ASCII.
        sha256.update(("roll:" + number).getBytes(StandardCharsets.US_ASCII));
        int first = sha256.digest()[0] & 0xFF;
        StringBuilder faces = new StringBuilder(dice);
        for (int die = 0; die < dice; die++) {
            faces.append((char) ('0' + (first >>> die & 1)));
        }
        return faces.toString();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256 (MessageDigest's own Javadoc), so this cannot happen.
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return hex;
    }
}
