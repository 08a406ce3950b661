package org.tabula.benchmarks.crosscheck;

import java.util.Arrays;
import java.util.Optional;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;

/**
 * A rule preset of Sanmill's ({@code crates/tgf-mill/src/presets.rs}) that is a game of Tabula's mill family, the
 * word the glue's {@code rules} command knows it by, and the rules Tabula plays it with (the same game as
 * {@code --option} names it). The glue plays each preset with Tabula's draw after 120 moves without a mill.
 */
public enum SanmillPreset implements PartnerGame {
    /** Sanmill's preset 0, Nine Men's Morris: flying at three men. */
    NINE("nine", 0, "Nine Men's Morris", "variant=nine", MillRules.of(Variant.NINE)),
    /** Sanmill's preset 6, Cheng San Qi: Nine Men's Morris without flying. */
    CHENG_SAN_QI("cheng-san-qi", 6, "Cheng San Qi", "variant=nine flying=false",
            new MillRules(Variant.NINE, Flying.NEVER, Removal.STANDARD, false, false, MillRules.SEED_NO_MILL_LIMIT)),
    /** Sanmill's preset 1, Twelve Men's Morris: twelve men on the board with diagonals. */
    TWELVE("twelve", 1, "Twelve Men's Morris", "variant=twelve", MillRules.of(Variant.TWELVE)),
    /** Sanmill's preset 3, Morabaraba: Twelve Men's Morris where two mills closed at once take two men. */
    MORABARABA("morabaraba", 3, "Morabaraba", "variant=morabaraba", MillRules.of(Variant.MORABARABA)),
    /** Sanmill's preset 5, Lasker Morris: ten men, a man may move instead of being placed. */
    LASKER("lasker", 5, "Lasker Morris", "variant=lasker", MillRules.of(Variant.LASKER));

    private final String word;
    private final int index;
    private final String sanmillName;
    private final String options;
    private final MillRules rules;

    SanmillPreset(String word, int index, String sanmillName, String options, MillRules rules) {
        this.word = word;
        this.index = index;
        this.sanmillName = sanmillName;
        this.options = options;
        this.rules = rules;
    }

    /** The glue's word for it: {@code rules nine}. */
    @Override
    public String word() {
        return word;
    }

    /** Its index in Sanmill's presets. */
    public int index() {
        return index;
    }

    /** Its name in Sanmill. */
    public String sanmillName() {
        return sanmillName;
    }

    /** Tabula's options for the same game, as {@code --option} takes them. */
    @Override
    public String options() {
        return options;
    }

    /** Tabula's rules for it. */
    @Override
    public MillRules rules() {
        return rules;
    }

    /** Its name and index in Sanmill: {@code Nine Men's Morris (0)}. */
    @Override
    public String label() {
        return sanmillName + " (" + index + ")";
    }

    /** The preset of a glue word, or empty. Never throws. */
    public static Optional<SanmillPreset> ofWord(String word) {
        return Arrays.stream(values()).filter(preset -> preset.word.equals(word)).findFirst();
    }
}
