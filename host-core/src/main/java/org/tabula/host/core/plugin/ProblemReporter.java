package org.tabula.host.core.plugin;

/**
 * Where a host tells its user about the plugins it skipped: the terminal's error stream, or a server's log.
 *
 * <p>Told once, when the installed games are first asked for, so a host that never asks (help, version) stays
 * quiet.
 */
@FunctionalInterface
public interface ProblemReporter {

    /** Reports one plugin skipped, with its jar and reason. */
    void report(PluginProblem problem);
}
