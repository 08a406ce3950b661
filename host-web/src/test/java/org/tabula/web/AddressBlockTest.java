package org.tabula.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What {@code --trusted-proxy} takes: an IP address or a CIDR block, never a host name. */
class AddressBlockTest {

    @ParameterizedTest(name = "{0} holds {1}: {2}")
    @CsvSource({
        "127.0.0.1, 127.0.0.1, true",
        "127.0.0.1, 127.0.0.2, false",
        "10.0.0.0/8, 10.255.1.2, true",
        "10.0.0.0/8, 11.0.0.1, false",
        "10.1.2.3/8, 10.9.9.9, true",
        "192.168.4.0/22, 192.168.7.255, true",
        "192.168.4.0/22, 192.168.8.0, false",
        "0.0.0.0/0, 203.0.113.5, true",
        "0.0.0.0/0, ::1, false",
        "::1, 0:0:0:0:0:0:0:1, true",
        "::1, 127.0.0.1, false",
        "fd00::/8, fdab::1, true",
        "fd00::/8, fe80::1, false",
        "[2001:db8::]/32, 2001:db8:ffff::1, true",
    })
    void aBlock_holdsTheAddressesOfItsPrefix(String block, String address, boolean holds) {
        InetAddress parsed = AddressBlock.literal(address).orElseThrow();

        assertThat(AddressBlock.parse(block).contains(parsed)).isEqualTo(holds);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "localhost", "proxy.example", "256.0.0.1", "10.0.0.0/33", "::1/129", "10.0.0.0/",
        "10.0.0.0/-1", "10.0.0.0/8/8", "1.2.3", "127.1", "fe80::1%eth0", ".:", "abc", "10.0.0.0/ 8"})
    void anythingElse_isRefused_namingTheOption(String text) {
        assertThatThrownBy(() -> AddressBlock.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--trusted-proxy").hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @CsvSource({"10.1.2.3/8, 10.0.0.0/8", "::1, 0:0:0:0:0:0:0:1/128", "127.0.0.1, 127.0.0.1/32"})
    void aBlock_isWrittenInCidr(String given, String written) {
        assertThat(AddressBlock.parse(given)).hasToString(written).isEqualTo(AddressBlock.parse(written));
    }
}
