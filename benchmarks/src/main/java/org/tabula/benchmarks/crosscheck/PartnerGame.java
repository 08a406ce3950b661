package org.tabula.benchmarks.crosscheck;

import java.util.Arrays;
import java.util.List;
import org.tabula.morris.family.MillRules;

/** A game of Tabula's mill family as an outside partner has it: a Sanmill preset, a GamesmanOne variant. */
interface PartnerGame {

    /** The cross-check's word for it: {@code --only nine}. */
    String word();

    /** Its place among its partner's games, which salts the seeds of its random positions and games. */
    int ordinal();

    /** Tabula's options for the same game, as {@code --option} takes them. */
    String options();

    /** Tabula's rules for it. */
    MillRules rules();

    /** How the table's first column names it: {@code Nine Men's Morris (0)}. */
    String label();

    /**
     * The games a comma-separated list of words names, in its order.
     *
     * @throws IllegalArgumentException naming the known words when a word is none of them
     */
    static <G extends PartnerGame> List<G> ofWords(String words, G[] games, String kind) {
        return Arrays.stream(words.split(",")).map(word -> Arrays.stream(games)
                .filter(game -> game.word().equals(word)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no " + kind + " " + word + " (known: "
                        + Arrays.stream(games).map(PartnerGame::word).toList() + ")"))).toList();
    }
}
