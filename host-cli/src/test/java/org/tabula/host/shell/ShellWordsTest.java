package org.tabula.host.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class ShellWordsTest {

    @Test
    void blanksPartWords_andQuotesKeepThem() {
        assertThat(ShellWords.split("  play royal-ur --dark 'bot:1'  --record \"my game.txt\" a\\ b"))
                .contains(List.of("play", "royal-ur", "--dark", "bot:1", "--record", "my game.txt", "a b"));
    }

    @Test
    void anEmptyQuote_isAnEmptyWord_andAnOpenQuote_isNoLine() {
        assertThat(ShellWords.split("show ''")).contains(List.of("show", ""));
        assertThat(ShellWords.split("moves 'morris")).isEmpty();
    }

    /** Any words, each put in single quotes the POSIX way ('\'' for a quote), split back to themselves. */
    @Property
    void quotedWords_splitBackToThemselves(@ForAll @Size(max = 6) List<@StringLength(max = 8) String> words) {
        String line = String.join(" ", words.stream().map(w -> "'" + w.replace("'", "'\\''") + "'").toList());

        assertThat(ShellWords.split(line)).isEqualTo(Optional.of(words));
    }
}
