package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A watcher's bound in bytes, against a session whose writes finish only when the test says (a client that
 * does not read, without the hundreds of kilobytes the kernel's socket buffers take first).
 */
class WatcherTest {

    /** An outlet that keeps every send's callback and records the drop. */
    private static class StalledSession implements Watcher.Outlet {
        final List<Runnable> unwritten = new ArrayList<>();
        final List<String> sent = new ArrayList<>();
        final List<String> closes = new ArrayList<>();
        boolean disconnected;

        Watcher.Outlet session() {
            return this;
        }

        @Override
        public void send(LiveMessage message, Runnable written) {
            sent.add(message.text());
            unwritten.add(written);
        }

        @Override
        public void drop(String reason) {
            closes.add(reason);
            disconnected = true;
        }

        @Override
        public String client() {
            return "127.0.0.1";
        }
    }

    /** A frame of a table without clock, chat or end. */
    private static LiveFrame frame(long version, String text) {
        return new LiveFrame(new LiveMessage("state", version, text, 2), null, null, List.of(), null);
    }

    private static LiveMessage text(String text, long bytes) {
        return new LiveMessage("state", 0, text, bytes);
    }

    @Test
    void statesWithinTheBound_areSent_andWrittenOnesLeaveRoom() {
        StalledSession stalled = new StalledSession();
        List<Long> drops = new ArrayList<>();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> drops.add(waiting));

        watcher.send(text("a", 60));
        watcher.send(text("b", 40));
        assertThat(watcher.waiting()).isEqualTo(100);
        stalled.unwritten.get(0).run();
        watcher.send(text("c", 60));

        assertThat(stalled.sent).containsExactly("a", "b", "c");
        assertThat(watcher.waiting()).isEqualTo(100);
        assertThat(drops).isEmpty();
        assertThat(stalled.disconnected).isFalse();
    }

    @Test
    void whatAnOutletWritesAroundEachMessage_countsAgainstTheBound() {
        StalledSession framed = new StalledSession() {
            @Override
            public long framingBytes(LiveMessage message) {
                return EventStream.framing(message).length() + 2;
            }
        };
        Watcher watcher = new Watcher(framed.session(), 100, (w, waiting) -> { });
        LiveMessage message = new LiveMessage("state", 7, "x".repeat(40), 40);
        // "event: state\nid: 7\ndata: " and the blank line after the text: 27 bytes more than the text's 40.
        assertThat(EventStream.framing(message) + message.text() + "\n\n").hasSize(67);

        watcher.send(message);
        assertThat(watcher.waiting()).isEqualTo(67);
        watcher.send(message);

        assertThat(framed.disconnected).as("two framed messages are 134 bytes, over the bound of 100").isTrue();
    }

    @Test
    void statesGoInTheirVersionsOrder_anOlderOneIsPassedOver_andSkippedVersionsAreNamedFirst() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 1_000, (w, waiting) -> { });
        Watcher.Missed missed = (from, through) -> text("missed " + from + ".." + through, 2);

        watcher.sendState(frame(4, "v4"), missed);
        watcher.sendState(frame(5, "v5"), missed);
        watcher.sendState(frame(5, "v5 again"), missed);
        watcher.sendState(frame(3, "v3"), missed);
        watcher.sendState(frame(8, "v8"), missed);

        assertThat(stalled.sent).containsExactly("v4", "v5", "missed 6..7", "v8");
    }

    @Test
    void afterAState_itsClock_thenOnlyTheChatLinesNewSinceTheLastState_andTheEndOnce() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 10_000, (w, waiting) -> { });
        LiveMessages messages = new LiveMessages(new ObjectMapper(), null);
        ObjectNode hi = new ObjectMapper().createObjectNode().put("side", "white").put("text", "hi");
        ObjectNode yo = new ObjectMapper().createObjectNode().put("side", "black").put("text", "yo");
        LiveMessage end = text("end", 1);

        watcher.sendState(new LiveFrame(new LiveMessage("state", 1, "s1", 1), text("c1", 1), null, List.of(hi),
                messages), null);
        watcher.sendState(new LiveFrame(new LiveMessage("state", 2, "s2", 1), text("c2", 1), null, List.of(hi, yo),
                messages), null);
        watcher.sendState(new LiveFrame(new LiveMessage("state", 3, "s3", 1), null, end, List.of(yo), messages), null);
        watcher.sendState(new LiveFrame(new LiveMessage("state", 4, "s4", 1), null, end, List.of(yo), messages), null);

        assertThat(stalled.sent).as("no line said before it came; the end told once").containsExactly("s1", "c1",
                "s2", "c2", "{\"type\":\"chat\",\"version\":2,\"line\":{\"side\":\"black\",\"text\":\"yo\"}}",
                "s3", "end", "s4");
    }

    @Test
    void aWatcherResumedAfterAVersion_isToldTheGapBeforeItsFirstState() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 1_000, new WatcherBudget(1_000), (w, waiting) -> { }, 2);

        watcher.sendState(frame(6, "v6"), (from, through) -> text("missed " + from + ".." + through, 2));

        assertThat(stalled.sent).containsExactly("missed 3..5", "v6");
    }

    @Test
    void allWatchersTogether_areHeldToTheirTotal_theOnePastItDropped_andOneWithNothingWaitingStillSent() {
        StalledSession first = new StalledSession();
        StalledSession second = new StalledSession();
        WatcherBudget budget = new WatcherBudget(150);
        List<Watcher> drops = new ArrayList<>();
        Watcher one = new Watcher(first.session(), 100, budget, (w, waiting) -> drops.add(w), -1);
        Watcher two = new Watcher(second.session(), 100, budget, (w, waiting) -> drops.add(w), -1);

        one.send(text("a", 60));
        two.send(text("b", 60));
        one.send(text("c", 20));
        two.send(text("d", 20));

        assertThat(first.sent).containsExactly("a", "c");
        assertThat(second.sent).as("d would take all past 150").containsExactly("b");
        assertThat(drops).containsExactly(two);
        assertThat(two.droppedOverTotal()).isTrue();
        assertThat(budget.waiting()).isEqualTo(140);

        first.unwritten.forEach(Runnable::run);
        assertThat(budget.waiting()).isEqualTo(60);
        Watcher three = new Watcher(new StalledSession().session(), 100, new WatcherBudget(10), (w, waiting) -> { },
                -1);
        three.send(text("larger than every bound, to a watcher with nothing waiting", 500));
        assertThat(three.waiting()).isEqualTo(500);
    }

    @Test
    void aStatePastTheBound_dropsTheWatcher_closedWithAReasonAndDisconnected() {
        StalledSession stalled = new StalledSession();
        List<Long> drops = new ArrayList<>();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> drops.add(waiting));

        watcher.send(text("a", 60));
        watcher.send(text("b", 60));
        watcher.send(text("c", 1));

        assertThat(stalled.sent).as("nothing after the drop").containsExactly("a");
        assertThat(drops).containsExactly(60L);
        assertThat(stalled.closes).singleElement().asString().startsWith("Dropped: 60 bytes");
        assertThat(stalled.disconnected).isTrue();
    }

    @Test
    void aStateLargerThanTheBound_stillGoesToAWatcherWithNothingWaiting() {
        StalledSession stalled = new StalledSession();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> { });

        watcher.send(text("big", 500));
        stalled.unwritten.get(0).run();
        watcher.send(text("big again", 500));

        assertThat(stalled.sent).containsExactly("big", "big again");
        assertThat(stalled.disconnected).isFalse();
    }

    @Test
    void aNewWatchersFirstState_goesPastTheBound_afterANoticeNotYetWritten_andTheNextWaitsItsTurn() {
        StalledSession stalled = new StalledSession();
        List<Long> drops = new ArrayList<>();
        Watcher watcher = new Watcher(stalled.session(), 100, (w, waiting) -> drops.add(waiting));

        // The "dropped" notice of a watcher come back, still in the socket when its first state follows.
        watcher.send(new LiveMessage("dropped", 3, "why", 30));
        watcher.sendState(new LiveFrame(new LiveMessage("state", 3, "large", 500), null, null, List.of(), null),
                (from, through) -> text("gap", 1));
        assertThat(stalled.sent).containsExactly("why", "large");
        assertThat(watcher.waiting()).isEqualTo(530);
        assertThat(drops).isEmpty();

        // Past the first frame the bound holds again: unread, the next state drops it.
        watcher.sendState(frame(4, "next"), (from, through) -> text("gap", 1));
        assertThat(stalled.sent).containsExactly("why", "large");
        assertThat(drops).containsExactly(530L);
        assertThat(stalled.disconnected).isTrue();
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
