package org.tabula.host.console;

import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/** Whether the process's standard streams are terminals, asked of JLine, since Java alone cannot tell for each. */
final class Terminals {

    /** JLine's ways of asking the operating system: native first, then the {@code test -t} command. */
    private static final String[] PROVIDERS = {"jni", "exec"};

    private Terminals() {
    }

    /** True when standard error is a terminal; false when it is redirected or nobody can tell. */
    static boolean errorIsTerminal() {
        for (String name : PROVIDERS) {
            try {
                return TerminalProvider.load(name).isSystemStream(SystemStream.Error);
            } catch (Exception | LinkageError e) {
                // This provider cannot run here; try the next, and at worst assume a file, where lines are safe.
            }
        }
        return false;
    }
}
