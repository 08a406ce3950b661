package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

/**
 * A watcher's bound in bytes, against a session whose writes finish only when the test says (a client that
 * does not read, without the hundreds of kilobytes the kernel's socket buffers take first).
 */
class WatcherTest {

    /** A WebSocket session that keeps every send's callback and records the close and the disconnect. */
    private static final class StalledSession {
        final List<Callback> unwritten = new ArrayList<>();
        final List<String> sent = new ArrayList<>();
        final List<String> closes = new ArrayList<>();
        boolean disconnected;

        Session session() {
            return (Session) Proxy.newProxyInstance(Session.class.getClassLoader(), new Class<?>[] {Session.class},
                    (proxy, method, args) -> switch (method.getName()) {
                        case "sendText" -> {
                            sent.add((String) args[0]);
                            unwritten.add((Callback) args[1]);
                            yield null;
                        }
                        case "close" -> {
                            closes.add(args[0] + " " + args[1]);
                            yield null;
                        }
                        case "disconnect" -> {
                            disconnected = true;
                            yield null;
                        }
                        case "getRemoteSocketAddress" -> "127.0.0.1";
                        case "toString" -> "a stalled session";
                        default -> throw new UnsupportedOperationException(method.getName());
                    });
        }
    }

    @Test
    void statesWithinTheBound_areSent_andWrittenOnesLeaveRoom() {
        StalledSession stalled = new StalledSession();
        List<Long> drops = new ArrayList<>();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> drops.add(waiting));

        watcher.send("a", 60);
        watcher.send("b", 40);
        assertThat(watcher.waiting()).isEqualTo(100);
        stalled.unwritten.get(0).succeed();
        watcher.send("c", 60);

        assertThat(stalled.sent).containsExactly("a", "b", "c");
        assertThat(watcher.waiting()).isEqualTo(100);
        assertThat(drops).isEmpty();
        assertThat(stalled.disconnected).isFalse();
    }

    @Test
    void statesGoInTheirVersionsOrder_anOlderOneIsPassedOver_andSkippedVersionsAreNamedFirst() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 1_000, (w, waiting) -> { });
        Watcher.Missed missed = (from, through) -> "missed " + from + ".." + through;

        watcher.sendState(4, "v4", 2, missed);
        watcher.sendState(5, "v5", 2, missed);
        watcher.sendState(5, "v5 again", 2, missed);
        watcher.sendState(3, "v3", 2, missed);
        watcher.sendState(8, "v8", 2, missed);

        assertThat(stalled.sent).containsExactly("v4", "v5", "missed 6..7", "v8");
    }

    @Test
    void allWatchersTogether_areHeldToTheirTotal_theOnePastItDropped_andOneWithNothingWaitingStillSent() {
        StalledSession first = new StalledSession();
        StalledSession second = new StalledSession();
        WatcherBudget budget = new WatcherBudget(150);
        List<Watcher> drops = new ArrayList<>();
        Watcher one = new Watcher(first.session(), 100, budget, (w, waiting) -> drops.add(w));
        Watcher two = new Watcher(second.session(), 100, budget, (w, waiting) -> drops.add(w));

        one.send("a", 60);
        two.send("b", 60);
        one.send("c", 20);
        two.send("d", 20);

        assertThat(first.sent).containsExactly("a", "c");
        assertThat(second.sent).as("d would take all past 150").containsExactly("b");
        assertThat(drops).containsExactly(two);
        assertThat(two.droppedOverTotal()).isTrue();
        assertThat(budget.waiting()).isEqualTo(140);

        first.unwritten.forEach(Callback::succeed);
        assertThat(budget.waiting()).isEqualTo(60);
        Watcher three = new Watcher(new StalledSession().session(), 100, new WatcherBudget(10), (w, waiting) -> { });
        three.send("larger than every bound, to a watcher with nothing waiting", 500);
        assertThat(three.waiting()).isEqualTo(500);
    }

    @Test
    void aStatePastTheBound_dropsTheWatcher_closedWithAReasonAndDisconnected() {
        StalledSession stalled = new StalledSession();
        List<Long> drops = new ArrayList<>();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> drops.add(waiting));

        watcher.send("a", 60);
        watcher.send("b", 60);
        watcher.send("c", 1);

        assertThat(stalled.sent).as("nothing after the drop").containsExactly("a");
        assertThat(drops).containsExactly(60L);
        assertThat(stalled.closes).singleElement().asString().startsWith(Watcher.DROPPED_CLOSE_CODE + " Dropped: 60 bytes");
        assertThat(stalled.disconnected).isTrue();
    }

    @Test
    void aStateLargerThanTheBound_stillGoesToAWatcherWithNothingWaiting() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> { });

        watcher.send("big", 500);
        stalled.unwritten.get(0).fail(new java.io.IOException("gone"));
        watcher.send("big again", 500);

        assertThat(stalled.sent).containsExactly("big", "big again");
        assertThat(stalled.disconnected).isFalse();
    }

    @Test
    void aDroppedWatcher_isToldOnce_whenItsAddressComesBackToTheSameTable() {
        DroppedWatchers dropped = new DroppedWatchers();
        dropped.remember("127.0.0.1", "t1", "why");

        assertThat(dropped.takeBack("127.0.0.1", "t2")).isNull();
        assertThat(dropped.takeBack("203.0.113.5", "t1")).as("another client, behind the same proxy").isNull();
        assertThat(dropped.takeBack("127.0.0.1", "t1")).isEqualTo("why");
        assertThat(dropped.takeBack("127.0.0.1", "t1")).isNull();
    }

    @Test
    void droppedWatchers_forgetTheOldestPastTheirCount() {
        DroppedWatchers dropped = new DroppedWatchers();
        for (int i = 0; i <= DroppedWatchers.REMEMBERED; i++) {
            dropped.remember("127.0.0.1", "t" + i, "why " + i);
        }
        assertThat(dropped.takeBack("127.0.0.1", "t0")).isNull();
        assertThat(dropped.takeBack("127.0.0.1", "t1")).isEqualTo("why 1");
    }
}
