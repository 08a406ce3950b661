package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A clocked game in a real browser, made from the lobby's form: both clocks shown and ticking, the side to move's
 * highlighted, the warning colour near zero (under a tenth of the limit, or 10 s), and the side that does not move losing on time, told by the server.
 */
class ClockPageTest extends InBrowser {

    private static WebElement clock(String side) {
        return driver.findElement(By.cssSelector("#clocks [data-clock='" + side + "']"));
    }

    private static long ms(String side) {
        return Long.parseLong(clock(side).getDomAttribute("data-ms"));
    }

    @Test
    void aClockedGameFromTheLobby_ticks_andBlackLosesOnTime() {
        TablePage page = new TablePage(driver);
        driver.get(server.url("/"));
        page.await(d -> d.findElement(By.tagName("body")).getDomAttribute("data-ready") != null);
        new Select(driver.findElement(By.id("game"))).selectByValue("morris");
        new Select(driver.findElement(By.id("seat-white"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-black"))).selectByValue("human");
        new Select(driver.findElement(By.id("clock-kind"))).selectByValue("fischer");
        // Twelve seconds each, one more after each move: a real browser watches a real flag fall.
        WebElement minutes = driver.findElement(By.id("clock-minutes"));
        minutes.clear();
        minutes.sendKeys("0.2");
        WebElement increment = driver.findElement(By.id("clock-extra"));
        increment.clear();
        increment.sendKeys("1");
        driver.findElement(By.id("create")).click();
        page.await(d -> d.getCurrentUrl().contains("/tables/") && page.text("seat").startsWith("You play"));
        page.awaitVersion(0);
        String id = tableId();
        JsonNode control = server.state(id).get("clock").get("control");
        assertThat(control.toString()).isEqualTo("{\"kind\":\"fischer\",\"limit\":12,\"increment\":1}");

        assertThat(page.shown("clocks")).isTrue();
        assertThat(clock("white").getDomAttribute("class")).contains("running");
        assertThat(clock("black").getDomAttribute("class")).doesNotContain("running");
        long first = ms("white");
        page.await(d -> ms("white") < first);
        // The warning colour comes under a tenth of the limit (or 10 s, whichever is less): not yet.
        assertThat(clock("white").getDomAttribute("class")).doesNotContain("low");
        assertThat(clock("black").getText()).contains("Black").contains("0:12");

        page.type("d2");
        page.awaitVersion(1);
        page.await(d -> clock("black").getDomAttribute("class").contains("running"));
        assertThat(clock("white").getDomAttribute("class")).doesNotContain("running");

        // Black does not move: the server ends the game on its own timer, and the page is told.
        page.await(d -> page.shown("banner"));
        assertThat(page.text("banner")).isEqualTo("White wins: Black ran out of time");
        assertThat(clock("black").getText()).contains("0:00.0");
        assertThat(clock("black").getDomAttribute("class")).contains("low");
        assertThat(clock("black").getDomAttribute("class")).doesNotContain("running");
        JsonNode over = server.state(id);
        assertThat(over.get("result").get("code").asText()).isEqualTo("timeout");
        assertThat(over.get("clock").get("remaining").get("black").asLong()).isZero();

        // The lobby's list names the table's time control.
        driver.get(server.url("/"));
        page.await(d -> d.findElement(By.id("tables")).getText().contains("clock 0.2 min + 1 s"));
    }
}
