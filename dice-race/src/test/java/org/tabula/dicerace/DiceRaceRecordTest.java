package org.tabula.dicerace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.RecordedMatch;

/** The record text: what is written reads back to the same game and marks; what cannot be read is refused at its place. */
class DiceRaceRecordTest {

    private static final DiceRaceProvider RACE = new DiceRaceProvider();
    private static final GameOptions DEFAULTS = GameOptions.defaults(RACE.options());

    private static RecordedMatch read(String text) {
        return RACE.readRecord(text, DEFAULTS);
    }

    private static List<String> history(RecordedMatch read) {
        return read.game().history().stream().map(Move::text).toList();
    }


    @Test
    void aRecord_readsItsSeedRollsMovesAndMarks() {
        RecordedMatch read = read("seed 9\nroll 2\na2\nroll 1\nb1\noffer dark\nresult light timeout\n");
        assertThat(read.game().options().integer(DiceRaceProvider.SEED)).isEqualTo(9);
        assertThat(history(read)).containsExactly("a2", "b1");
        assertThat(read.game().position()).isEqualTo("2,0/0,1 light - 2");
        assertThat(read.marks()).isEqualTo(new MatchMarks(Optional.of(Side.of("dark")),
                Optional.of(PlayerEnding.timeout(Side.of("dark"), Side.of("light")))));
    }

    @Test
    void aRecord_namesTheGameInANote_whichOnlyAHostReads() {
        String text = RACE.writeRecord(RACE.newGame(DEFAULTS), MatchMarks.NONE);
        assertThat(text).isEqualTo("# game dice-race\n");
        assertThat(RACE.claimsRecord(text)).isTrue();
        assertThat(RACE.claimsRecord("#game dice-race\n")).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# a note", "# game", "# game 3 of 10", "#game dice-race", "# Game: Dice race",
        "# game dice-race", "# game morris", "# game 1 of 300, seed 2026: random", "#", "  # seed 5"})
    void aNote_firstLastOrBetweenAnyLines_changesNothingTheRecordSays(String note) {
        List<String> record = List.of("seed 9", "roll 2", "a2", "roll 1", "b1", "offer dark");
        RecordedMatch plain = read(String.join("\n", record) + "\n");
        for (int at = 0; at <= record.size(); at++) {
            List<String> lines = new java.util.ArrayList<>(record);
            lines.add(at, note);
            RecordedMatch read = read(String.join("\n", lines) + "\n");
            assertThat(read.game().options()).isEqualTo(plain.game().options());
            assertThat(history(read)).isEqualTo(history(plain));
            assertThat(read.game().position()).isEqualTo(plain.game().position());
            assertThat(read.marks()).isEqualTo(plain.marks());
        }
    }

    /** Every game played, from the usual start or from a position it reached (issue 30), reads back the same. */
    @Property
    void everyGamePlayed_fromTheStartOrAPositionReached_writesARecordThatReadsBackTheSame(
            @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 3) Integer> rolls,
            @ForAll @Size(120) List<@IntRange(min = 0, max = 1) Integer> picks,
            @ForAll @IntRange(max = 120) int startAfter, @ForAll boolean rollStanding, @ForAll long seed) {
        GameOptions options = GameOptions.of(RACE.options(), java.util.Map.of(DiceRaceProvider.SEED,
                Long.toString(seed)));
        Game game = RACE.newGame(options);
        for (int i = 0; i < rolls.size() && game.result().isEmpty(); i++) {
            if (i == startAfter) {
                // The game begins after the first moves played, which its record does not hold.
                game = RACE.fromPosition(game.position(), options);
            }
            game.supplyChance(Integer.toString(rolls.get(i)));
            game.play(game.legalMoves().get(picks.get(i) % game.legalMoves().size()));
        }
        if (rollStanding && game.pendingChance().isPresent()) {
            game.supplyChance("2");
        }
        MatchMarks marks = game.result().isPresent() ? MatchMarks.NONE
                : new MatchMarks(Optional.of(Side.of("dark")), Optional.of(PlayerEnding.resign(Side.of("dark"),
                        Side.of("light"))));
        String text = RACE.writeRecord(game, marks);

        RecordedMatch read = read(text);
        assertThat(text.contains("\nposition ")).isEqualTo(game.ply() > game.history().size());
        assertThat(read.game().history()).isEqualTo(game.history());
        assertThat(read.game().position()).isEqualTo(game.position());
        assertThat(read.marks()).isEqualTo(marks);
        assertThat(read.game().options().integer(DiceRaceProvider.SEED)).isEqualTo(seed);
        assertThat(RACE.writeRecord(read.game(), read.marks())).isEqualTo(text);
        Game back = read.game().copy();
        game.history().forEach(move -> back.undo());
        Game start = game.copy();
        game.history().forEach(move -> start.undo());
        assertThat(back.position()).isEqualTo(start.position());
    }

    @Test
    void aGameBegunFromAPosition_writesItsStart_andReadsBackWhereItWas() {
        DiceRaceProvider race = new DiceRaceProvider();
        Match game = Match.fromPosition(race, "3,5/0,1 light - 12", GameOptions.defaults(race.options()));
        game.supplyChance("2");
        game.play("b7");
        game.supplyChance("1");

        String record = game.record();

        assertThat(record).isEqualTo("# game dice-race\nposition 3,5/0,1 light - 12\nroll 2\nb7\nroll 1\n");
        Match read = Match.fromRecord(race, record, GameOptions.defaults(race.options()));
        assertThat(read.position()).isEqualTo("3,7/0,1 dark 1 13").isEqualTo(game.position());
        assertThat(read.history()).extracting(Move::text).containsExactly("b7");
        assertThat(read.undo().isAccepted()).isTrue();
        assertThat(read.position()).isEqualTo("3,5/0,1 light 2 12");
    }

    /** A start with its roll standing is written with the roll to come and the roll on a line of its own. */
    @Test
    void aStartWithARollStanding_isWrittenWithTheRollOnItsOwnLine() {
        DiceRaceProvider race = new DiceRaceProvider();
        Match game = Match.fromPosition(race, "0,0/2,0 light 3 1", GameOptions.defaults(race.options()));

        assertThat(game.record()).isEqualTo("# game dice-race\nposition 0,0/2,0 light - 1\nroll 3\n");
        assertThat(Match.fromRecord(race, game.record(), GameOptions.defaults(race.options())).position())
                .isEqualTo("0,0/2,0 light 3 1");
    }

    /**
     * A dice race of another implementation (here a proxy of one) is written from where it stands: its moves cannot
     * be replayed without the rolls, which the contract does not give.
     */
    @Test
    void aGameOfAnotherMaking_isWrittenFromWhereItStands_andAnotherGamesIsRefused() {
        Game own = RACE.newGame(DEFAULTS);
        own.supplyChance("2");
        own.play("a2");
        Game foreign = (Game) java.lang.reflect.Proxy.newProxyInstance(Game.class.getClassLoader(),
                new Class<?>[] {Game.class}, (proxy, method, args) -> method.invoke(own, args));
        Game other = (Game) java.lang.reflect.Proxy.newProxyInstance(Game.class.getClassLoader(),
                new Class<?>[] {Game.class}, (proxy, method, args) -> "morris");

        String record = RACE.writeRecord(foreign, MatchMarks.NONE);

        assertThat(record).isEqualTo("# game dice-race\nposition 2,0/0,0 dark - 1\n");
        assertThat(read(record).game().position()).isEqualTo(own.position());
        assertThatThrownBy(() -> RACE.writeRecord(other, MatchMarks.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Dice race writes dice-race games, not morris");
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "seed x                      | a seed line names one number at 1:1",
        "roll 2\\na3                 | move 1 (a3): a3 is not a move the roll of 2 allows. at 2:1",
        "roll 2\\n a2 b2             | a move stands on a line of its own at 2:5",
        "roll 5                      | the roll line is refused: '5' is not a roll: 0, 1, 2 or 3. at 1:1",
        "roll 2\\nroll 1             | the roll line is refused: No roll is due. at 2:1",
        "offer green                 | an offer names the side that made it, light or dark, not 'green' at 1:7",
        "offer light\\nroll 1\\na1   | a move comes before the offer line at 3:1",
        "result draw agreement\\nroll 1 | nothing comes after the result line at 2:1",
        "result light agreement      | a game ended by agreement is a draw, not a win for light at 1:8",
        "position 0,0/0,0 light 2 0  | a record's start has its roll to come (-): a roll is a line of its own at 1:24",
        "position 0,0/0,0 light      | a position has four fields, not 2 at 1:18",
        "position                    | a position has four fields, not 0 at 1:1",
        "position 0,0/0,0 light - 0 9 | a position has four fields, not 5 at 1:28",
        "roll 2\\nposition 0,0/0,0 light - 0 | the position line comes before the rolls and moves at 2:1",
        "seed 3\\nposition 7,7/0,0 dark - 9\\nroll 1 | the roll line is refused: No roll is due. at 3:1",
    })
    void aTextThatIsNoRecord_isRefusedAtItsPlace(String escaped, String message) {
        assertThatThrownBy(() -> read(escaped.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }
}
