package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tabula.web.AddressBlock;

/**
 * The client behind a trusted proxy, read from generated {@code X-Forwarded-For} and {@code Forwarded} headers:
 * never an exception, never an address the headers do not hold, and in a chain of addresses the right-most that is
 * no trusted proxy.
 */
class ClientAddressPropertiesTest {

    private static final List<AddressBlock> TRUSTED = List.of(AddressBlock.parse("127.0.0.0/8"),
            AddressBlock.parse("10.0.0.0/8"), AddressBlock.parse("::1"));
    private static final ClientAddress CLIENTS = new ClientAddress(TRUSTED);
    /** Addresses that come up often, proxies among them, so that chains mix the trusted and the others. */
    private static final List<String> COMMON = List.of("127.0.0.1", "10.1.2.3", "10.200.0.1", "::1",
            "0:0:0:0:0:0:0:1", "203.0.113.5", "2001:db8::7", "::ffff:10.9.9.9", "192.168.1.20");

    /** A chain hop as a proxy may write it: the address alone, with a port, an IPv6 one in brackets. */
    record Hop(String address, String written) {
    }

    @Provide
    Arbitrary<String> peers() {
        return Arbitraries.oneOf(Arbitraries.of(COMMON), ipv4(), ipv6());
    }

    private static Arbitrary<String> ipv4() {
        return Arbitraries.integers().between(0, 255).list().ofSize(4)
                .map(parts -> String.join(".", parts.stream().map(String::valueOf).toList()));
    }

    private static Arbitrary<String> ipv6() {
        Arbitrary<String> full = Arbitraries.integers().between(0, 0xFFFF).list().ofSize(8)
                .map(parts -> String.join(":", parts.stream().map(Integer::toHexString).toList()));
        Arbitrary<String> compressed = Arbitraries.integers().between(0, 0xFFFF).list().ofMinSize(1).ofMaxSize(5)
                .map(parts -> "2001:db8::" + String.join(":", parts.stream().map(Integer::toHexString).toList()));
        return Arbitraries.oneOf(full, compressed);
    }

    private static Arbitrary<Hop> hops() {
        Arbitrary<String> address = Arbitraries.oneOf(Arbitraries.of(COMMON), ipv4(), ipv6());
        Arbitrary<Integer> port = Arbitraries.integers().between(1, 65535);
        return Combinators.combine(address, port, Arbitraries.integers().between(0, 2)).as((a, p, form) -> {
            boolean six = a.contains(":");
            String written = switch (form) {
                case 0 -> a;
                case 1 -> six ? "[" + a + "]" : a + ":" + p;
                default -> six ? "[" + a + "]:" + p : a;
            };
            return new Hop(a, written);
        });
    }

    @Provide
    Arbitrary<List<Hop>> chains() {
        return hops().list().ofMinSize(1).ofMaxSize(6);
    }

    /** Text that may hold addresses, separators and quotes, or anything at all. */
    @Provide
    Arbitrary<String> headers() {
        Arbitrary<String> pieces = Arbitraries.oneOf(Arbitraries.of(COMMON), ipv4(), ipv6(),
                Arbitraries.of(",", ", ", ";", "=", "for=", "\"", "[", "]", ":80", " ", "unknown", "_hidden", "\\",
                        "localhost", "999.1.1.1", "1.2.3", "::::", "\u0000", "\n"),
                Arbitraries.strings().ofMaxLength(12));
        return Arbitraries.oneOf(pieces.list().ofMaxSize(10).map(list -> String.join("", list)),
                Arbitraries.strings().ofMaxLength(60));
    }

    @Property(tries = 300)
    void anyHeaders_neverThrow_andGiveThePeerOrAnAddressTheyHold(@ForAll("peers") String peer,
            @ForAll("headers") String forwardedFor, @ForAll("headers") String forwarded) {
        List<String> xff = forwardedFor.isEmpty() ? List.of() : List.of(forwardedFor);
        List<String> fwd = List.of(forwarded);

        String client = CLIENTS.of(peer, xff, fwd);

        Set<String> held = new HashSet<>();
        held.add(canonical(peer));
        held.addAll(addressesIn(forwardedFor));
        held.addAll(addressesIn(forwarded));
        assertThat(held).contains(client);
    }

    @Property(tries = 300)
    void aChainOfAddresses_throughATrustedPeer_givesTheRightMostThatIsNoProxy(@ForAll("peers") String peer,
            @ForAll("chains") List<Hop> chain) {
        String written = String.join(", ", chain.stream().map(Hop::written).toList());
        List<String> asForwarded = chain.stream().map(hop -> "for=\"" + hop.written() + "\"").toList();

        String fromForwardedFor = CLIENTS.of(peer, List.of(written), List.of());
        String fromForwarded = CLIENTS.of(peer, List.of(), List.of(String.join(", ", asForwarded)));

        String expected = canonical(peer);
        if (trusted(peer)) {
            expected = canonical(chain.get(0).address());
            for (int i = chain.size() - 1; i >= 0; i--) {
                if (!trusted(chain.get(i).address())) {
                    expected = canonical(chain.get(i).address());
                    break;
                }
            }
        }
        assertThat(fromForwardedFor).isEqualTo(expected);
        assertThat(fromForwarded).isEqualTo(expected);
    }

    @Provide
    Arbitrary<String> strangers() {
        return peers().filter(peer -> !trusted(peer));
    }

    @Property(tries = 100)
    void aPeerThatIsNoTrustedProxy_isTheClient_whateverTheHeadersSay(@ForAll("strangers") String peer,
            @ForAll("chains") List<Hop> chain) {
        String written = String.join(", ", chain.stream().map(Hop::written).toList());

        String client = CLIENTS.of(peer, List.of(written), List.of("for=\"" + chain.get(0).written() + "\""));

        assertThat(client).isEqualTo(canonical(peer));
    }

    private static boolean trusted(String address) {
        InetAddress parsed = AddressBlock.literal(address).orElseThrow();
        return TRUSTED.stream().anyMatch(block -> block.contains(parsed));
    }

    private static String canonical(String address) {
        return AddressBlock.literal(address).orElseThrow().getHostAddress();
    }

    /**
     * Every address written in the text between separators, with or without a port after it, and with the
     * backslashes of quoted text taken out.
     */
    private static Set<String> addressesIn(String text) {
        Set<String> found = new HashSet<>();
        List<String> tokens = new ArrayList<>();
        for (String form : List.of(text, text.replace("\\", ""))) {
            tokens.addAll(List.of(form.split("[,;=\"\\[\\]\\s\\\\]")));
        }
        for (String token : List.copyOf(tokens)) {
            tokens.add(token.replaceFirst(":[0-9]*$", ""));
        }
        for (String token : tokens) {
            AddressBlock.literal(token).ifPresent(address -> found.add(address.getHostAddress()));
        }
        return found;
    }
}
