package org.tabula.web.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** The secret a person plays a seat with: 128 random bits as URL-safe text, of which only a hash is kept. */
final class SeatTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private SeatTokens() {
    }

    /** A new token: 16 bytes from {@link SecureRandom}, base64url without padding (22 characters). */
    static String issue() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A new table id: 128 random bits as 32 lower-case hex digits. */
    static String tableId() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The lower-case hex SHA-256 of a token, what the store keeps. */
    static String hash(String token) {
        return HexFormat.of().formatHex(digest(token));
    }

    /**
     * True when the token hashes to the stored hash, compared in constant time so that how long a wrong guess
     * takes says nothing of how close it came.
     */
    static boolean matches(String token, String storedHash) {
        byte[] stored;
        try {
            stored = HexFormat.of().parseHex(storedHash);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return MessageDigest.isEqual(digest(token), stored);
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
