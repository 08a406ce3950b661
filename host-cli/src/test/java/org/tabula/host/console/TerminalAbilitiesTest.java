package org.tabula.host.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TerminalAbilitiesTest {

    @Test
    void aTerminalThatSaysItsType_hasColourAndRedrawing() {
        assertThat(TerminalAbilities.of(true, Map.of("TERM", "xterm-256color"))).isEqualTo(TerminalAbilities.FULL);
    }

    @Test
    void noColor_turnsColourOff_butTheScreenMayStillBeRedrawn() {
        assertThat(TerminalAbilities.of(true, Map.of("TERM", "xterm", "NO_COLOR", "1")))
                .isEqualTo(new TerminalAbilities(false, true));
    }

    @Test
    void anEmptyNoColor_isNotSet() {
        assertThat(TerminalAbilities.of(true, Map.of("TERM", "xterm", "NO_COLOR", ""))).isEqualTo(TerminalAbilities.FULL);
    }

    @Test
    void aDumbTerminal_orNoTermAtAll_getsPlainLines() {
        assertThat(TerminalAbilities.of(true, Map.of("TERM", "dumb"))).isEqualTo(TerminalAbilities.PLAIN);
        assertThat(TerminalAbilities.of(true, Map.of())).isEqualTo(TerminalAbilities.PLAIN);
    }

    @Test
    void notATerminal_getsPlainLines() {
        assertThat(TerminalAbilities.of(false, Map.of("TERM", "xterm"))).isEqualTo(TerminalAbilities.PLAIN);
    }
}
