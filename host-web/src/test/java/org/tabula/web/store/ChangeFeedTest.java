package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The feed's echoes on PostgreSQL: a commit of this store's comes back as a notification, which is not news. A stale
 * commit of a version already committed (refused by the version check) must not make the real commit's echo news:
 * PostgresTableStoreTest once heard "id:1" twice when the echo came after the stale commit had forgotten it.
 */
class ChangeFeedTest {

    @Test
    void aStaleCommitsForgottenEcho_leavesTheRealCommitsEchoExpected() throws Exception {
        ChangeFeed feed = new ChangeFeed();
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        feed.add((id, version) -> heard.add(id + ":" + version));

        feed.expectEcho("t", 1);
        feed.local("t", 1);
        feed.expectEcho("t", 1);
        feed.forgetEcho("t", 1);
        feed.remote("t:1");
        feed.expectEcho("u", 1);
        feed.local("u", 1);
        feed.remote("u:1");
        feed.remote("v:1");
        Await.until(() -> heard.contains("v:1"));
        feed.close();

        assertThat(heard).containsExactly("t:1", "u:1", "v:1");
    }
}
