package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.tabula.web.http.Api;

/** Morris in the page: a whole game against a bot by clicks, a refused move typed, a reload mid-game. */
class MorrisPageTest extends InBrowser {

    @Test
    void aWholeGameAgainstABot_madeInTheLobby_playedByClicks_endsInTheResultBanner() {
        driver.get(server.url("/"));
        TablePage page = new TablePage(driver);
        page.await(d -> d.findElement(By.tagName("body")).getDomAttribute("data-ready") != null);
        new Select(driver.findElement(By.id("game"))).selectByValue("morris");
        // The seat against the visitor offers the game's own default bot first, not its weakest.
        JsonNode morris = StreamSupport.stream(server.games().spliterator(), false)
                .filter(g -> g.get("id").asText().equals("morris")).findFirst().orElseThrow();
        assertThat(new Select(driver.findElement(By.id("seat-black"))).getFirstSelectedOption().getDomAttribute("value"))
                .isEqualTo("bot:" + morris.get("defaultBotLevel").asInt())
                .isNotEqualTo("bot:1");
        // A short no-mill limit, so that the game surely ends within a test's patience.
        WebElement limit = driver.findElement(By.name("option-no-mill-limit"));
        limit.clear();
        limit.sendKeys("8");
        new Select(driver.findElement(By.id("seat-white"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-black"))).selectByValue("bot:1");
        driver.findElement(By.id("create")).click();
        page.await(d -> d.getCurrentUrl().contains("/tables/") && page.text("seat").startsWith("You play"));
        String id = tableId();
        assertThat(page.text("seat")).isEqualTo("You play White.");

        JsonNode state = server.state(id);
        for (int plies = 0; plies < 300 && state.get("status").asText().equals("active"); plies++) {
            if (state.get("turn").asText().equals("white")) {
                page.awaitVersion(state.get("version").asLong());
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                // A capture (the most places) where there is one, so that the game goes somewhere.
                TablePage.Legal move = legal.stream().max(Comparator.comparingInt(m -> m.places().size())).get();
                page.click(move, legal);
            }
            long seen = state.get("version").asLong();
            state = await(id, s -> s.get("version").asLong() > seen && (s.get("turn").asText().equals("white")
                    || !s.get("status").asText().equals("active")));
        }
        assertThat(state.get("status").asText()).isNotEqualTo("active");
        page.awaitVersion(state.get("version").asLong());
        assertThat(page.shown("banner")).isTrue();
        assertThat(page.text("banner")).isEqualTo(state.get("result").get("sentence").asText());
        assertThat(page.shown("resign")).as("no resigning a finished game").isFalse();
    }

    @Test
    void aVariantChosenInTheLobby_isHeadedByItsName_drawnOnItsOwnBoard_andPlayedToTheEndByClicks() {
        driver.get(server.url("/"));
        TablePage page = new TablePage(driver);
        page.await(d -> d.findElement(By.tagName("body")).getDomAttribute("data-ready") != null);
        new Select(driver.findElement(By.id("game"))).selectByValue("morris");
        new Select(driver.findElement(By.name("option-variant"))).selectByValue("three");
        WebElement limit = driver.findElement(By.name("option-no-mill-limit"));
        limit.clear();
        limit.sendKeys("6");
        new Select(driver.findElement(By.id("seat-white"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-black"))).selectByValue("bot:1");
        driver.findElement(By.id("create")).click();
        page.await(d -> d.getCurrentUrl().contains("/tables/") && page.text("seat").startsWith("You play"));
        String id = tableId();

        assertThat(page.text("game-title")).isEqualTo("Three Men's Morris");
        assertThat(driver.findElements(By.cssSelector("#board [data-place]"))).hasSizeGreaterThanOrEqualTo(9)
                .extracting(place -> place.getDomAttribute("data-place")).contains("a1", "b2", "c3")
                .doesNotContain("d4", "g7");
        JsonNode state = server.state(id);
        for (int plies = 0; plies < 100 && state.get("status").asText().equals("active"); plies++) {
            if (state.get("turn").asText().equals("white")) {
                page.awaitVersion(state.get("version").asLong());
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                page.click(legal.get(0), legal);
            }
            long seen = state.get("version").asLong();
            state = await(id, s -> s.get("version").asLong() > seen && (s.get("turn").asText().equals("white")
                    || !s.get("status").asText().equals("active")));
        }
        assertThat(state.get("status").asText()).isEqualTo("finished");
        page.awaitVersion(state.get("version").asLong());
        assertThat(page.text("banner")).isEqualTo(state.get("result").get("sentence").asText());
    }

    @Test
    void aMoveOntoATakenPoint_typedInTheTextBox_showsTheGamesSentence_andChangesNothing() {
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        String id = created.get("id").asText();
        TablePage page = open(created, "white");
        page.awaitVersion(0);
        page.type("d2");
        page.awaitVersion(1);
        open(created, "black").awaitVersion(1);
        page.type("d2");
        page.await(d -> !page.text("status").isEmpty());
        Api.Reply refused = server.api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d2\"}",
                created.get("tokens").get("black").asText());
        assertThat(refused.status()).isEqualTo(422);
        assertThat(page.text("status")).isEqualTo(refused.json().get("message").asText());
        assertThat(server.state(id).get("ply").asInt()).isEqualTo(1);
        assertThat(page.shownVersion()).isEqualTo(1);
    }

    @Test
    void aReloadMidGame_showsTheSamePositionAndMoveList() {
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"bot:1\"}}");
        String id = created.get("id").asText();
        TablePage page = open(created, "white");
        JsonNode state = server.state(id);
        for (int move = 0; move < 3; move++) {
            page.awaitVersion(state.get("version").asLong());
            List<TablePage.Legal> legal = TablePage.Legal.of(state);
            page.click(legal.get(legal.size() / 2), legal);
            long seen = state.get("version").asLong();
            state = await(id, s -> s.get("version").asLong() > seen && s.get("turn").asText().equals("white"));
        }
        page.awaitVersion(state.get("version").asLong());
        List<String> moves = page.moves();
        String pieces = pieces();
        // Numbered as the record numbers them: the bot's third move is black's 3...
        assertThat(moves).hasSize(6).last().asString().startsWith("3... Black ");
        driver.navigate().refresh();
        page.awaitVersion(state.get("version").asLong());
        assertThat(page.moves()).isEqualTo(moves);
        assertThat(pieces()).isEqualTo(pieces);
        assertThat(page.text("turn")).startsWith("White to move");
    }

    /** Where every piece stands on the page's board, as "place:side" in the picture's order. */
    private static String pieces() {
        return String.join(" ", driver.findElements(By.cssSelector("#board [data-place] .piece")).stream()
                .map(piece -> piece.findElement(By.xpath("..")).getDomAttribute("data-place") + ":"
                        + piece.getDomAttribute("data-side")).toList());
    }

    private static JsonNode await(String id, java.util.function.Predicate<JsonNode> condition) {
        try {
            return server.api.awaitState(id, condition);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
