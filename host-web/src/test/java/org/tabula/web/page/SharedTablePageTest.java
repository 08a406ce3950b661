package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.Select;

/**
 * Two people play one table in two windows: by their seat links (a third window watches), or the second joining
 * an open seat from the lobby's list. No reloads.
 */
class SharedTablePageTest extends InBrowser {

    @Test
    void aMoveInOneWindow_appearsInTheOtherPlayersAndTheWatchersWindow_withoutAReload() {
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        String id = created.get("id").asText();
        String white = driver.getWindowHandle();
        driver.get(server.url("/tables/" + id + "#token=" + created.get("tokens").get("white").asText()));
        String black = driver.switchTo().newWindow(WindowType.WINDOW).getWindowHandle();
        driver.get(server.url("/tables/" + id + "#token=" + created.get("tokens").get("black").asText()));
        String watcher = driver.switchTo().newWindow(WindowType.WINDOW).getWindowHandle();
        driver.get(server.url("/tables/" + id));
        TablePage page = new TablePage(driver);
        page.awaitVersion(0);
        assertThat(page.text("seat")).isEqualTo("You are watching.");
        // Each window's page loaded once: a mark set now would be gone after a reload.
        for (String window : List.of(white, black, watcher)) {
            driver.switchTo().window(window);
            page.awaitVersion(0);
            driver.executeScript("window.loadedOnce = true");
        }

        JsonNode state = server.state(id);
        String[] movers = {white, black, white, black};
        for (String mover : movers) {
            driver.switchTo().window(mover);
            List<TablePage.Legal> legal = TablePage.Legal.of(state);
            TablePage.Legal move = legal.get(legal.size() - 1);
            page.click(move, legal);
            state = server.state(id);
            String landed = move.places().get(move.places().size() - 1);
            for (String window : List.of(white, black, watcher)) {
                driver.switchTo().window(window);
                page.awaitVersion(state.get("version").asLong());
                assertThat(driver.findElements(By.cssSelector("#board [data-place='" + landed + "'] .piece")))
                        .as("the man on %s in every window", landed).hasSize(1);
                assertThat(page.moves()).last().asString().contains(move.text());
                assertThat(driver.executeScript("return window.loadedOnce === true")).isEqualTo(true);
            }
        }
        driver.switchTo().window(watcher);
        assertThat(page.shown("move-form")).as("a watcher has no move box").isFalse();
        driver.switchTo().window(black).close();
        driver.switchTo().window(watcher).close();
        driver.switchTo().window(white);
    }

    private static void awaitLobby(TablePage page) {
        driver.get(server.url("/"));
        page.await(d -> d.findElement(By.tagName("body")).getDomAttribute("data-ready") != null);
    }

    @Test
    void blackLeftOpen_isJoinedFromTheLobbyInASecondWindow_andEachPlaysAMoveSeenByTheOther() {
        TablePage page = new TablePage(driver);
        String personA = driver.getWindowHandle();
        awaitLobby(page);
        new Select(driver.findElement(By.id("game"))).selectByValue("morris");
        new Select(driver.findElement(By.id("seat-white"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-black"))).selectByVisibleText("Open (anyone may join)");
        driver.findElement(By.id("create")).click();
        page.await(d -> d.getCurrentUrl().contains("/tables/") && page.text("seat").startsWith("You play"));
        String id = tableId();
        page.awaitVersion(0);
        assertThat(page.text("seat")).isEqualTo("You play White.");
        assertThat(page.text("open-seats")).isEqualTo("Black: waiting for a player");

        String personB = driver.switchTo().newWindow(WindowType.WINDOW).getWindowHandle();
        awaitLobby(page);
        By join = By.cssSelector("#tables li[data-table='" + id + "'] button[data-join='black']");
        assertThat(driver.findElement(By.cssSelector("#tables li[data-table='" + id + "']")).getText())
                .contains("White: human", "Black: open", "active");
        driver.findElement(join).click();
        page.await(d -> d.getCurrentUrl().contains("/tables/" + id) && page.text("seat").startsWith("You play"));
        page.awaitVersion(1);
        assertThat(page.text("seat")).isEqualTo("You play Black.");
        assertThat(page.text("open-seats")).isEmpty();
        assertThat(server.state(id).get("open").size()).isZero();

        driver.switchTo().window(personA);
        page.awaitVersion(1);
        page.await(d -> page.text("open-seats").isEmpty());
        String[] movers = {personA, personB};
        for (String mover : movers) {
            driver.switchTo().window(mover);
            JsonNode state = server.state(id);
            List<TablePage.Legal> legal = TablePage.Legal.of(state);
            TablePage.Legal move = legal.get(0);
            page.click(move, legal);
            long version = server.state(id).get("version").asLong();
            for (String window : List.of(personA, personB)) {
                driver.switchTo().window(window);
                page.awaitVersion(version);
                assertThat(page.moves()).last().asString().contains(move.text());
            }
        }
        assertThat(server.state(id).get("ply").asInt()).isEqualTo(2);
        driver.switchTo().window(personB).close();
        driver.switchTo().window(personA);
    }
}
