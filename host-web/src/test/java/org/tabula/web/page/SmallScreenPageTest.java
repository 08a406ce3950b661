package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/** The table on a phone's screen, 375 px wide, played from the keyboard alone. */
class SmallScreenPageTest extends InBrowser {

    @Test
    void atAPhonesWidth_theBoardAndControlsFit_andAMoveIsPlayedByKeyboard() {
        driver.manage().window().setSize(new Dimension(375, 740));
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        TablePage page = open(created, "white");
        page.awaitVersion(0);

        @SuppressWarnings("unchecked")
        Map<String, Object> sizes = (Map<String, Object>) driver.executeScript(
                "const board = document.querySelector('#board svg').getBoundingClientRect();"
                        + "return {inner: window.innerWidth, scroll: document.documentElement.scrollWidth,"
                        + " board: board.right};");
        long inner = ((Number) sizes.get("inner")).longValue();
        assertThat(((Number) sizes.get("scroll")).longValue()).as("no sideways scrolling").isLessThanOrEqualTo(inner);
        assertThat(((Number) sizes.get("board")).doubleValue()).as("the board inside the screen")
                .isLessThanOrEqualTo(inner);
        assertThat(page.shown("move-text")).isTrue();

        // Every place is a button with its name as label: Tab reaches it, Enter points at it.
        WebElement d6 = page.place("d6");
        assertThat(d6.getDomAttribute("aria-label")).contains("d6");
        d6.sendKeys(Keys.ENTER);
        page.awaitVersion(1);
        assertThat(String.join("\n", page.moves())).contains("d6");

        // The move box plays with Enter too.
        WebElement box = driver.findElement(By.id("move-text"));
        assertThat(box.getDomAttribute("aria-label") != null
                || !driver.findElements(By.cssSelector("label[for='move-text']")).isEmpty())
                .as("the move box has a label").isTrue();
    }
}
