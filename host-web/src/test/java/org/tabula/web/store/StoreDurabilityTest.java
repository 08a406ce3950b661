package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the default store (a SQLite file) keeps when its server stops: after a close, and after the process is
 * killed outright.
 */
@Tag("faults")
class StoreDurabilityTest {

    @TempDir
    Path folder;

    @Test
    void reopenedAfterClose_everyCommittedChangeIsThere() {
        String url = Database.defaultUrl(folder);
        String id = Tables.newId();
        try (TableStore store = Database.open(url)) {
            store.create(Tables.table(id));
            for (int ply = 1; ply <= 30; ply++) {
                assertThat(store.commit(id, ply - 1, Tables.move(ply, "m" + ply))).isTrue();
            }
        }

        try (TableStore store = Database.open(url)) {
            assertThat(store.find(id).orElseThrow().version()).isEqualTo(30);
            assertThat(store.find(id).orElseThrow().since()).last().extracting(TableEvent::text).isEqualTo("m30");
            assertThat(store.events(id)).extracting(TableEvent::version)
                    .containsExactlyElementsOf(LongStream.rangeClosed(1, 30).boxed().toList());
        }
    }

    @Test
    void killedWithoutClosing_everyCommitThatReturnedIsThere() throws Exception {
        String url = Database.defaultUrl(folder);
        String id = Tables.newId();
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CommitThenWait.class.getName(), url, id, "25")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("committed 25");
        } finally {
            // SIGKILL on Linux: no shutdown hook, no close, as kill -9.
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }

        try (TableStore store = Database.open(url)) {
            assertThat(store.find(id).orElseThrow().version()).isEqualTo(25);
            List<TableEvent> events = store.events(id);
            assertThat(events).hasSize(25);
            assertThat(events.get(24).text()).isEqualTo("m25");
        }
    }
}
