package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;

/**
 * Two people at one table in two windows, with names: a takeback declined and one accepted by the buttons, a line
 * of chat, then a rematch both pages move to, each with its own seat. One game, no reloads but the rematch's.
 */
class PlayersPageTest extends InBrowser {

    private static final String ANN = "<b>Ann</b>";

    @Test
    void namesShowAsText_aTakebackIsDeclinedThenAccepted_andARematchMovesBothPagesToTheNewTable() {
        JsonNode created = server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"},"
                + "\"names\":{\"white\":\"" + ANN + "\",\"black\":\"Bob\"}}");
        String id = created.get("id").asText();
        TablePage page = open(created, "white");
        String white = driver.getWindowHandle();
        String black = driver.switchTo().newWindow(WindowType.WINDOW).getWindowHandle();
        open(created, "black");
        page.awaitVersion(0);
        assertThat(page.text("players")).contains("White: " + ANN, "Black: Bob");
        assertThat(driver.findElements(By.cssSelector("#players b"))).as("a name is never markup").isEmpty();

        JsonNode state = server.play(created, server.state(id), server.state(id).get("legalMoves").get(0)
                .get("text").asText());
        state = server.play(created, state, state.get("legalMoves").get(0).get("text").asText());
        driver.switchTo().window(white);
        page.awaitVersion(2);
        driver.findElement(By.id("takeback")).click();
        driver.switchTo().window(black);
        page.await(d -> page.shown("takeback-decline"));
        assertThat(page.text("asked")).isEqualTo(ANN + " (White) asks to take back a move.");
        driver.findElement(By.id("takeback-decline")).click();
        page.awaitVersion(4);
        assertThat(server.state(id).get("ply").asInt()).isEqualTo(2);

        driver.switchTo().window(white);
        page.awaitVersion(4);
        driver.findElement(By.id("takeback")).click();
        driver.switchTo().window(black);
        page.await(d -> page.shown("takeback-accept"));
        driver.findElement(By.id("takeback-accept")).click();
        page.awaitVersion(6);
        assertThat(server.state(id).get("ply").asInt()).as("back to white's turn before its move").isZero();
        assertThat(page.moves()).isEmpty();
        assertThat(page.shown("takeback-accept")).isFalse();

        driver.findElement(By.id("chat-text")).sendKeys("<i>good game</i>\n");
        driver.switchTo().window(white);
        page.await(d -> page.text("chat-lines").equals("Bob (Black): <i>good game</i>"));

        driver.findElement(By.id("resign")).click();
        page.await(d -> page.shown("rematch"));
        driver.findElement(By.id("rematch")).click();
        driver.switchTo().window(black);
        page.await(d -> page.shown("rematch-accept"));
        driver.findElement(By.id("rematch-accept")).click();
        page.await(d -> !d.getCurrentUrl().contains(id) && page.text("seat").startsWith("You play"));
        String rematch = tableId();
        assertThat(page.text("seat")).as("Bob plays white now").isEqualTo("You play White.");
        assertThat(driver.getCurrentUrl()).doesNotContain("token");
        driver.switchTo().window(white);
        page.await(d -> d.getCurrentUrl().contains(rematch) && page.text("seat").startsWith("You play"));
        assertThat(page.text("seat")).isEqualTo("You play Black.");
        assertThat(page.text("players")).contains("White: Bob", "Black: " + ANN);
        driver.switchTo().window(black).close();
        driver.switchTo().window(white);
    }
}
