package ${package}.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ${package}.${gameClass}Provider;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;

/** The position and the record: what is written reads back the same; what cannot be read is refused at its place. */
class TextsTest {

    private final GameProvider provider = new ${gameClass}Provider();

    @Test
    void aPosition_readsBackAsTheSameGame() {
        Game game = provider.newGame();
        List.of("a1", "b2", "c3").forEach(game::play);
        assertThat(game.position()).isEqualTo("..x/.o./x..");
        Game read = provider.fromPosition(" ..X/.o./x.. \n", game.options());
        assertThat(read.position()).isEqualTo(game.position());
        assertThat(read.turn().id()).isEqualTo("nought");
        assertThat(read.ply()).isEqualTo(3);
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "''                | there is no position at 1:1",
        "x../.../... x     | a position is one word, such as x.o/.x./... at 1:13",
        "x../.../..        | a position is three ranks of ., x or o from the top, such as x.o/.x./... at 1:1",
        "xx./.../...       | cross moves first, so it has as many marks as nought or one more at 1:1",
        "xxx/oo./o..       | Cross has three in a row, so it moved last at 1:1",
    })
    void aTextThatIsNoPosition_isRefusedAtItsPlace(String text, String message) {
        assertThatThrownBy(() -> PositionText.read(text)).isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void aRecord_readsBackAsTheSameMatch_itsStartAndMarksIncluded() {
        Match match = Match.fromPosition(provider, "x../.../...", provider.newGame().options());
        match.play("b2");
        match.offerDraw(Side.of("cross"));
        String record = match.record();
        assertThat(record).isEqualTo("# game " + ${gameClass}Provider.ID + "\nposition x../.../...\nb2\noffer cross\n");
        assertThat(provider.claimsRecord(record)).isTrue();
        Match read = Match.fromRecord(provider, record, provider.newGame().options());
        assertThat(read.record()).isEqualTo(record);
        assertThat(read.state().position()).isEqualTo("x../.o./...");
    }

    @Test
    void aMoveTheRulesRefuse_isReportedAtItsPlace() {
        assertThatThrownBy(() -> provider.readRecord("b2\nb2\n", provider.newGame().options()))
                .isInstanceOf(TextFormatException.class)
                .hasMessageContaining("b2 is taken").hasMessageEndingWith("at 2:1");
    }
}
