package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;

/**
 * The seeded dice are Game::RoyalUr::Dice's: the throws and rolls its own fixed-throws test pins down
 * ({@code research-data/pinned-throws.txt}), so a seeded record replays the same in Perl and here.
 */
class SeedTest {

    private static final Map<String, UrRules> SETS = Map.of("finkel", UrRules.FINKEL, "masters", UrRules.MASTERS);

    @TestFactory
    Stream<DynamicTest> everyPinnedThrowAndRoll_isThePerlDices() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        Seed seed = null;
        for (String line : pinned()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split(" ");
            if (words[0].equals("seed")) {
                seed = new Seed(words[1]);
                continue;
            }
            Seed of = seed;
            if (words[0].equals("rolls")) {
                UrRules rules = SETS.get(words[1]);
                tests.add(DynamicTest.dynamicTest(of.hex() + ": ten thousand rolls under " + words[1], () -> {
                    StringBuilder rolls = new StringBuilder(10_000);
                    for (int n = 0; n < 10_000; n++) {
                        rolls.append(rules.rollOfFaces(of.faces(n, rules.dice())));
                    }
                    assertThat(sha256(rolls.toString())).isEqualTo(words[2]);
                }));
            } else {
                int dice = Integer.parseInt(words[0]);
                List<String> expected = List.of(words).subList(1, words.length);
                tests.add(DynamicTest.dynamicTest(of.hex() + ": the first sixty-four throws of " + dice + " dice",
                        () -> assertThat(IntStream.range(0, 64).mapToObj(n -> of.faces(n, dice)).toList())
                                .isEqualTo(expected)));
            }
        }
        assertThat(tests).hasSize(8);
        return tests.stream();
    }

    private static List<String> pinned() throws IOException {
        try (InputStream in = SeedTest.class.getResourceAsStream("/research-data/pinned-throws.txt")) {
            assertThat(in).as("pinned-throws.txt on the test class path").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines().toList();
        }
    }

    private static String sha256(String text) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(StandardCharsets.US_ASCII)));
    }
}
