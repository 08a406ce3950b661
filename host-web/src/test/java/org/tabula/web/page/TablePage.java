package org.tabula.web.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.tabula.api.Move;
import org.tabula.api.board.Pointing;

/**
 * A table's page in one browser window, read and clicked as a person would: what it shows is read from the
 * page, never from the API; the API's state tells only which places a legal move touches.
 */
final class TablePage {

    /** A legal move of the API's state: its text and places. */
    record Legal(String text, List<String> places) implements Move {
        static List<Legal> of(JsonNode state) {
            List<Legal> legal = new ArrayList<>();
            for (JsonNode move : state.get("legalMoves")) {
                List<String> places = new ArrayList<>();
                move.get("places").forEach(place -> places.add(place.asText()));
                legal.add(new Legal(move.get("text").asText(), places));
            }
            return legal;
        }
    }

    private static final Function<Move, List<String>> PLACES = move -> ((Legal) move).places();

    private final WebDriver driver;

    TablePage(WebDriver driver) {
        this.driver = driver;
    }

    /**
     * Waits (up to 20 s: for the server's bots, not a measure) until the condition holds. An element the page drew
     * again while the condition read it is read again, not a failure.
     */
    <T> T await(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(20), Duration.ofMillis(25))
                .ignoring(StaleElementReferenceException.class).until(condition);
    }

    /** The version of the state whose board the page shows, or -1 before the first. */
    long shownVersion() {
        String version = driver.findElement(By.id("board")).getDomAttribute("data-version");
        return version == null ? -1 : Long.parseLong(version);
    }

    /** Waits until the page shows this version of the table, or a later one. */
    void awaitVersion(long version) {
        await(d -> shownVersion() >= version);
    }

    WebElement place(String name) {
        return driver.findElement(By.cssSelector("#board [data-place='" + name + "']"));
    }

    /**
     * Plays a legal move by clicking its places, as few as the page needs (it plays the move as soon as one
     * candidate is left), and waits until the board shows the state after it.
     */
    void click(Legal move, List<Legal> legal) {
        List<String> all = Pointing.toChoose(move, legal, PLACES);
        long before = shownVersion();
        for (int i = 1; i <= all.size(); i++) {
            List<String> pointed = all.subList(0, i);
            place(pointed.get(i - 1)).click();
            if (Pointing.of(legal, PLACES, pointed).chosen().isPresent()) {
                break;
            }
            String last = pointed.get(i - 1);
            await(d -> place(last).getDomAttribute("class").contains("pointed"));
        }
        await(d -> shownVersion() > before);
    }

    String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    boolean shown(String id) {
        return driver.findElement(By.id(id)).isDisplayed();
    }

    /** The move list as the page shows it, one line a record line. */
    List<String> moves() {
        return driver.findElements(By.cssSelector("#moves li")).stream().map(WebElement::getText).toList();
    }

    /** Types a move into the text box and presses Enter. */
    void type(String move) {
        WebElement box = driver.findElement(By.id("move-text"));
        box.clear();
        box.sendKeys(move + "\n");
    }
}
