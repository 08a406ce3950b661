package org.tabula.web.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;

/** A match at an earlier ply, for every installed game: the position each move left, no later throw standing. */
class ReplayTest {

    private static final List<GameProvider> GAMES = ServiceLoader.load(GameProvider.class).stream()
            .map(ServiceLoader.Provider::get).toList();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void everyPly_isThePositionItsMoveLeft(long seed) {
        for (GameProvider game : GAMES) {
            SplittableRandom random = new SplittableRandom(seed);
            GameOptions options = GameOptions.defaults(game.options());
            Match match = Match.start(game, options);
            Map<Integer, String> left = new HashMap<>();
            left.put(match.ply(), match.position());
            for (int step = 0; step < 60 && match.result().isEmpty(); step++) {
                if (match.pendingChance().isPresent()) {
                    List<String> outcomes = match.pendingChance().get().outcomes();
                    match.supplyChance(outcomes.get(random.nextInt(outcomes.size())));
                } else {
                    match.play(match.legalMoves().get(random.nextInt(match.legalMoves().size())));
                }
                // A throw that forced a move (a turn lost) leaves the position after that move.
                if (match.pendingChance().isPresent() || match.unrecordedChance().isEmpty()) {
                    left.putIfAbsent(match.ply(), match.position());
                }
            }
            for (Map.Entry<Integer, String> ply : left.entrySet()) {
                if (ply.getKey() < match.ply()) {
                    assertThat(Replay.at(match.copy(), ply.getKey(), Match.start(game, options)).position())
                            .as("%s seed %d ply %d", game.id(), seed, ply.getKey()).isEqualTo(ply.getValue());
                }
            }
        }
    }
}
