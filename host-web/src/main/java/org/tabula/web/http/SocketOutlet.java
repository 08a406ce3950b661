package org.tabula.web.http;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/** A WebSocket watcher's session: each message a text frame, written with a callback. */
record SocketOutlet(Session session, String client) implements Watcher.Outlet {

    @Override
    public void send(LiveMessage message, Runnable written) {
        session.sendText(message.text(), Callback.from(written, failure -> written.run()));
    }

    @Override
    public void drop(String reason) {
        // The close frame would queue behind what it cannot read: the connection itself goes, and what waited.
        session.close(Watcher.DROPPED_CLOSE_CODE, reason, Callback.NOOP);
        session.disconnect();
    }
}
