package org.tabula.morris.bots;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.Status;
import org.tabula.morris.MorrisProvider;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;

/**
 * Level 5 against level 5 as an older build of morris plays it, at the same fixed node budget: the cheap, less
 * noisy check of an evaluation change, next to a match against Sanmill (issue 20). Not a test; a tool.
 *
 * <p>Save the older build's classes first (say {@code cp -r morris/target/classes /tmp/old-morris}), then from the
 * repository root after {@code mvn -B -o test-compile -pl morris -am}:
 * <pre>
 * java -cp morris/target/test-classes:morris/target/classes:api/target/classes:notation-common/target/classes:\
 * engine-support/target/classes:board-svg/target/classes \
 *     org.tabula.morris.bots.EvalDuel /tmp/old-morris [games, default 40] [polls, default 200] [first game, default 0]
 * </pre>
 * The budget is counted in the bot's stop polls (one every 1,024 nodes), so both sides search the same nodes on any
 * machine and a game is the same every time. Game g gives the current build white when g is even; seeds g and
 * 1000 + g (level 5 varies its placing by seed).
 */
public final class EvalDuel {

    private EvalDuel() {
    }

    public static void main(String[] args) throws Exception {
        Path oldClasses = Path.of(args[0]);
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        int polls = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        int first = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        try (URLClassLoader old = new MorrisFirst(oldClasses.toUri().toURL(), EvalDuel.class.getClassLoader())) {
            Class<?> oldProviders = old.loadClass(MorrisProvider.class.getName());
            Object oldProvider = oldProviders.getConstructor().newInstance();
            Method oldBot = oldProviders.getMethod("newBot", int.class, long.class);
            Class<?> oldGames = old.loadClass(MorrisGame.class.getName());
            double score = 0;
            Map<String, Integer> endings = new TreeMap<>();
            for (int g = first; g < first + games; g++) {
                Colour current = g % 2 == 0 ? Colour.WHITE : Colour.BLACK;
                Bot currentBot = new MorrisProvider().newBot(5, g);
                Bot olderBot = (Bot) oldBot.invoke(oldProvider, 5, 1000L + g);
                MorrisGame game = MorrisGame.newGame();
                Object older = oldGames.getMethod("newGame").invoke(null);
                Method olderState = oldGames.getMethod("state");
                Method olderPlay = oldGames.getMethod("play", String.class);
                while (game.status() == Status.ACTIVE) {
                    boolean currentToMove = game.toMove() == current;
                    Game state = currentToMove ? game.state() : (Game) olderState.invoke(older);
                    String move = (currentToMove ? currentBot : olderBot).chooseMove(state, budget(polls)).text();
                    if (!game.play(move).isAccepted()) {
                        throw new IllegalStateException("refused " + move);
                    }
                    olderPlay.invoke(older, move);
                }
                MorrisResult result = game.ending().orElseThrow();
                double points = result.isDraw() ? 0.5 : result.winner().orElseThrow() == current ? 1 : 0;
                score += points;
                String key = (points == 1 ? "win " : points == 0 ? "loss " : "draw ") + result.toResult().reason();
                endings.merge(key, 1, Integer::sum);
                System.out.printf(Locale.ROOT, "game %d: %s, %d plies%n", g, key, game.ply());
            }
            System.out.printf(Locale.ROOT, "current build: %.1f of %d (%.1f%%) %s%n", score, games, 100 * score / games,
                    endings);
        }
    }

    /** A stop request that comes at the given poll: a node budget, counted the same on any machine. */
    private static BooleanSupplier budget(int polls) {
        int[] asked = {0};
        return () -> ++asked[0] > polls;
    }

    /** Loads morris's own classes from the older build and everything else (the API, notation) as usual. */
    private static final class MorrisFirst extends URLClassLoader {

        MorrisFirst(URL classes, ClassLoader parent) {
            super(new URL[] {classes}, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("org.tabula.morris.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    loaded = findClass(name);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
