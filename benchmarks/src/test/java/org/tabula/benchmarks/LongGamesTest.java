package org.tabula.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisNotation;

/** The replay benchmark's games: the same from the same seed, long, finished, and replayed exactly. */
class LongGamesTest {

    private static final List<String> RECORDS = LongGames.records(6, 20);

    @Test
    void records_areTheSameFromTheSameSeed_andDifferFromAnother() {
        assertThat(LongGames.records(6, 20)).isEqualTo(RECORDS);
        assertThat(LongGames.records(7, 20)).isNotEqualTo(RECORDS);
    }

    @Test
    void games_areLong_andEachPlayedToItsEnd() {
        assertThat(LongGames.moves(RECORDS)).isGreaterThan(20L * 150);
        for (String record : RECORDS) {
            assertThat(MorrisGame.fromText(record).ending()).as(record).isPresent();
        }
    }

    @Test
    void replay_givesBackTheGameRecorded_moveForMove() {
        for (String record : RECORDS) {
            MorrisGame replayed = MorrisGame.fromText(record);
            assertThat(replayed.record()).isEqualTo(record);
            assertThat(replayed.history()).isEqualTo(MorrisNotation.parseRecord(record));
            MorrisGame stepped = MorrisGame.newGame();
            MorrisNotation.parseRecord(record).forEach(move -> assertThat(stepped.play(move).isAccepted()).isTrue());
            assertThat(stepped.position()).isEqualTo(replayed.position());
            assertThat(stepped.ending()).isEqualTo(replayed.ending());
        }
    }
}
