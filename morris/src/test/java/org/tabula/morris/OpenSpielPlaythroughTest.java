package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabula.api.Status;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisMove;

/**
 * Replays OpenSpiel's recorded random game of nine men's morris and checks our legal moves against its legal
 * actions at every state it lists.
 *
 * <p>OpenSpiel numbers the points as we do. Its actions 0-23 place a man on a point, or take the man on it;
 * 24 + from * 24 + to moves a man. A capture is a separate action of the same player, so our capturing moves
 * collapse to OpenSpiel's move, and its remove state lists the men ours could take.
 */
class OpenSpielPlaythroughTest {

    /** On the test class path (src/test/resources), with its PROVENANCE.md beside it. */
    private static final String FILE = "/research-data/open_spiel_nine_mens_morris_playthrough.txt";
    private static final Pattern STATE = Pattern.compile("^# State (\\d+)$");
    private static final Pattern LEGAL = Pattern.compile("^LegalActions\\(\\) = \\[(.*)\\]$");
    private static final Pattern HISTORY = Pattern.compile("^History\\(\\) = \\[(.*)\\]$");

    @Test
    void legalMoves_agreeWithOpenSpielAtEveryListedState_andTheGameEndsAsItDid() throws IOException {
        List<String> lines = playthrough();
        Map<Integer, List<Integer>> legal = new TreeMap<>();
        List<Integer> actions = List.of();
        int state = -1;
        for (String line : lines) {
            Matcher matcher;
            if ((matcher = STATE.matcher(line)).matches()) {
                state = Integer.parseInt(matcher.group(1));
            } else if ((matcher = LEGAL.matcher(line)).matches()) {
                legal.put(state, numbers(matcher.group(1)));
            } else if ((matcher = HISTORY.matcher(line)).matches()) {
                actions = numbers(matcher.group(1));
            }
        }
        assertThat(actions).as("the whole game's actions").hasSize(130);
        assertThat(legal).as("the states with their legal actions").hasSize(18);

        MorrisGame game = MorrisGame.newGame();
        MorrisMove pending = null;
        int checked = 0;
        for (int k = 0; k <= actions.size(); k++) {
            if (legal.containsKey(k)) {
                assertThat(ours(game, pending)).as("legal actions at state %d", k)
                        .isEqualTo(new TreeSet<>(legal.get(k)));
                checked++;
            }
            if (k == actions.size()) {
                break;
            }
            int action = actions.get(k);
            if (pending != null) {
                assertThat(game.play(pending.withCapture(action)).isAccepted()).as("action %d", k).isTrue();
                pending = null;
                continue;
            }
            MorrisMove move = action < 24 ? MorrisMove.place(action)
                    : MorrisMove.step((action - 24) / 24, (action - 24) % 24);
            if (Rules.closesMill(game.toPosition(), move) && game.onBoard(game.toMove().opponent()) > 0) {
                pending = move;
            } else {
                assertThat(game.play(move).isAccepted()).as("action %d (%s)", k, move).isTrue();
            }
        }
        assertThat(checked).isEqualTo(18);
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.ending().orElseThrow().ending()).isEqualTo(Ending.FEWER_THAN_THREE);
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("White wins: Black has fewer than three men");
        assertThat(game.onBoard(Colour.WHITE)).isEqualTo(7);
        assertThat(game.onBoard(Colour.BLACK)).isEqualTo(2);
    }

    /** Our legal moves as OpenSpiel's actions: the men to take while a capture is pending, else the moves. */
    private static TreeSet<Integer> ours(MorrisGame game, MorrisMove pending) {
        TreeSet<Integer> actions = new TreeSet<>();
        for (MorrisMove move : game.legalMoves()) {
            if (pending != null) {
                if (move.withoutCapture().equals(pending)) {
                    actions.add(move.remove());
                }
            } else {
                actions.add(move.isPlacement() ? move.to() : 24 + move.from() * 24 + move.to());
            }
        }
        return actions;
    }

    private static List<Integer> numbers(String list) {
        List<Integer> numbers = new ArrayList<>();
        for (String part : list.split(",")) {
            if (!part.isBlank()) {
                numbers.add(Integer.parseInt(part.strip()));
            }
        }
        return numbers;
    }

    /** The playthrough's lines, read from the class path so that a fresh clone needs nothing beside it. */
    static List<String> playthrough() throws IOException {
        try (InputStream in = OpenSpielPlaythroughTest.class.getResourceAsStream(FILE)) {
            if (in == null) {
                return fail("The OpenSpiel playthrough is not on the test class path: " + FILE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }
}
