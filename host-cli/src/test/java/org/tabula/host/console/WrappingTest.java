package org.tabula.host.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class WrappingTest {

    @Test
    void fold_breaksAtSpaces_andIndentsTheNextLinesUnderTheText() {
        assertThat(Wrapping.fold("  label  ", "one two three four five six seven", 30))
                .containsExactly("  label  one two three four", "         five six seven");
    }

    @Test
    void fold_besideALeadLeavingLittleRoom_startsTheTextBelow_underAShortIndent() {
        assertThat(Wrapping.fold("  a very wide lead of many columns  ", "one two three", 40))
                .containsExactly("  a very wide lead of many columns", "      one two three");
    }

    @Test
    void fold_leavesALineThatFits_asItIs() {
        assertThat(Wrapping.fold("  a  ", "two  spaces kept", 80)).containsExactly("  a  two  spaces kept");
    }

    @Test
    void fold_neverCutsAWord_longerThanTheRoom() {
        String path = "/a/very/long/path/to/a/plugin/folder/with/a/jar/in/it/morris-0.1.0.jar";

        assertThat(Wrapping.fold("  loaded from  ", path + " (class path)", 40))
                .containsExactly("  loaded from  " + path, "               (class path)");
    }

    @Test
    void foldPhrases_breaksBetweenPhrases_only() {
        assertThat(Wrapping.foldPhrases("", List.of("Game (game 1.0):", "white bot 5 (expert),",
                "black bot 5 (expert);", "seed 7."), 50))
                .containsExactly("Game (game 1.0): white bot 5 (expert),", "black bot 5 (expert); seed 7.");
    }

    @Test
    void foldPhrases_breaksAPhraseLongerThanTheRoom_atItsSpaces() {
        assertThat(Wrapping.foldPhrases("", List.of("one two three four five six", "seven eight nine"), 20))
                .containsExactly("one two three four", "five six", "seven eight nine");
    }

    @Property
    void fold_keepsEveryWordInOrder_withinTheWidthWhereTheWordsAllow(
            @ForAll @Size(min = 1, max = 30) List<@AlphaChars @StringLength(min = 1, max = 15) String> words,
            @ForAll @IntRange(min = 30, max = 120) int width) {
        List<String> lines = Wrapping.fold("    ", String.join(" ", words), width);

        assertThat(String.join(" ", lines.stream().map(String::strip).toList()).split(" "))
                .containsExactlyElementsOf(words);
        for (String line : lines) {
            assertThat(line).startsWith("    ");
            assertThat(line.length()).isLessThanOrEqualTo(width);
        }
    }
}
