package org.tabula.web.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

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

    /**
     * The token of another seat made with a table, worked out from the token of the seat made first: whoever holds
     * that token (the table's creator) can be given the others again from any tab, and a friend's token, from which
     * the first cannot be worked out (HMAC-SHA256 keyed by the first token), opens its own seat alone.
     */
    static String derive(String first, String tableId, String side) {
        return keyed(first, "tabula seat " + tableId + " " + side);
    }

    /**
     * A seat's token at a rematch table, worked out from its token at the table before: the server keeps only its
     * hash, and gives it again to whoever shows the old token (the offerer's page, told of the new table by its
     * state), never to the other seat.
     */
    static String rematch(String old, String newTableId, String newSide) {
        return keyed(old, "tabula rematch " + newTableId + " " + newSide);
    }

    private static String keyed(String key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] bytes = mac.doFinal(message.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(bytes, 16));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
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
