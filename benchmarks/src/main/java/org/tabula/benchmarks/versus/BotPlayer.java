package org.tabula.benchmarks.versus;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;

/**
 * A Tabula bot through its game provider, stopped once the calling thread has used its CPU budget.
 *
 * <p>Why CPU time and not the wall clock: on a shared machine a search thread waiting for a core would otherwise
 * lose budget the outside engine, timed the same way, keeps. The bot polls the stop request itself (every
 * 1,024 nodes for morris), so the check costs nothing between polls.
 */
public final class BotPlayer implements Player {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final String name;
    private final Bot bot;

    public BotPlayer(GameProvider provider, int level, long seed) {
        this.name = "bot:" + level;
        this.bot = provider.newBot(level, seed);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Game game, long millis) {
        long budget = millis * 1_000_000L;
        long start = THREADS.getCurrentThreadCpuTime();
        String move = bot.chooseMove(game, () -> THREADS.getCurrentThreadCpuTime() - start >= budget).text();
        return new Choice(move, THREADS.getCurrentThreadCpuTime() - start);
    }
}
