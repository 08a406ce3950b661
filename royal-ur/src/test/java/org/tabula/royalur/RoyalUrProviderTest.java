package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionType;
import org.tabula.api.Outcome;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** The plugin's description, options, factories, and the errors of a record that does not play. */
class RoyalUrProviderTest {

    private final RoyalUrProvider provider = new RoyalUrProvider();

    private GameOptions options(Map<String, String> given) {
        return GameOptions.of(provider.options(), given);
    }

    @Test
    void provider_describesTheGame() {
        assertThat(provider.id()).isEqualTo("royal-ur");
        assertThat(provider.title()).isEqualTo("The Royal Game of Ur");
        assertThat(provider.sides()).containsExactly(Side.of("light"), Side.of("dark"));
        assertThat(provider.options()).extracting(o -> o.name() + ":" + o.type() + ":" + o.defaultValue())
                .containsExactly("rules:" + OptionType.TEXT + ":finkel", "seed:" + OptionType.TEXT + ":",
                        "first:" + OptionType.CHOICE + ":light", "opening:" + OptionType.INTEGER + ":0",
                        "ply-cap:" + OptionType.INTEGER + ":0");
        assertThat(provider.botLevels()).hasSize(5);
    }

    @Test
    void options_makeTheGame_andTheGameGivesThemBack() {
        RoyalUrGame game = provider.newGame(options(Map.of("rules", "masters", "seed", "5F1C9A", "first", "dark",
                "opening", "3", "ply-cap", "400")));
        assertThat(game.rules()).isEqualTo(UrRules.MASTERS);
        assertThat(game.seed()).contains(new Seed("5f1c9a"));
        assertThat(game.toMove()).isEqualTo(UrSide.DARK);
        String faces = new Seed("5f1c9a").faces(3, 3);
        assertThat(game.drawChance().value()).isEqualTo(Integer.toString(UrRules.MASTERS.rollOfFaces(faces)));
        assertThat(game.faces()).contains(faces);
        assertThat(game.options().asMap()).containsEntry("rules", "masters").containsEntry("seed", "5f1c9a")
                .containsEntry("first", "dark").containsEntry("opening", "3").containsEntry("ply-cap", "400");
        RoyalUrGame spelled = provider.newGame(options(Map.of("rules",
                "route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7")));
        assertThat(spelled.rules().safeRosettes()).isTrue();
        assertThat(spelled.options().get("rules")).isEqualTo("route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7");
        // The opening counts the seed's throws: without a seed there is none, and the record has no room for one.
        assertThat(provider.newGame(options(Map.of("opening", "3"))).options().get("opening")).isEqualTo("0");
    }

    @Test
    void everyOptionNotAtItsDefault_ridesInTheRecord_andComesBackFromIt() {
        GameOptions defaults = GameOptions.defaults(provider.options());
        List<Map<String, String>> sets = List.of(Map.of("rules", "masters"),
                Map.of("rules", "route=short dice=3 zero_rolls=4 safe_rosettes=0 pieces=3"), Map.of("seed", "5f1c9a"),
                Map.of("first", "dark"), Map.of("seed", "5f1c9a", "opening", "3"), Map.of("ply-cap", "400"),
                Map.of("rules", "masters", "seed", "00ff", "first", "dark", "opening", "2", "ply-cap", "9"));
        for (Map<String, String> set : sets) {
            Match match = Match.start(provider, options(set));
            for (int i = 0; i < 6 && match.status() == Status.ACTIVE; i++) {
                Outcome<?> step = match.pendingChance().isPresent()
                        ? match.supplyChance(match.pendingChance().get().outcomes().get(0))
                        : match.play(match.legalMoves().get(0));
                assertThat(step.isAccepted()).isTrue();
            }
            Match back = Match.fromRecord(provider, match.record(), defaults);
            assertThat(back.options()).as(set.toString()).isEqualTo(match.options());
            assertThat(back.record()).isEqualTo(match.record());
        }
        assertThat(Match.start(provider, options(Map.of("ply-cap", "400"))).record())
                .isEqualTo("[rules finkel]\n[first light]\n[ply_cap 400]\n");
    }

    @Test
    void aRecord_isClaimedByItsRulesLine_whichEveryRecordBeginsWith() {
        Match match = Match.start(provider, options(Map.of("rules", "masters")));
        assertThat(match.record()).startsWith("[rules masters]\n");
        assertThat(provider.claimsRecord(match.record())).isTrue();
        assertThat(provider.claimsRecord("[rules route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7]\n"))
                .isTrue();
        assertThat(provider.claimsRecord("[rules chess]\n")).isFalse();
        assertThat(provider.claimsRecord("[Event \"x\"]\n[rules finkel]\n")).as("not the first line").isFalse();
        assertThat(provider.claimsRecord("# game morris\n1. d2\n")).isFalse();
    }

    @Test
    void options_refuseWhatTheyDoNotTake() {
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("rules", "chess"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("seed", "xyz"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("seed", "abc"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("opening", "-1"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("ply-cap", "-5"))));
        assertThatIllegalArgumentException().isThrownBy(() -> options(Map.of("first", "white")));
    }

    @Test
    void fromPosition_checksThePositionAgainstTheRuleSet() {
        GameOptions finkel = provider.newGame().options();
        String masters = Games.position("g3", "", 'l', "-", 6, 0, 7, 0);
        assertThat(provider.fromPosition(masters, options(Map.of("rules", "masters"))).position())
                .isEqualTo("4xxl1/8/4xx2 l 6 0 7 0 - 10");
        assertThatThrownBy(() -> provider.fromPosition("4xx2/8/4xx2 l 7 0 6 0", finkel))
                .hasMessageContaining("dark has 6");
        assertThatThrownBy(() -> provider.fromPosition("4xx2/8/4xx2 l 0 7 0 7", finkel))
                .hasMessageContaining("both sides have every piece home");
        assertThatThrownBy(() -> provider.fromPosition(masters, finkel)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("g3, which light's route does not pass");
        assertThatThrownBy(() -> provider.fromPosition(Games.position("", "", 'l', "-", 2, 0, 2, 0), finkel))
                .hasMessageContaining("each side has 7 pieces");
        assertThatThrownBy(() -> provider.fromPosition(Games.position("c2", "d2", 'l', "1", 0, 6, 6, 0), finkel))
                .hasMessageContaining("allows no move");
        assertThatThrownBy(() -> provider.fromPosition("nonsense", finkel)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("POS_LETTER");
    }

    @Test
    void readRecord_namesTheWrongLine_orTheTurnTheGameRefuses() {
        GameOptions any = provider.newGame().options();
        assertThatThrownBy(() -> provider.readRecord("[rules finkel]\n[first light]\n2. l 3: hand-b1\n", any))
                .isInstanceOf(TextFormatException.class).hasMessageStartingWith("number: ")
                .hasMessageEndingWith(" at 3:1");
        assertThatThrownBy(() -> provider.readRecord("[rules finkel]\n[first light]\n1. l 3: hand-c1\n", any))
                .hasMessage("move 1 (hand-c1): hand-c1 goes 2 steps along light's route, and the roll is 3 at 3:9");
        assertThatThrownBy(() -> provider.readRecord("[rules finkel]\n[first light]\n1. l 3: -\n", any))
                .hasMessage("move 1 (-): a roll of 3 allows light a move, so the turn is not lost at 3:9");
        assertThatThrownBy(() -> provider.readRecord("[rules finkel]\n[first light]\n[result light home]\n", any))
                .hasMessageContaining("the result light home is not what the turns reached");
        RoyalUrGame won = Games.played(UrRules.FINKEL, Games.position("g1", "", 'l', "1", 0, 6, 7, 0), "g1-home");
        String record = Games.recordOf(won);
        assertThat(record).contains("[position 4xx2/8/4xxl1 l 0 6 7 0 - 10]\n");
        assertThat(provider.readRecord(record, any).game().result()).isEqualTo(won.result());
        assertThatThrownBy(() -> provider.readRecord(record.replace("home]", "resign]"), any))
                .hasMessageContaining("comes after turns that already ended the game");
    }

    /** Issue 30: the kit now begins records from random positions, and these two did not read back the same. */
    @Test
    void aGameBegunFromAWonPosition_orFromTheStartWithARollStanding_writesARecordThatReadsBackTheSame() {
        GameOptions any = provider.newGame().options();
        Match won = Match.fromPosition(provider, "4xx2/6l1/l3xx2 l 0 5 0 7 - 209", any);
        Match rolled = Match.fromPosition(provider, "4xx2/8/4xx2 l 7 0 7 0 3 0", any);
        rolled.play("hand-b1");

        for (Match game : List.of(won, rolled)) {
            Match read = Match.fromRecord(provider, game.record(), any);
            assertThat(read.position()).isEqualTo(game.position());
            assertThat(read.result()).isEqualTo(game.result());
            assertThat(read.record()).isEqualTo(game.record());
        }
        assertThat(rolled.record()).doesNotContain("[position");
    }

    @Test
    void readRecord_marksAResignation_andADeclaredCapIsTheCapOfTheGame() {
        GameOptions any = provider.newGame().options();
        String resignedText = "[rules finkel]\n[first light]\n1. l 0: -\n[result light resign]\n";
        RecordedMatch resigned = provider.readRecord(resignedText, any);
        assertThat(resigned.game().status()).isEqualTo(Status.ACTIVE);
        assertThat(resigned.marks().ending().orElseThrow().sentence()).isEqualTo("Light wins: Dark resigns");
        assertThat(resigned.marks().ending().get().reason()).isEqualTo("resign");
        assertThat(Match.fromRecord(provider, resignedText, any).record()).isEqualTo(resignedText);
        String cappedText = "[rules finkel]\n[first light]\n1. l 0: -\n[result draw ply_cap]\n";
        RecordedMatch capped = provider.readRecord(cappedText, any);
        // No [ply_cap N] line: the result says the game was capped at its last turn, and the rules reach it.
        assertThat(capped.game().result().orElseThrow().isDraw()).isTrue();
        assertThat(capped.game().options().get("ply-cap")).isEqualTo("1");
        assertThat(capped.marks()).isEqualTo(MatchMarks.NONE);
        assertThat(Match.fromRecord(provider, cappedText, any).record()).isEqualTo(cappedText);
        assertThatThrownBy(() -> provider.readRecord(cappedText.replace("[first light]\n", "[first light]\n"
                + "[ply_cap 5]\n"), any)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("the result draw ply_cap is not what the turns reached");
    }
}
