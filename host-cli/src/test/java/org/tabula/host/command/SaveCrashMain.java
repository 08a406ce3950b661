package org.tabula.host.command;

import com.google.inject.Module;
import com.google.inject.util.Modules;
import java.util.Arrays;
import org.tabula.host.HostInjector;
import org.tabula.host.HostModule;
import org.tabula.host.Main;
import org.tabula.host.console.SystemConsole;
import org.tabula.host.play.AtomicRecordWriter;
import org.tabula.host.play.RecordWriter;
import org.tabula.host.play.SavePoint;
import org.tabula.host.play.SaveSteps;

/**
 * {@code tabula} in a process of its own that dies at one step of one save: {@code SaveCrashMain POINT N ARGS...}
 * halts the JVM (no finalisers, no shutdown hooks, as a kill or a power cut) when the N-th record written reaches
 * POINT. Started by {@link SaveCrashTest}, never by the launcher.
 */
public final class SaveCrashMain {

    /** The exit code of the halt, told apart from every code {@code tabula} gives. */
    static final int HALTED = 86;

    private SaveCrashMain() {
    }

    public static void main(String[] args) {
        SavePoint point = SavePoint.valueOf(args[0]);
        int at = Integer.parseInt(args[1]);
        String[] tabula = Arrays.copyOfRange(args, 2, args.length);
        int[] writes = {0};
        SaveSteps halting = (reached, temporary) -> {
            if (reached == SavePoint.BEFORE_WRITE) {
                writes[0]++;
            }
            if (reached == point && writes[0] == at) {
                Runtime.getRuntime().halt(HALTED);
            }
        };
        Module faulty = binder -> binder.bind(RecordWriter.class).toInstance(new AtomicRecordWriter(halting));
        System.exit(Main.run(tabula, SystemConsole::new,
                () -> HostInjector.create(Modules.override(new HostModule()).with(faulty), tabula)));
    }
}
