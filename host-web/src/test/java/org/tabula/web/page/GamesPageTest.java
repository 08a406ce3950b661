package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.tabula.web.http.Api;

/**
 * Checkers, xiangqi and the Royal Game of Ur in the page, one browser for all three: a double jump clicked
 * through, a check given and shown, Ur's dice rolled with the button and its extra and lost turns said in words.
 * The positions are found by playing scratch tables through the API with a fixed random, so nothing is assumed of
 * a game's openings.
 */
class GamesPageTest extends InBrowser {

    private static String humans(String game, String first, String second) {
        return "{\"game\":\"" + game + "\",\"seats\":{\"" + first + "\":\"human\",\"" + second + "\":\"human\"}}";
    }

    private static JsonNode play(JsonNode created, JsonNode state, String move) {
        return server.play(created, state, move);
    }

    private static JsonNode roll(JsonNode created, JsonNode state) {
        return server.roll(created, state);
    }

    @Test
    void checkers_aDoubleJump_isPlayedByClicks_theMenJumpedGone() {
        // A scratch game played at random until the side to move has a jump over two men; its record makes the table.
        Random random = new Random(17);
        JsonNode scratch = null;
        JsonNode state = null;
        TablePage.Legal jump = null;
        for (int game = 0; game < 40 && jump == null; game++) {
            scratch = server.create(humans("checkers", "black", "white"));
            state = scratch.get("table");
            for (int ply = 0; ply < 120 && jump == null && state.get("status").asText().equals("active"); ply++) {
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                jump = legal.stream().filter(move -> move.places().size() >= 3).findFirst().orElse(null);
                if (jump == null) {
                    state = play(scratch, state, legal.get(random.nextInt(legal.size())).text());
                }
            }
        }
        assertThat(jump).as("a double jump within 40 random games").isNotNull();
        String record = server.api.get("/api/v1/tables/" + scratch.get("id").asText() + "/record").body();
        String side = state.get("turn").asText();
        JsonNode created = server.create(JsonNodeFactory.instance.objectNode().put("game", "checkers")
                .put("record", record).set("seats", JsonNodeFactory.instance.objectNode().put("black", "human")
                        .put("white", "human")).toString());
        JsonNode table = server.state(created.get("id").asText());
        assertThat(table.get("record").asText()).isEqualTo(state.get("record").asText());

        TablePage page = open(created, side);
        page.awaitVersion(table.get("version").asLong());
        List<TablePage.Legal> legal = TablePage.Legal.of(table);
        TablePage.Legal move = legal.stream().filter(m -> m.text().equals(jumpText(legal))).findFirst().get();
        List<String> places = move.places();
        String theirs = "#board .piece:not([data-side='" + side + "'])";
        int before = driver.findElements(By.cssSelector(theirs)).size();
        // As many squares as the page needs: where the jump is the only move, its first square already chooses it.
        page.click(move, legal);
        JsonNode after = server.state(created.get("id").asText());
        assertThat(after.get("lastMove").get("text").asText()).isEqualTo(move.text());
        // The men jumped are gone from the page's board and the mover stands on the last square.
        assertThat(driver.findElements(By.cssSelector(theirs))).hasSize(before - (places.size() - 1));
        assertThat(driver.findElements(By.cssSelector("#board [data-place='" + places.get(places.size() - 1)
                + "'] .piece"))).hasSize(1);
        assertThat(page.moves()).last().asString().contains(move.text());
    }

    /** The first legal move that jumps twice. */
    private static String jumpText(List<TablePage.Legal> legal) {
        return legal.stream().filter(move -> move.places().size() >= 3).findFirst().get().text();
    }

    @Test
    void xiangqi_aMoveThatGivesCheck_clicked_showsTheCheckMarkAndTheFact() {
        Random random = new Random(5);
        List<String> moves = new ArrayList<>();
        String checker = null;
        for (int game = 0; game < 20 && checker == null; game++) {
            moves.clear();
            JsonNode scratch = server.create(humans("xiangqi", "red", "black"));
            JsonNode state = scratch.get("table");
            for (int ply = 0; ply < 200 && checker == null && state.get("status").asText().equals("active"); ply++) {
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                String mover = state.get("turn").asText();
                String move = legal.get(random.nextInt(legal.size())).text();
                moves.add(move);
                state = play(scratch, state, move);
                if (state.get("facts").has("check") && state.get("status").asText().equals("active")) {
                    checker = mover;
                }
            }
        }
        assertThat(checker).as("a check within 20 random games").isNotNull();
        // The same moves on a fresh table but the checking one, which the page's player clicks.
        JsonNode created = server.create(humans("xiangqi", "red", "black"));
        JsonNode state = created.get("table");
        for (String move : moves.subList(0, moves.size() - 1)) {
            state = play(created, state, move);
        }
        TablePage page = open(created, checker);
        page.awaitVersion(state.get("version").asLong());
        assertThat(driver.findElements(By.cssSelector("#board [data-mark='check']"))).isEmpty();
        List<TablePage.Legal> legal = TablePage.Legal.of(state);
        String last = moves.get(moves.size() - 1);
        page.click(legal.stream().filter(m -> m.text().equals(last)).findFirst().get(), legal);
        assertThat(driver.findElements(By.cssSelector("#board [data-mark='check']"))).hasSize(1);
        assertThat(driver.findElement(By.id("facts")).getText()).contains("check");
    }

    @Test
    void ur_theRollButtonThrows_andAnExtraTurnAndALostTurnAreSaidInWords() {
        // A seed whose throws give both within a few turns, when each side plays onto a rosette where it can.
        long seed = -1;
        for (long candidate = 1; candidate < 200 && seed < 0; candidate++) {
            if (actionsUntilBoth(candidate) > 0) {
                seed = candidate;
            }
        }
        assertThat(seed).as("a seed giving an extra turn and a lost turn early").isPositive();
        int actions = actionsUntilBoth(seed);

        JsonNode created = server.create("{\"game\":\"royal-ur\",\"seed\":" + seed
                + ",\"seats\":{\"light\":\"human\",\"dark\":\"human\"}}");
        JsonNode state = created.get("table");
        TablePage page = open(created, "light");
        String id = created.get("id").asText();
        boolean rolledByButton = false;
        for (int i = 0; i < actions; i++) {
            boolean light = state.get("turn").asText().equals("light");
            if (light) {
                page.awaitVersion(state.get("version").asLong());
            }
            if (!state.get("chance").isNull()) {
                if (light) {
                    assertThat(page.shown("roll")).isTrue();
                    driver.findElement(By.id("roll")).click();
                    long before = state.get("version").asLong();
                    page.awaitVersion(before + 1);
                    state = server.state(id);
                    rolledByButton = true;
                    if (state.get("chance").isNull()) {
                        assertThat(page.text("dice")).startsWith("Light: throw ");
                    }
                } else {
                    state = roll(created, state);
                }
            } else {
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                TablePage.Legal move = rosetteFirst(legal);
                if (light) {
                    page.click(move, legal);
                    state = server.state(id);
                } else {
                    state = play(created, state, move.text());
                }
            }
        }
        page.awaitVersion(state.get("version").asLong());
        assertThat(rolledByButton).isTrue();
        String events = page.text("events");
        assertThat(events).contains("extra turn").contains("turn lost");
    }

    private static TablePage.Legal rosetteFirst(List<TablePage.Legal> legal) {
        return legal.stream().filter(move -> move.text().contains("*")).findFirst().orElse(legal.get(0));
    }

    /** How many actions (rolls and moves) a table of this seed takes to see both an extra and a lost turn; -1 past 40. */
    private static int actionsUntilBoth(long seed) {
        JsonNode created = server.create("{\"game\":\"royal-ur\",\"seed\":" + seed
                + ",\"seats\":{\"light\":\"human\",\"dark\":\"human\"}}");
        JsonNode state = created.get("table");
        boolean extra = false;
        boolean lost = false;
        for (int action = 1; action <= 40 && state.get("status").asText().equals("active"); action++) {
            String mover = state.get("turn").asText();
            if (!state.get("chance").isNull()) {
                state = roll(created, state);
                lost |= !state.get("turn").asText().equals(mover);
            } else {
                state = play(created, state, rosetteFirst(TablePage.Legal.of(state)).text());
                extra |= state.get("turn").asText().equals(mover);
            }
            if (extra && lost) {
                return action;
            }
        }
        return -1;
    }
}
