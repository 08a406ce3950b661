package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;

/**
 * Invariants over seeded random games, played to the end or to 120 plies: the legal moves are exactly the moves
 * the rules find nothing against; a move, an undo and a copy behave; position and record texts round trip; and
 * every reader takes any string.
 */
class XiangqiGamePropertiesTest {

    @Property(tries = 8)
    void randomGames_keepTheContract_atEveryPly(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiGame game = XiangqiGame.newGame();
        for (int ply = 0; ply < 120 && game.status() == Status.ACTIVE; ply++) {
            List<XiangqiMove> legal = game.legalMoves();
            assertLegalMovesAreWhatTheRulesAllow(game, legal);
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            XiangqiGame copy = game.copy();
            XiangqiMove move = legal.get(random.nextInt(legal.size()));
            assertThat(game.play(move).value()).isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(copy)).as("a copy shares nothing").isEqualTo(before);
            assertThat(game.undo().value()).isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(game)).as("undo restores everything").isEqualTo(before);
            assertThat(game.play(move.text()).isAccepted()).isTrue();
            assertPositionRoundTrips(game);
        }
        XiangqiGame read = XiangqiGame.fromText(game.record());
        assertThat(read.record()).isEqualTo(game.record());
        assertThat(read.position()).isEqualTo(game.position());
        assertThat(read.result()).isEqualTo(game.result());
        assertThat(game.wxfHistory()).hasSameSizeAs(game.history()).doesNotContain("?");
    }

    private static void assertLegalMovesAreWhatTheRulesAllow(XiangqiGame game, List<XiangqiMove> legal) {
        Set<XiangqiMove> allowed = new HashSet<>();
        Core core = game.core();
        for (int from = 0; from < Squares.COUNT; from++) {
            if (core.cells[from] == 0 || (core.cells[from] > 0) != (core.turn() == 0)) {
                continue;
            }
            for (int to = 0; to < Squares.COUNT; to++) {
                XiangqiMove move = new XiangqiMove(from, to);
                if (Rules.check(core, move).isEmpty()) {
                    allowed.add(move);
                }
            }
        }
        assertThat(allowed).as("in %s", game.position()).containsExactlyInAnyOrderElementsOf(legal);
        assertThat(game.perft(1)).isEqualTo(legal.size());
    }

    private static void assertPositionRoundTrips(XiangqiGame game) {
        String fen = game.position();
        XiangqiGame fresh = XiangqiGame.fromFen(fen);
        assertThat(fresh.position()).isEqualTo(fen);
        if (game.status() == Status.ACTIVE) {
            assertThat(fresh.legalMoves()).isEqualTo(game.legalMoves());
        }
    }

    @Property(tries = 300)
    void play_takesAnyString_andARefusalChangesNothing(@ForAll @StringLength(max = 12) String text) {
        XiangqiGame game = Fixtures.played("h2e2");
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        if (!game.play(text).isAccepted()) {
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        }
        assertThat(XiangqiNotation.moveOfIccs(text)).isNotNull();
        assertThat(XiangqiNotation.parseMove(text)).isNotNull();
    }

    @Property(tries = 300)
    void parseFen_andFromText_throwOnlyTextFormatException_forAnyString(@ForAll String text) {
        readOrRefuse(() -> XiangqiNotation.parseFen(text));
        readOrRefuse(() -> XiangqiGame.fromText(text));
    }

    @Property(tries = 1000)
    void parseFen_andFromText_throwOnlyTextFormatException_forMutatedValidTexts(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String fen = mutate(XiangqiNotation.START_FEN, random);
        readOrRefuse(() -> XiangqiNotation.parseFen(fen));
        String record = mutate("fen " + XiangqiNotation.START_FEN + "\n1. h2e2 h9g7 ; C2.5 H8+7\n2. h0g2\n"
                + "offer red\nresult black resign\n", random);
        readOrRefuse(() -> XiangqiGame.fromText(record));
    }

    private static void readOrRefuse(Runnable read) {
        try {
            read.run();
        } catch (TextFormatException expected) {
            assertThat(expected.getMessage()).matches("(?s).*(at \\d+:\\d+|move \\d+ .*)");
        }
    }

    /** The text with a few characters swapped, dropped, repeated, case-changed or replaced. */
    private static String mutate(String text, SplittableRandom random) {
        StringBuilder mutated = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        String alphabet = "0123456789/ -kabnrcpKABNRCPwbx\n[]{};\"é9999999999";
        for (int i = 0; i < edits && mutated.length() > 0; i++) {
            int at = random.nextInt(mutated.length());
            switch (random.nextInt(5)) {
                case 0 -> mutated.deleteCharAt(at);
                case 1 -> mutated.insert(at, mutated.charAt(at));
                case 2 -> mutated.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 3 -> mutated.setCharAt(at, Character.isUpperCase(mutated.charAt(at))
                        ? Character.toLowerCase(mutated.charAt(at)) : Character.toUpperCase(mutated.charAt(at)));
                default -> {
                    int other = random.nextInt(mutated.length());
                    char c = mutated.charAt(at);
                    mutated.setCharAt(at, mutated.charAt(other));
                    mutated.setCharAt(other, c);
                }
            }
        }
        return mutated.toString();
    }
}
