package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Looking back over a game in the page: the move list stepped through by keys and clicks while the game goes on,
 * an endgame's perfect-play verdict, the lobby's filter and its live list, dark mode and the coordinates toggle.
 */
class ReviewPageTest extends InBrowser {

    private static final String PEOPLE = "\"seats\":{\"white\":\"human\",\"black\":\"human\"}";

    /** The ply the board shows: a number while stepping back, "live" at the table's ply now. */
    private static String shownPly() {
        return driver.findElement(By.id("board")).getDomAttribute("data-ply");
    }

    /** The position the board's picture is of, from its title ("Nine Men's Morris: POSITION"). */
    private static String shownPosition() {
        String title = driver.findElement(By.cssSelector("#board svg > title")).getDomProperty("textContent");
        return title.substring(title.indexOf(": ") + 2);
    }

    /** Clicks the move list's {@code index}th move, again if the list was drawn anew under the click. */
    private static void clickMove(TablePage page, int index) {
        page.await(d -> {
            d.findElements(By.cssSelector("#moves li")).get(index).click();
            return true;
        });
    }

    private static void press(CharSequence key) {
        new Actions(driver).sendKeys(key).perform();
    }

    @Test
    void aGame_isSteppedBackByKeysAndClicks_whileMovesArrive_andReturnedToLive() {
        JsonNode created = server.create("{\"game\":\"morris\"," + PEOPLE + "}");
        String id = created.get("id").asText();
        JsonNode state = server.state(id);
        List<String> positions = new ArrayList<>(List.of(state.get("position").asText()));
        for (String move : new String[] {"d2", "f4", "d6", "b4"}) {
            state = server.play(created, state, move);
            positions.add(state.get("position").asText());
        }
        TablePage page = open(created, "white");
        page.awaitVersion(4);
        assertThat(page.moves()).hasSize(4);
        assertThat(page.moves().get(0)).contains("1", "White", "d2");
        assertThat(shownPly()).isEqualTo("live");

        press(Keys.ARROW_LEFT);
        page.await(d -> "3".equals(shownPly()) && shownPosition().equals(positions.get(3)));
        assertThat(page.shown("live")).as("a way back to live").isTrue();
        press(Keys.HOME);
        page.await(d -> "0".equals(shownPly()) && shownPosition().equals(positions.get(0)));
        press(Keys.ARROW_RIGHT);
        page.await(d -> "1".equals(shownPly()) && shownPosition().equals(positions.get(1)));
        clickMove(page, 1);
        page.await(d -> "2".equals(shownPly()) && shownPosition().equals(positions.get(2)));
        // The list is drawn again as the step changes: read it whole, once it is drawn.
        page.await(d -> "step".equals(
                d.findElements(By.cssSelector("#moves li")).get(1).getDomAttribute("aria-current")));

        // A move arrives while black looks back: the list grows, the board stays where it was.
        state = server.play(created, state, "d7");
        page.await(d -> page.moves().size() == 5);
        assertThat(shownPly()).isEqualTo("2");
        assertThat(shownPosition()).isEqualTo(positions.get(2));

        press(Keys.END);
        page.await(d -> "live".equals(shownPly()) && shownPosition().equals(server.state(id).get("position").asText()));
        assertThat(page.shown("live")).isFalse();
        clickMove(page, 0);
        page.await(d -> "1".equals(shownPly()));
        driver.findElement(By.id("live")).click();
        page.await(d -> "live".equals(shownPly()));
        // Back at the live position, the board follows the game again.
        JsonNode after = server.play(created, server.state(id), "a1");
        page.awaitVersion(after.get("version").asLong());
        assertThat(shownPosition()).isEqualTo(after.get("position").asText());
        assertThat(page.moves()).hasSize(6);
    }

    @Test
    void anEndgame_isAnalysed_withThePerfectPlayVerdictOfItsTable() {
        // White a7 d7 b2, black c5 e3 g1: white mills at once and black is left with two men.
        String board = "WW....B..........BW....B";
        JsonNode created = server.create("{\"game\":\"morris\",\"hints\":true," + PEOPLE + ",\"record\":\"position "
                + board + " w 0 0 0 40\\n\"}");
        TablePage page = open(created, "white");
        page.awaitVersion(0);
        assertThat(page.shown("analysis")).as("hints are on at this table").isTrue();

        driver.findElement(By.id("analyse")).click();

        page.await(d -> page.text("analysis-text").contains("White wins in 1 ply"));
        assertThat(page.text("analysis-text")).contains("Best move", "endgame table 3-3",
                "Evaluation: White can force a win in 1 ply.");
    }

    @Test
    void analysis_isNotOffered_duringAGameWithoutHints() {
        JsonNode created = server.create("{\"game\":\"morris\"," + PEOPLE + "}");
        TablePage page = open(created, "white");
        page.awaitVersion(0);
        assertThat(page.shown("analysis")).isFalse();
    }

    @Test
    void theLobby_filtersByGameAndPlayer_andShowsATableMadeElsewhere_withoutAReload() {
        TablePage page = new TablePage(driver);
        server.create("{\"game\":\"morris\"," + PEOPLE + "}");
        driver.get(server.url("/"));
        page.await(d -> d.findElement(By.tagName("body")).getDomAttribute("data-ready") != null);
        driver.executeScript("window.loadedOnce = true");
        new Select(driver.findElement(By.id("filter-game"))).selectByValue("checkers");
        page.await(d -> d.findElements(By.cssSelector("#tables li[data-table]")).isEmpty());

        String id = server.create("{\"game\":\"checkers\",\"seats\":{\"white\":\"human\",\"black\":\"open\"}}")
                .get("id").asText();

        WebElement listed = page.await(d -> d.findElements(By.cssSelector("#tables li[data-table='" + id + "']"))
                .stream().findFirst().orElse(null));
        assertThat(listed.getText()).contains("Checkers", "open", "active", "made");
        assertThat(listed.findElements(By.cssSelector("button[data-join='black']"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#tables li[data-table]"))).hasSize(1);

        String anns = server.create("{\"game\":\"checkers\",\"seats\":{\"white\":\"human\",\"black\":\"human\"},"
                + "\"names\":{\"black\":\"Ann\"}}").get("id").asText();
        driver.findElement(By.id("filter-player")).sendKeys("ann");
        page.await(d -> d.findElements(By.cssSelector("#tables li[data-table]")).size() == 1
                && !d.findElements(By.cssSelector("#tables li[data-table='" + anns + "']")).isEmpty());
        assertThat(driver.executeScript("return window.loadedOnce === true")).isEqualTo(true);
    }

    @Test
    void darkMode_followsTheSystem_andTheCoordinatesToggleIsRemembered() {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        JsonNode created = server.create("{\"game\":\"morris\"," + PEOPLE + "}");
        TablePage page = open(created, "white");
        page.awaitVersion(0);
        assertThat(driver.executeScript("return getComputedStyle(document.body).backgroundColor"))
                .isEqualTo("rgb(28, 25, 22)");
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "light"))));
        assertThat(driver.executeScript("return getComputedStyle(document.body).backgroundColor"))
                .isEqualTo("rgb(250, 246, 238)");

        WebElement coordinates = driver.findElement(By.cssSelector("#board .coordinates"));
        assertThat(coordinates.isDisplayed()).isTrue();
        driver.findElement(By.id("coordinates")).click();
        page.await(d -> !d.findElement(By.cssSelector("#board .coordinates")).isDisplayed());
        driver.navigate().refresh();
        page.awaitVersion(0);
        assertThat(driver.findElement(By.id("coordinates")).isSelected()).isFalse();
        assertThat(driver.findElement(By.cssSelector("#board .coordinates")).isDisplayed()).isFalse();
        driver.findElement(By.id("coordinates")).click();
        page.await(d -> d.findElement(By.cssSelector("#board .coordinates")).isDisplayed());
    }
}
