package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testgames.RaceProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** {@code tabula show}: the test race (which gives a layout) and nim (which gives none), from a plugins folder. */
class ShowCommandTest {

    private static final Pattern PLACE = Pattern.compile("data-place=\"([^\"]*)\"");

    @TempDir
    Path plugins;

    @TempDir
    Path files;

    @BeforeEach
    void installTestGames() {
        PluginJar.providing(RaceProvider.class, NimProvider.class).withTheirPackage().writeTo(plugins.resolve("race.jar"));
    }

    private Run show(String... args) {
        List<String> line = new ArrayList<>(List.of("--plugins", plugins.toString(), "show"));
        line.addAll(List.of(args));
        return TestHost.create().run(line.toArray(String[]::new));
    }

    private static List<String> places(String svg) {
        List<String> names = new ArrayList<>();
        Matcher matcher = PLACE.matcher(svg);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    @Test
    void svgToStandardOutput_isThePictureOfTheStart_everyPlaceOnce() {
        Run run = show("race", "--option", "goal=4", "--svg", "-");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("<?xml").contains("<svg", "role=\"img\"", "data-side=\"red\"",
                "data-side=\"black\"").endsWith("</svg>\n");
        assertThat(places(run.out())).containsExactly("0", "1", "2", "3", "4");
        // The red counter's label, escaped.
        assertThat(run.out()).contains("&lt;&amp;&gt;").doesNotContain("<&>");
    }

    @Test
    void svgToAFile_ofAPosition_showsTheRollStanding() throws IOException {
        Path picture = files.resolve("race.svg");

        Run run = show("race", "--position", "3/5/black/2", "--svg", picture.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        String svg = Files.readString(picture, StandardCharsets.UTF_8);
        assertThat(svg).contains("data-place=\"3\"", "data-face=\"2\"", "3/5/black/2");
    }

    @Test
    void record_isShownWhereItEnds_withTheLastMoveMarked() throws IOException {
        Path record = Files.writeString(files.resolve("race.txt"), "2:+2 1:+1\n");

        Run run = show("race", "--record", record.toString(), "--svg", "-");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("data-place=\"1\" class=\"[^\"]*last-move")
                .contains("data-mark=\"last-move\"");
    }

    @Test
    void withoutSvg_theTextViewIsPrinted() {
        Run run = show("race", "--option", "goal=4", "--position", "3/1/red/-");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("red   ...o.\nblack .o...\n");
    }

    @Test
    void aGameWithNoLayout_saysSo_andExitsWithOne() {
        Run run = show("nim", "--svg", "-");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tabula show: nim gives no board layout").doesNotContain("Exception");
    }

    @Test
    void anUnreadablePosition_exitsWithOne_namingWhere() {
        Run run = show("race", "--position", "nonsense", "--svg", "-");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("tabula show: not a race position: ").contains("at 1:1")
                .doesNotContain("Exception");
    }

    @Test
    void usageErrors_exitWithTwo() {
        assertThat(show("race", "--position", "3/5/black/2", "--record", "x.txt", "--svg", "-").exitCode())
                .isEqualTo(2);
        assertThat(show("no-such-game", "--svg", "-").exitCode()).isEqualTo(2);
        assertThat(show("race", "--record", files.resolve("missing.txt").toString()).exitCode()).isEqualTo(2);
        Run unwritable = show("race", "--svg", files.resolve("no/such/folder/x.svg").toString());
        assertThat(unwritable.exitCode()).isEqualTo(2);
        assertThat(unwritable.err()).contains("Cannot write");
    }
}
