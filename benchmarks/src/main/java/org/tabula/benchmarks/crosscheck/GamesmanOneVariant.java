package org.tabula.benchmarks.crosscheck;

import java.util.Arrays;
import java.util.Optional;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;

/**
 * A variant of GamesmanOne's mills game ({@code src/games/mills/variants.h}) that Tabula's mill family plays: its
 * five option choices (board and men, flying, Lasker, removal, misère, each a letter as variants.h writes them),
 * the variant number they make, and Tabula's rules for the same game. Every rule set has no no-mill limit, since
 * GamesmanOne has none; Tabula's draw by repetition stays, as GamesmanOne has no history to judge it by.
 */
public enum GamesmanOneVariant implements PartnerGame {
    /** GamesmanOne's standard Five Men's Morris. */
    FIVE("five", "aaaaa", "variant=five", rules(Variant.FIVE, Flying.NEVER, Removal.STANDARD, false, false)),
    /** Five Men's Morris misère. */
    FIVE_MISERE("five-misere", "aaaab", "variant=five misere=true",
            rules(Variant.FIVE, Flying.NEVER, Removal.STANDARD, false, true)),
    /** GamesmanOne's standard Six Men's Morris. */
    SIX("six", "baaaa", "variant=six", rules(Variant.SIX, Flying.NEVER, Removal.STANDARD, false, false)),
    /** Six Men's Morris where a mill takes any man. */
    SIX_LENIENT("six-lenient", "baaca", "variant=six removal=lenient",
            rules(Variant.SIX, Flying.NEVER, Removal.LENIENT, false, false)),
    /** GamesmanOne's standard Seven Men's Morris. */
    SEVEN("seven", "caaaa", "variant=seven", rules(Variant.SEVEN, Flying.NEVER, Removal.STANDARD, false, false)),
    /** GamesmanOne's standard Nine Men's Morris: the seed's game without its no-mill limit. */
    NINE("nine", "dbaaa", "variant=nine", rules(Variant.NINE, Flying.AT_THREE, Removal.STANDARD, false, false)),
    /** Nine Men's Morris with strict removal (GamesmanOne's second standard Nine). */
    NINE_STRICT("nine-strict", "dbaba", "variant=nine removal=strict",
            rules(Variant.NINE, Flying.AT_THREE, Removal.STRICT, false, false)),
    /** Nine Men's Morris without flying. */
    NINE_NEVER("nine-never", "daaaa", "variant=nine flying=false",
            rules(Variant.NINE, Flying.NEVER, Removal.STANDARD, false, false)),
    /** Nine Men's Morris flying always, misère. */
    NINE_ALWAYS_MISERE("nine-always-misere", "ddaab", "variant=nine flying-rule=always misere=true",
            rules(Variant.NINE, Flying.ALWAYS, Removal.STANDARD, false, true)),
    /** Ten men on the 24 points without Lasker's rule. */
    TEN("ten", "ebaaa", "variant=ten", rules(Variant.TEN, Flying.AT_THREE, Removal.STANDARD, false, false)),
    /** GamesmanOne's standard Lasker Morris, the flying rule counting the men in hand. */
    LASKER("lasker", "ebbaa", "variant=lasker",
            rules(Variant.LASKER, Flying.AT_THREE, Removal.STANDARD, true, false)),
    /** Eleven Men's Morris flying at three (GamesmanOne's standard Eleven flies at four, which Tabula has not). */
    ELEVEN("eleven", "fbaaa", "variant=eleven",
            rules(Variant.ELEVEN, Flying.AT_THREE, Removal.STANDARD, false, false)),
    /** GamesmanOne's standard Twelve Men's Morris / Morabaraba: no flying. */
    TWELVE_NEVER("twelve-never", "gaaaa", "variant=twelve flying=false",
            rules(Variant.TWELVE, Flying.NEVER, Removal.STANDARD, false, false)),
    /** Tabula's own Twelve Men's Morris, flying at three. */
    TWELVE("twelve", "gbaaa", "variant=twelve",
            rules(Variant.TWELVE, Flying.AT_THREE, Removal.STANDARD, false, false)),
    /** Tabula's Morabaraba, flying at three: GamesmanOne's Twelve Men's Morris board and men. */
    MORABARABA("morabaraba", "gbaaa", "variant=morabaraba",
            rules(Variant.MORABARABA, Flying.AT_THREE, Removal.STANDARD, false, false)),
    /** GamesmanOne's standard Sesotho Morabaraba: no flying. */
    SESOTHO_NEVER("sesotho-never", "haaaa", "variant=sesotho flying=false",
            rules(Variant.SESOTHO, Flying.NEVER, Removal.STANDARD, false, false)),
    /** Tabula's own Sesotho Morabaraba, flying at three. */
    SESOTHO("sesotho", "hbaaa", "variant=sesotho",
            rules(Variant.SESOTHO, Flying.AT_THREE, Removal.STANDARD, false, false));

    /** How many choices each option has, in variants.h's order; a variant's number is mixed-radix in them. */
    private static final int[] CHOICES = {8, 4, 3, 3, 2};

    private final String word;
    private final String choices;
    private final String options;
    private final MillRules rules;

    GamesmanOneVariant(String word, String choices, String options, MillRules rules) {
        this.word = word;
        this.choices = choices;
        this.options = options;
        this.rules = rules;
    }

    /** The cross-check's word for it: {@code --only six,nine}. */
    @Override
    public String word() {
        return word;
    }

    /** Its five option letters, as variants.h writes the standard combinations: {@code dbaaa}. */
    public String choices() {
        return choices;
    }

    /** GamesmanOne's variant number, as {@code gamesman solve mills N} takes it: 234 for {@code dbaaa}. */
    public int id() {
        int id = 0;
        for (int option = 0; option < CHOICES.length; option++) {
            id = id * CHOICES[option] + choices.charAt(option) - 'a';
        }
        return id;
    }

    /** Tabula's options for the same game, as {@code --option} takes them (with {@code no-mill-limit=0}). */
    @Override
    public String options() {
        return options + " no-mill-limit=0";
    }

    /** Tabula's rules for it. */
    @Override
    public MillRules rules() {
        return rules;
    }

    /** Its word, option letters and number: {@code nine (`dbaaa`, 234)}. */
    @Override
    public String label() {
        return word + " (`" + choices + "`, " + id() + ")";
    }

    /** The variant of a word, or empty. Never throws. */
    public static Optional<GamesmanOneVariant> ofWord(String word) {
        return Arrays.stream(values()).filter(variant -> variant.word.equals(word)).findFirst();
    }

    private static MillRules rules(Variant variant, Flying flying, Removal removal, boolean lasker, boolean misere) {
        return new MillRules(variant, flying, removal, lasker, misere, 0);
    }
}
