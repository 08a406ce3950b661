package org.tabula.host.core.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;
import org.tabula.host.core.testgames.NimProvider;

class PartsPreparerTest {

    @TempDir
    Path dir;

    /** Parts named by their size: "small" (10 bytes) and "huge" (10 MB); computing one counts and may be held. */
    private static final class Sized implements PrecomputedData {
        final Map<String, byte[]> ready = new ConcurrentHashMap<>();
        final AtomicInteger computed = new AtomicInteger();
        final CountDownLatch held = new CountDownLatch(1);
        volatile boolean hold;

        @Override
        public List<String> parts() {
            return List.of("small", "huge");
        }

        @Override
        public boolean isReady(String part) {
            return ready.containsKey(part);
        }

        @Override
        public byte[] save(String part) {
            return ready.computeIfAbsent(part, name -> {
                computed.incrementAndGet();
                try {
                    if (hold) {
                        held.await(10, TimeUnit.SECONDS);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return (name + " part").getBytes(StandardCharsets.UTF_8);
            });
        }

        @Override
        public void load(String part, ByteBuffer bytes) {
            byte[] copy = new byte[bytes.remaining()];
            bytes.get(copy);
            if (!new String(copy, StandardCharsets.UTF_8).equals(part + " part")) {
                throw new IllegalArgumentException("not the " + part + " part");
            }
            ready.put(part, copy);
        }

        @Override
        public long maxSavedBytes(String part) {
            return part.equals("huge") ? 10L << 20 : 10;
        }
    }

    private static GameProvider with(Sized data) {
        return new NimProvider() {
            @Override
            public Optional<PrecomputedData> precomputedData() {
                return Optional.of(data);
            }
        };
    }

    @Test
    void aPartWithinTheLimit_isComputedOnce_inTheBackground_andKeptInTheFolder() throws Exception {
        Sized data = new Sized();
        data.hold = true;
        List<String> said = new ArrayList<>();
        try (PartsPreparer preparer = new PartsPreparer(Optional.of(new PartsFolder(dir)), 1 << 20,
                line -> said.add(line))) {
            var first = preparer.prepare(with(data), List.of("small"));
            var again = preparer.prepare(with(data), List.of("small"));
            assertThat(first).as("computing waits on its own thread").isNotDone();

            data.held.countDown();
            first.get(10, TimeUnit.SECONDS);
            again.get(10, TimeUnit.SECONDS);

            assertThat(data.computed).hasValue(1);
            assertThat(Files.readString(dir.resolve("nim-small.bin"))).isEqualTo("small part");
            assertThat(preparer.prepare(with(data), List.of("small"))).as("ready: nothing to wait for").isDone();
        }
        assertThat(said).singleElement().asString().startsWith("computed nim's part small in ");
    }

    @Test
    void aPartLargerThanTheLimit_isNeverComputed_andNamedAsSuch() throws Exception {
        Sized data = new Sized();
        try (PartsPreparer preparer = new PartsPreparer(Optional.empty(), 1 << 20, line -> { })) {
            assertThat(preparer.tooLarge(with(data), List.of("small", "huge"))).containsExactly("huge");

            preparer.prepare(with(data), List.of("small", "huge")).get(10, TimeUnit.SECONDS);

            assertThat(data.isReady("small")).isTrue();
            assertThat(data.isReady("huge")).isFalse();
            assertThat(preparer.tooLarge(new NimProvider(), List.of("huge"))).as("a game without data").isEmpty();
        }
    }

    @Test
    void aPartKeptInTheFolder_isLoaded_andADamagedOneComputedAfresh() throws Exception {
        Files.writeString(dir.resolve("nim-small.bin"), "small part");
        Files.writeString(dir.resolve("nim-huge.bin"), "damaged");
        Sized data = new Sized();
        List<String> said = new ArrayList<>();
        try (PartsPreparer preparer = new PartsPreparer(Optional.of(new PartsFolder(dir)), 100L << 20,
                line -> said.add(line))) {
            preparer.prepare(with(data), List.of("small", "huge")).get(10, TimeUnit.SECONDS);
        }
        assertThat(data.computed).as("the damaged part alone").hasValue(1);
        assertThat(Files.readString(dir.resolve("nim-huge.bin"))).isEqualTo("huge part");
        assertThat(said.get(0)).startsWith("loaded nim's part small from ");
        assertThat(said.get(1)).endsWith("nim-huge.bin: skipped, computed afresh: not the huge part");
    }
}
