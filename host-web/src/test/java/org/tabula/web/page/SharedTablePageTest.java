package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;

/** Two people play one table by their seat links in two windows, a third window watches: no reloads. */
class SharedTablePageTest extends InBrowser {

    @Test
    void aMoveInOneWindow_appearsInTheOtherPlayersAndTheWatchersWindow_withoutAReload() {
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        String id = created.get("id").asText();
        String white = driver.getWindowHandle();
        driver.get(server.url("/tables/" + id + "?token=" + created.get("tokens").get("white").asText()));
        String black = driver.switchTo().newWindow(WindowType.WINDOW).getWindowHandle();
        driver.get(server.url("/tables/" + id + "?token=" + created.get("tokens").get("black").asText()));
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
}
