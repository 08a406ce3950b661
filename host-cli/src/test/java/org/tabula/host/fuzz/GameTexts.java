package org.tabula.host.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.host.core.testing.HidingClassLoader;
import org.tabula.host.testing.TestHost;

/**
 * Valid texts of one game the host offers, for the fuzzer to hand over as they are or changed: positions reached
 * by seeded random play, move lists, the game's options, and records written by the host's own {@code match --out}
 * (so they are in the exact format the host reads back).
 *
 * @param id the game's id
 * @param sides the game's side ids
 * @param options the game's options (names, types, choices)
 * @param positions positions met in random play, the start first
 * @param moveTexts the texts of moves played on the way, and a few of the start's legal moves
 * @param records whole records of short bot games
 */
record GameTexts(String id, List<String> sides, List<OptionSpec> options, List<String> positions,
        List<String> moveTexts, List<String> records) {

    /** The texts of every game on the host's class path, found as the host finds them (test games hidden). */
    static List<GameTexts> ofEveryGame(long seed, Path scratch) {
        List<GameTexts> games = new ArrayList<>();
        for (GameProvider provider : ServiceLoader.load(GameProvider.class, HidingClassLoader.withoutTestGames())) {
            games.add(of(provider, new Random(seed ^ provider.id().hashCode()), scratch));
        }
        if (games.isEmpty()) {
            throw new IllegalStateException("no game on the class path: nothing for the fuzzer to hand over");
        }
        return List.copyOf(games);
    }

    private static GameTexts of(GameProvider provider, Random random, Path scratch) {
        List<String> positions = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        for (int walk = 0; walk < 6; walk++) {
            Game game = provider.newGame();
            for (int ply = 0; ply < 10 + walk * 20 && game.result().isEmpty(); ply++) {
                Optional<ChanceRequest> chance = game.pendingChance();
                if (chance.isPresent()) {
                    List<String> outcomes = chance.get().outcomes();
                    game.supplyChance(outcomes.get(random.nextInt(outcomes.size())));
                    continue;
                }
                List<? extends Move> legal = game.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                Move move = legal.get(random.nextInt(legal.size()));
                moves.add(move.text());
                game.play(move);
                if (ply % 4 == 3) {
                    positions.add(game.position());
                }
            }
        }
        positions.add(0, provider.newGame().position());
        provider.newGame().legalMoves().stream().limit(4).forEach(move -> moves.add(move.text()));
        return new GameTexts(provider.id(), provider.sides().stream().map(side -> side.id()).toList(),
                provider.options(), distinct(positions), distinct(moves), records(provider.id(), scratch));
    }

    /** Records of two short bot games, written by {@code tabula match --out}. */
    private static List<String> records(String id, Path scratch) {
        Path out = scratch.resolve("records-" + id);
        TestHost.Run run = TestHost.create().run("match", id, "--games", "2", "--seed", "7", "--max-plies", "16",
                "--bot-time", "0.01", "--out", out.toString());
        if (run.exitCode() != 0) {
            throw new IllegalStateException("match could not write records of " + id + ": " + run.err());
        }
        try (Stream<Path> files = Files.list(out)) {
            List<String> records = new ArrayList<>();
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("game-")).sorted().toList()) {
                records.add(Files.readString(file));
            }
            return List.copyOf(records);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> distinct(List<String> texts) {
        return texts.stream().distinct().toList();
    }
}
