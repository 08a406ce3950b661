package org.tabula.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A block of IP addresses written as an address ({@code 127.0.0.1}, {@code ::1}) or in CIDR ({@code 10.0.0.0/8},
 * {@code fd00::/8}): what {@code --trusted-proxy} names. Only literal addresses are taken, never a host name, so
 * that reading one never asks DNS.
 */
public final class AddressBlock {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    /**
     * An IPv6 literal's characters, the first a hex digit or a colon and a colon among them: the JDK then parses it
     * as an address and never looks it up.
     */
    private static final Pattern IPV6 = Pattern.compile("(?=.*:)[0-9A-Fa-f:][0-9A-Fa-f:.]*");

    private final byte[] network;
    private final int prefix;

    private AddressBlock(byte[] network, int prefix) {
        this.network = network;
        this.prefix = prefix;
    }

    /**
     * The block this text names.
     *
     * @throws IllegalArgumentException when it is no IP address, with or without a prefix length that fits it
     */
    public static AddressBlock parse(String text) {
        String given = Objects.requireNonNull(text, "text").strip();
        int slash = given.indexOf('/');
        Optional<InetAddress> address = literal(slash < 0 ? given : given.substring(0, slash));
        if (address.isPresent()) {
            byte[] bytes = address.get().getAddress();
            int bits = bytes.length * 8;
            int prefix = slash < 0 ? bits : prefixLength(given.substring(slash + 1), bits);
            if (prefix >= 0) {
                return new AddressBlock(masked(bytes, prefix), prefix);
            }
        }
        throw new IllegalArgumentException("--trusted-proxy takes an IP address or a block in CIDR (127.0.0.1, "
                + "10.0.0.0/8, ::1, fd00::/8), not '" + text + "'");
    }

    /**
     * The IP address this text is written as (IPv4 as four decimal numbers, IPv6 in any of its forms, in brackets
     * or not); empty for anything else, a host name included, which is never looked up.
     */
    public static Optional<InetAddress> literal(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip();
        if (t.startsWith("[") && t.endsWith("]")) {
            t = t.substring(1, t.length() - 1);
        }
        var v4 = IPV4.matcher(t);
        if (v4.matches()) {
            for (int group = 1; group <= 4; group++) {
                if (Integer.parseInt(v4.group(group)) > 255) {
                    return Optional.empty();
                }
            }
        } else if (!IPV6.matcher(t).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(t));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /** Whether the address is in this block (an IPv4 address is never in an IPv6 block, nor the other way). */
    public boolean contains(InetAddress address) {
        byte[] bytes = address.getAddress();
        return bytes.length == network.length && Arrays.equals(masked(bytes, prefix), network);
    }

    private static int prefixLength(String text, int bits) {
        if (text.isEmpty() || text.length() > 3 || !text.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        int prefix = Integer.parseInt(text);
        return prefix <= bits ? prefix : -1;
    }

    private static byte[] masked(byte[] address, int prefix) {
        byte[] masked = address.clone();
        for (int i = 0; i < masked.length; i++) {
            int keep = Math.max(0, Math.min(8, prefix - 8 * i));
            masked[i] &= (byte) (0xFF00 >> keep);
        }
        return masked;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AddressBlock block && prefix == block.prefix && Arrays.equals(network, block.network);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(network) + prefix;
    }

    /** The block in CIDR: {@code 10.0.0.0/8}, {@code 0:0:0:0:0:0:0:1/128}. */
    @Override
    public String toString() {
        try {
            return InetAddress.getByAddress(network).getHostAddress() + "/" + prefix;
        } catch (UnknownHostException e) {
            throw new IllegalStateException("4 or 16 bytes always make an address", e);
        }
    }
}
