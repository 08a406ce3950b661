package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.royalur.model.ParsedRecord;
import org.tabula.royalur.model.RecordError;
import org.tabula.royalur.model.RecordProblem;
import org.tabula.royalur.model.RecordResult;
import org.tabula.royalur.model.RecordTurn;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRecord;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** The seed's "A game record", parse_record and format_record: the header, the turns, the checks, the words. */
class UrNotationRecordTest {

    /** The seed's example record without its seed line: its rolls taken as written. */
    private static final String EXAMPLE = "[rules finkel]\n[first light]\n1. l 3: hand-b1\n2. d 0: -\n"
            + "3. l 4 1111: b1-c2\n[result light resign]\n";

    private static ParsedRecord parse(String text) {
        return UrNotation.parseRecord(text);
    }

    @Test
    void example_readsAsTheSeedShowsIt() {
        UrRecord record = parse(EXAMPLE).record().orElseThrow();
        assertThat(record.rules()).isEqualTo(UrRules.FINKEL);
        assertThat(record.first()).isEqualTo(UrSide.LIGHT);
        assertThat(record.seed()).isEmpty();
        assertThat(record.opening()).isEmpty();
        assertThat(record.turns()).containsExactly(
                new RecordTurn(UrSide.LIGHT, 3, Optional.empty(), UrNotation.parseMove("hand-b1").move()),
                new RecordTurn(UrSide.DARK, 0, Optional.empty(), Optional.empty()),
                new RecordTurn(UrSide.LIGHT, 4, Optional.of("1111"), UrNotation.parseMove("b1-c2").move()));
        assertThat(record.result()).contains(RecordResult.win(UrSide.LIGHT, "resign"));
        assertThat(UrNotation.formatRecord(record)).isEqualTo(EXAMPLE);
    }

    @Test
    void aMoveOnARollOfZero_isRead_forARecordIsNotPlayed_andReplayingItRefusesTheMove() {
        // The seed: "A record is checked for its own consistency: its numbering, its sides, its dice. It is not
        // played." A move on a roll of 0 is a question for the game, which refuses it naming the turn and its place.
        String text = "[rules finkel]\n[first light]\n1. l 3: hand-b1\n2. d 0: hand-d3\n";
        UrRecord record = parse(text).record().orElseThrow();
        assertThat(record.turns().get(1)).isEqualTo(new RecordTurn(UrSide.DARK, 0, Optional.empty(),
                UrNotation.parseMove("hand-d3").move()));
        assertThat(UrNotation.formatRecord(record)).isEqualTo(text);
        RoyalUrProvider provider = new RoyalUrProvider();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> provider.readRecord(text,
                provider.newGame().options())).isInstanceOf(org.tabula.api.TextFormatException.class)
                .hasMessageContaining("move 2 (hand-d3)").hasMessageContaining("no move")
                .hasMessageEndingWith(" at 4:9");
    }

    @Test
    void example_withItsSeed_isCheckedAgainstTheSeedsDice_whichThrowOtherwiseHere() {
        // Game::RoyalUr::Dice's throws of seed 5f1c9a begin 1001 0000 1100 (rolls 2, 0, 2), not the 3, 0, 4 the
        // seed's example shows (hashlib agrees): the example's rolls are not its seed's, so it is refused at its
        // first turn, as the Perl reader refuses it.
        String seeded = EXAMPLE.replace("[first light]\n", "[first light]\n[seed 5f1c9a]\n");
        assertThat(new Seed("5f1c9a").faces(0, 4) + new Seed("5f1c9a").faces(1, 4) + new Seed("5f1c9a").faces(2, 4))
                .isEqualTo("100100001100");
        assertThat(parse(seeded).problem()).contains(new RecordProblem(4, "dice"));
    }

    @Test
    void aSeededRecord_withTheSeedsOwnDice_reads_andEachRollIsCheckedAgainstTheSeed() {
        RoyalUrGame game = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.of(new Seed("5f1c9a")));
        Random random = new Random(3);
        while (game.history().size() < 12) {
            if (game.pendingChance().isPresent()) {
                game.drawChance();
            } else {
                game.play(game.legalMoves().get(random.nextInt(game.legalMoves().size())));
            }
        }
        String text = Games.recordOf(game);
        assertThat(text).startsWith("[rules finkel]\n[first light]\n[seed 5f1c9a]\n1. l 2 1001: hand-c1\n"
                + "2. d 0 0000: -\n");
        assertThat(parse(text).record()).isPresent();
        String lastLine = text.lines().reduce((a, b) -> b).orElseThrow();
        String[] parts = lastLine.split(" ");
        String otherFaces = parts[3].replace(':', ' ').strip().chars().mapToObj(c -> c == '0' ? "1" : "0")
                .reduce("", String::concat);
        String wrongFaces = text.replace(lastLine, lastLine.replace(parts[3], otherFaces + ":"));
        assertThat(parse(wrongFaces).problem().map(RecordProblem::error)).contains(parts[2].equals("2") ? "dice"
                : "faces");
        String withoutFaces = text.replace(" " + parts[3], ":");
        assertThat(parse(withoutFaces).record()).as("faces are optional").isPresent();
    }

    @Test
    void opening_shiftsTheThrowsOfTheGame() {
        Seed seed = new Seed("5f1c9a");
        String faces = seed.faces(2, 4);
        int roll = UrRules.FINKEL.rollOfFaces(faces);
        String move = roll == 0 ? "-" : "hand-" + Squares.name(Route.SHORT.cell(UrSide.LIGHT, roll));
        String text = "[rules finkel]\n[first light]\n[seed 5f1c9a]\n[opening 2]\n1. l " + roll + " " + faces + ": "
                + move + "\n";
        UrRecord record = parse(text).record().orElseThrow();
        assertThat(record.opening()).contains(2);
        assertThat(record.throwNumber(0)).isEqualTo(2);
        assertThat(UrNotation.formatRecord(record)).isEqualTo(text);
        assertThat(parse(text.replace("[opening 2]\n", "")).problem()).isPresent();
    }

    @Test
    void sides_areCheckedNotTrusted_aRosetteGivesTheSameSideAnotherTurn() {
        String again = "[rules finkel]\n[first light]\n1. l 4: hand-a1\n2. l 1: a1-a2\n3. d 2: hand-c3\n";
        assertThat(parse(again).record()).isPresent();
        assertThat(parse(again.replace("2. l 1", "2. d 1")).problem()).contains(new RecordProblem(4, "side"));
        String alternate = "[rules finkel]\n[first dark]\n1. d 3: hand-b3\n2. l 0: -\n3. d 1: b3-a3\n"
                + "4. d 2: hand-c3\n5. l 2: hand-c1\n";
        assertThat(parse(alternate).record()).isPresent();
        assertThat(parse(alternate.replace("4. d 2", "4. l 2")).problem()).contains(new RecordProblem(6, "side"));
        assertThat(parse(alternate.replace("2. l 0", "2. d 0")).problem()).contains(new RecordProblem(4, "side"));
    }

    @Test
    void rules_mayBeSpelledOut_inOrder_andAreWrittenBackAsTheyWere() {
        String text = "[rules route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7]\n[first dark]\n"
                + "1. d 4 000: hand-a3\n2. d 2: a3-b2\n";
        UrRecord record = parse(text).record().orElseThrow();
        assertThat(record.rules()).isEqualTo(UrRules.of(Route.LONG, 3, 4, true, 7));
        assertThat(UrNotation.formatRecord(record)).isEqualTo(text);
        String finkelSpelled = "[rules route=short dice=4 zero_rolls=0 safe_rosettes=1 pieces=7]\n[first light]\n";
        UrRecord spelled = parse(finkelSpelled).record().orElseThrow();
        assertThat(spelled.rules().playsAs(UrRules.FINKEL)).isTrue();
        assertThat(UrNotation.formatRecord(spelled)).isEqualTo(finkelSpelled);
        assertThat(parse("[rules masters]\n[first light]\n1. l 4 000: hand-a1\n").record()).isPresent();
    }

    @Test
    void results_areTheSeedsFive_andTheTimeoutBesideThem() {
        for (String result : List.of("light home", "dark home", "light resign", "dark resign", "draw ply_cap",
                "light timeout", "dark timeout")) {
            String text = "[rules finkel]\n[first light]\n[result " + result + "]\n";
            assertThat(parse(text).record()).as(result).isPresent();
            assertThat(UrNotation.formatRecord(parse(text).record().get())).isEqualTo(text);
        }
    }

    @ParameterizedTest(name = "{1} at line {2}: {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                                               | empty    | 1",
        "'[rules finkel]\n[first light]'                                  | newline  | 2",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1'                 | newline  | 3",
        "'[rules finkel]\n[first light]\n\n1. l 3: hand-b1\n'             | line     | 3",
        "'[rules finkel]\r\n[first light]\r\n'                            | rules    | 1",
        "'[rules finkel]\n[first light]\r\n'                              | first    | 2",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\r\n'             | line     | 3",
        "'[rules finkel]\n[first light]\n[event x]\n'                     | line     | 3",
        "'[rules finkel]\n[first light]\n[result light resign]\n1. l 3: hand-b1\n' | line | 4",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\n[seed 5f]\n'    | line     | 4",
        "'[rules finkel]\n[first light]\n[first dark]\n'                  | line     | 3",
        "'[first light]\n[rules finkel]\n'                                | rules    | 1",
        "'[rules chess]\n[first light]\n'                                 | rules    | 1",
        "'[rules Finkel]\n[first light]\n'                                | rules    | 1",
        "'[rules  finkel]\n[first light]\n'                               | rules    | 1",
        "'[rules dice=3 route=long zero_rolls=4 safe_rosettes=1 pieces=7]\n[first light]\n' | rules | 1",
        "'[rules route=long dice=0 zero_rolls=4 safe_rosettes=1 pieces=7]\n[first light]\n' | rules | 1",
        "'[rules route=long dice=3 zero_rolls=4 safe_rosettes=2 pieces=7]\n[first light]\n' | rules | 1",
        "'[rules finkel]\n'                                               | first    | 1",
        "'[rules finkel]\n[first white]\n'                                | first    | 2",
        "'[rules finkel]\n1. l 3: hand-b1\n'                              | first    | 2",
        "'[rules finkel]\n[first light]\n[seed 5F1C9A]\n'                 | seed     | 3",
        "'[rules finkel]\n[first light]\n[seed 5f1]\n'                    | seed     | 3",
        "'[rules finkel]\n[first light]\n[seed]\n'                        | seed     | 3",
        "'[rules finkel]\n[first light]\n[opening 2]\n'                   | opening  | 3",
        "'[rules finkel]\n[first light]\n[seed 5f]\n[opening two]\n'      | opening  | 4",
        "'[rules finkel]\n[first light]\n[seed 5f]\n[opening 02]\n'       | opening  | 4",
        "'[rules finkel]\n[first light]\n[position ....xx../......../....xx.. d - 7 0 7 0 0]\n' | position | 3",
        "'[rules finkel]\n[first light]\n[position ....xx../......../....xx.. l 3 7 0 7 0 0]\n' | position | 3",
        "'[rules finkel]\n[first light]\n[position ....xx../......../....xx.. l - 2 0 2 0 0]\n' | position | 3",
        "'[rules finkel]\n[first light]\n1 l 3: hand-b1\n'                | turn     | 3",
        "'[rules finkel]\n[first light]\n1.  l 3: hand-b1\n'              | turn     | 3",
        "'[rules finkel]\n[first light]\n1. w 3: hand-b1\n'               | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l three: hand-b1\n'           | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l 3 1121: hand-b1\n'          | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l 3 : hand-b1\n'              | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l 3:hand-b1\n'                | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l 3: \n'                      | turn     | 3",
        "'[rules finkel]\n[first light]\n01. l 3: hand-b1\n'              | turn     | 3",
        "'[rules finkel]\n[first light]\n2. l 3: hand-b1\n'               | number   | 3",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\n3. d 0: -\n'    | number   | 4",
        "'[rules finkel]\n[first light]\n1. d 3: hand-b3\n'               | side     | 3",
        "'[rules finkel]\n[first light]\n1. l 5: hand-b1\n'               | roll     | 3",
        "'[rules masters]\n[first light]\n1. l 0: -\n'                    | roll     | 3",
        "'[rules finkel]\n[first light]\n1. l 3 1101: hand-b1\n1. l 3: hand-b1\n' | number | 4",
        "'[rules finkel]\n[first light]\n1. l 3 1100: hand-b1\n'          | faces    | 3",
        "'[rules finkel]\n[first light]\n1. l 3 111: hand-b1\n'           | faces    | 3",
        "'[rules masters]\n[first light]\n1. l 4 111: hand-a1\n'          | faces    | 3",
        "'[rules finkel]\n[first light]\n[seed 5f1c9a]\n1. l 3: hand-b1\n' | dice    | 4",
        "'[rules finkel]\n[first light]\n[seed 5f1c9a]\n1. l 1 1000: hand-d1\n' | dice | 4",
        "'[rules finkel]\n[first light]\n1. l 3: HAND-B1\n'               | move     | 3",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1x\n'              | move     | 3",
        "'[rules finkel]\n[first light]\n1. l 3: b1-hand\n'               | move     | 3",
        "'[rules finkel]\n[first light]\n1. l 3: --\n'                    | move     | 3",
        "'[rules finkel]\n[first light]\n[result light]\n'                | result   | 3",
        "'[rules finkel]\n[first light]\n[result draw resign]\n'          | result   | 3",
        "'[rules finkel]\n[first light]\n[result light ply_cap]\n'        | result   | 3",
        "'[rules finkel]\n[first light]\n[result Light home]\n'           | result   | 3",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\n[roll 2 0101]\n' | line | 4",
        "'[rules finkel]\n[first light]\n[ply_cap 0]\n'                 | ply_cap  | 3",
        "'[rules finkel]\n[first light]\n[ply_cap 07]\n'                | ply_cap  | 3",
        "'[rules finkel]\n[first light]\n[ply_cap 9]\n[seed 5f1c9a]\n'  | line     | 4",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\n[ply_cap 9]\n' | line   | 4",
        "'[rules finkel]\n[first light]\n[seed 5f\n'                     | line     | 3",
        "'[rules finkel\n[first light]\n'                                 | rules    | 1",
        "'[rules finkel]\n[first light]\n1. l 3:\thand-b1\n'              | turn     | 3",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1 \n'              | move     | 3",
        "'[rules finkel]\n[first light]\n[seed 5f] \n'                    | seed     | 3",
        "'[rules finkel]\n[first light]\n[seed 5f \r\n'                  | line     | 3",
    })
    void parseRecord_namesTheFirstWrongLine_withItsWord(String text, String error, int line) {
        ParsedRecord parsed = parse(text.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t"));
        assertThat(parsed.record()).isEmpty();
        assertThat(parsed.problem()).contains(new RecordProblem(line, error));
    }

    @ParameterizedTest(name = "{1} at {2}: {0}")
    @CsvSource(delimiter = '|', value = {
        "'[rules finkel]\r\n[first light]\r\n'                          | rules    | 1:15",
        "'[rules finkel]\r[first light]\n'                               | rules    | 1:15",
        "'[rules finkel]\n[first light]\r\n'                            | first    | 2:14",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\r\n2. d 0: -\r\n' | line | 3:16",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\r2. d 0: -\n'  | line     | 3:16",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1\n2. d 0: -\r\r\n' | line  | 4:10",
        "'[rules finkel]\n[first light]\n1. l 3: hand-b1'                 | newline  | 3:16",
        "'[rules finkel]\n'                                               | first    | 1:15",
        "'[rules finkel]\n[first light]\n\n'                             | line     | 3:1",
        "'[rules chess]\n[first light]\n'                                 | rules    | 1:8",
        "'[rules finkel]\n[first white]\n'                                | first    | 2:8",
        "'[rules finkel]\n[first light]\n[seed 5F]\n'                    | seed     | 3:7",
        "'[rules finkel]\n[first light]\n[result light]\n'               | result   | 3:9",
        "'[rules finkel]\n[first light]\n1 l 3: hand-b1\n'                | turn     | 3:1",
        "'[rules finkel]\n[first light]\n1. d 3: hand-b3\n'               | side     | 3:4",
        "'[rules finkel]\n[first light]\n1. l 5: hand-b1\n'               | roll     | 3:6",
        "'[rules finkel]\n[first light]\n1. l 3 1100: hand-b1\n'          | faces    | 3:8",
        "'[rules finkel]\n[first light]\n[seed 5f1c9a]\n1. l 3: hand-b1\n' | dice    | 4:6",
        "'[rules finkel]\n[first light]\n1. l 3: HAND-B1\n'               | move     | 3:9",
    })
    void aRecordRefused_namesItsWord_andTheLineAndColumn_countedAsLinesSplitCountsThem(String text, String error,
            String at) {
        String record = text.replace("\\n", "\n").replace("\\r", "\r");
        RoyalUrProvider provider = new RoyalUrProvider();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> provider.readRecord(record,
                provider.newGame().options())).isInstanceOf(org.tabula.api.TextFormatException.class)
                .hasMessageStartingWith(error + ": ").hasMessageEndingWith(" at " + at);
        assertThat(parse(record).problem()).contains(new RecordProblem(Integer.parseInt(at.split(":")[0]), error));
    }

    @Test
    void aGameRead_fromARecordPastTheTextLimits_isRefusedWhereItPassesThem() {
        int longest = org.tabula.notation.TextLimits.DEFAULT.maxLineLength();
        String text = "[rules finkel]\n[first light]\n1. l 3: " + "a".repeat(longest) + "\n";
        RoyalUrProvider provider = new RoyalUrProvider();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> provider.readRecord(text,
                provider.newGame().options())).isInstanceOf(org.tabula.api.TextFormatException.class)
                .hasMessageContaining("longer than the " + longest).hasMessageEndingWith(" at 3:" + (longest + 1));
        assertThat(parse(text).problem()).as("parse_record itself names a line and a word")
                .contains(new RecordProblem(3, "move"));
    }

    @Test
    void everyErrorWord_isTestedAbove_andNamedOnce() {
        assertThat(RecordError.values()).extracting(RecordError::word).containsExactly("empty", "newline", "line",
                "rules", "first", "seed", "opening", "ply_cap", "position", "turn", "number", "side", "roll", "faces",
                "dice",
                "move", "result");
        assertThat(parse(null).problem()).contains(new RecordProblem(1, "empty"));
    }

    @Property(tries = 300)
    void recordsOfRandomGames_readAndWriteBackByteForByte(@ForAll long seed, @ForAll @IntRange(max = 300) int turns,
            @ForAll boolean masters) {
        RoyalUrGame game = Games.random(seed, masters ? UrRules.MASTERS : UrRules.FINKEL, turns);
        Match match = Match.of(new RoyalUrProvider(), game.copy());
        if (game.status() == Status.ACTIVE && seed % 3 == 0) {
            match.resign(game.turn());
        }
        String text = match.record();
        ParsedRecord parsed = parse(text);
        assertThat(parsed.problem()).isEmpty();
        assertThat(UrNotation.formatRecord(parsed.record().get())).isEqualTo(text);
        assertThat(parsed.record().get().turns()).hasSize(game.history().size());
    }

    @Property(tries = 500)
    void parseRecord_takesAnyString_andWhatReadsIsWrittenBackTheSame(@ForAll String noise,
            @ForAll @IntRange(max = 200) int at) {
        String text = EXAMPLE.substring(0, Math.min(at, EXAMPLE.length())) + noise
                + EXAMPLE.substring(Math.min(at, EXAMPLE.length()));
        ParsedRecord parsed = parse(text);
        parsed.record().ifPresent(record -> assertThat(UrNotation.formatRecord(record)).isEqualTo(text));
        parsed.problem().ifPresent(problem -> assertThat(problem.line()).isBetween(1, text.split("\n", -1).length));
    }
}
