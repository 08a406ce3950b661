package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class ServeCommandTest {

    @Test
    void serve_withADatabaseUrlOfNoKnownKind_isAUsageErrorWithASentence() {
        Run run = TestHost.create().run("serve", "--port", "0", "--db", "nonsense");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--db").contains("jdbc:h2:file:").doesNotContain("Exception");
    }
}
