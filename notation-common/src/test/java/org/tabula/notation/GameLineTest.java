package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Arbitraries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.TextFormatException;

class GameLineTest {

    private static final GameLine MORRIS = GameLine.note("#", "game", "morris", "morris");
    private static final GameLine CHECKERS = GameLine.tag("GameType", "21", "checkers (21)");
    private static final GameLine XIANGQI = GameLine.tag("Game", "Chinese Chess", "xiangqi");

    @Test
    void text_isTheLineTheGameWrites() {
        assertThat(MORRIS.text()).isEqualTo("# game morris");
        assertThat(CHECKERS.text()).isEqualTo("[GameType \"21\"]");
        assertThat(XIANGQI.text()).isEqualTo("[Game \"Chinese Chess\"]");
    }

    @Test
    void aNote_namesTheGame_onlyAsTheExactLine_firstOrLater() {
        assertThat(MORRIS.namedIn("# game morris\n1. d2\n")).isTrue();
        assertThat(MORRIS.namedIn("flying no\n# game 3 of 10\n1. d2\n  #  game\tmorris \r\n")).isTrue();
        assertThat(MORRIS.namedIn("1. d2\n")).isFalse();
        assertThat(MORRIS.namedIn("# game xiangqi\n")).isFalse();
        assertThat(MORRIS.namedIn("# game\n# no-mill-limit 60\n")).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# game", "# game 3 of 10", "#game morris", "# Game: Morris", "#GAME Morris",
        "# game Morris", "# game morris, the second", "# game morris.", "## game morris",
        "# game 1 of 300, seed 2026: random (white random, black random), flying no"})
    void aNoteOfAnyOtherShape_namesNoGame_andIsNeverRefused(String note) {
        for (String text : new String[] {note + "\n1. d2\n", "1. d2\n" + note + "\n", note}) {
            assertThat(MORRIS.namedIn(text)).as(text).isFalse();
            assertThatCode(() -> MORRIS.check(text)).as(text).doesNotThrowAnyException();
        }
    }

    @Test
    void aNoteNamingAnotherGame_isPassedOver_too_forOnlyAHostKnowsWhichGamesAreInstalled() {
        assertThatCode(() -> MORRIS.check("# game xiangqi\n1. d2\n")).doesNotThrowAnyException();
        assertThatCode(() -> MORRIS.check("# game over\n")).doesNotThrowAnyException();
    }

    @Test
    void aTag_namesTheGame_quotedOrNot_andPdnsBoardFactsAfterACommaDoNotCount() {
        assertThat(CHECKERS.namedIn("[Event \"x\"]\n[GameType \"21\"]\n1. 11-15 *\n")).isTrue();
        assertThat(CHECKERS.namedIn("[gametype 21]\n")).isTrue();
        assertThat(CHECKERS.namedIn("  [GameType \"21,W,8,8,A0,0\"]\n")).isTrue();
        assertThat(CHECKERS.namedIn("[GameType \"20\"]\n")).isFalse();
        assertThat(CHECKERS.namedIn("[GameTypes \"21\"]\n")).isFalse();
        assertThat(XIANGQI.namedIn("[Game \"chinese chess\"]\n")).isTrue();
        assertThat(XIANGQI.namedIn("[Game \"Chess\"]\n")).isFalse();
    }

    @Test
    void check_refusesAnotherGamesRecord_atTheValue_andLetsTheGamesOwnOrNoneThrough() {
        assertThatThrownBy(() -> CHECKERS.check("[Event \"x\"]\n[GameType \"20\"]\n"))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("this is a record of another game (20), not of checkers (21) at 2:12");
        assertThatCode(() -> CHECKERS.check("[GameType \"21\"]\n")).doesNotThrowAnyException();
        assertThatCode(() -> CHECKERS.check("1. 11-15 *\n")).doesNotThrowAnyException();
    }

    @Test
    void aTagReadByTheGamesReader_isFoundAmongItsTags_soACommentHoldingATagNamesNothing() {
        GameLine pdn = CHECKERS.readBy(RecordReader.plain().withTags().withComments());
        String text = "{ an old game\n[GameType \"20\"]\n}\n[GameType \"21\"]\n1. 11-15 *\n";
        assertThat(pdn.namedIn(text)).isTrue();
        assertThatCode(() -> pdn.check(text)).doesNotThrowAnyException();
        assertThat(pdn.namedIn("{ [GameType \"21\"] }\n1. 11-15 *\n")).isFalse();
        assertThatThrownBy(() -> pdn.check("{x}\n  [GameType \"20,W,8,8\"]\n"))
                .hasMessage("this is a record of another game (20,W,8,8), not of checkers (21) at 2:14");
        assertThat(pdn.namedIn("[GameType 21]\n{ never closed\n")).as("read as far as it can be").isTrue();
    }

    @Property
    void aRecordWithTheLine_isNamed_wherever_theLineStands(@ForAll("lines") java.util.List<String> lines,
            @ForAll("places") int place) {
        java.util.List<String> record = new java.util.ArrayList<>(lines);
        record.add(Math.min(place, record.size()), CHECKERS.text());
        String text = String.join("\n", record);
        assertThat(CHECKERS.namedIn(text)).isTrue();
        assertThatCode(() -> CHECKERS.check(text)).doesNotThrowAnyException();
    }

    @Provide
    Arbitrary<java.util.List<String>> lines() {
        return Arbitraries.of("[Event \"x\"]", "1. 11-15 23-19", "", "{ a comment }", "# a note", "; [GameType 20")
                .list().ofMaxSize(6);
    }

    @Provide
    Arbitrary<Integer> places() {
        return Arbitraries.integers().between(0, 6);
    }
}
