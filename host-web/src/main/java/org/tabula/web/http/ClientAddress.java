package org.tabula.web.http;

import java.net.InetSocketAddress;
import java.net.SocketAddress;

/** A client's address as the server counts and remembers it: the IP alone, its port left out. */
final class ClientAddress {

    private ClientAddress() {
    }

    static String of(SocketAddress remote) {
        if (remote instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return String.valueOf(remote);
    }
}
