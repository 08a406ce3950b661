package org.tabula.notation;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** Strings that try a reader hard: notation characters, every kind of white space and line break, non-ASCII. */
final class TextArbitraries {

    private TextArbitraries() {
    }

    static Arbitrary<String> hostile() {
        Arbitrary<Character> notation = Arbitraries.of('a', 'd', 'g', 'A', 'D', 'x', 'X', '-', '.', '1', '2', '7',
                '9', '0', '#', '[', ']', '{', '}', ';', '"', 'W', 'B', 'w', 'b');
        Arbitrary<Character> space = Arbitraries.of(' ', '\t', '\n', '\r', '\u000B', '\f', '\u00A0', '\u2028',
                '\u3000', '\u0085', '\u2029');
        Arbitrary<Character> strange = Arbitraries.of('\u212A', '\u0130', '\u017F', '\u00E9', '\uD83D', '\uDE00',
                '\uFFFF', '\u0000', '\u0661');
        Arbitrary<Character> any = Arbitraries.chars();
        Arbitrary<Character> character = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, notation), net.jqwik.api.Tuple.of(3, space),
                net.jqwik.api.Tuple.of(1, strange), net.jqwik.api.Tuple.of(1, any));
        return character.list().ofMaxSize(80).map(chars -> {
            StringBuilder text = new StringBuilder(chars.size());
            chars.forEach(text::append);
            return text.toString();
        });
    }
}
