package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/**
 * What a new player meets on a table's page, at 1000 and 375 px: the friend's seat link in any tab of the
 * creator's, the move list, the buttons a game allows, the status line, a move that touches no place, the places a
 * move may start from and xiangqi's pieces without a CJK font.
 */
class TablePageDetailsTest extends InBrowser {

    private static final String WARN = "rgba(180, 35, 24, 1)";

    @AfterEach
    void wideAgain() {
        driver.manage().window().setSize(new Dimension(1000, 900));
    }

    private static JsonNode humans(String game, String first, String second) {
        return server.create("{\"game\":\"" + game + "\",\"seats\":{\"" + first + "\":\"human\",\"" + second
                + "\":\"human\"}}");
    }

    /** How wide the page is laid out against the window's width: more is sideways scrolling. */
    private static long overflow() {
        return ((Number) driver.executeScript(
                "return document.documentElement.scrollWidth - window.innerWidth;")).longValue();
    }

    @Test
    void theCreatorsOwnLink_inAFreshTab_showsTheFriendsSeatLink_insideThePage_at1000And375() {
        JsonNode created = humans("morris", "white", "black");
        // Made through the API: no tab has kept anything of it.
        TablePage page = open(created, "white");
        page.awaitVersion(0);

        page.await(d -> page.shown("invites"));
        WebElement link = driver.findElement(By.cssSelector("#invite-links a[data-side='black']"));
        assertThat(link.getDomAttribute("href")).endsWith("token=" + created.get("tokens").get("black").asText());
        assertThat(overflow()).as("sideways scrolling at 1000 px").isLessThanOrEqualTo(0);
        driver.manage().window().setSize(new Dimension(375, 740));
        assertThat(overflow()).as("sideways scrolling at 375 px").isLessThanOrEqualTo(0);

        // The friend's own link shows no other seat.
        open(created, "black").awaitVersion(0);
        assertThat(page.shown("invites")).isFalse();
    }

    @Test
    void theMoveList_ofA42PlyGame_showsItsMovesAlone_andTheNewestInView() {
        JsonNode created = null;
        JsonNode state = null;
        Random random = new Random(3);
        for (int game = 0; game < 20 && (state == null || state.get("ply").asInt() < 42); game++) {
            created = humans("morris", "white", "black");
            state = created.get("table");
            for (int ply = 0; ply < 42 && state.get("status").asText().equals("active"); ply++) {
                List<TablePage.Legal> legal = TablePage.Legal.of(state);
                state = server.play(created, state, legal.get(random.nextInt(legal.size())).text());
            }
        }
        assertThat(state.get("ply").asInt()).isEqualTo(42);
        // The side that moved last offers a draw: the record holds an offer line while it stands.
        String moved = state.get("moves").get(41).get("side").asText();
        state = server.api.post("/api/v1/tables/" + created.get("id").asText() + "/draw/offer", "",
                created.get("tokens").get(moved).asText()).json();
        assertThat(state.get("record").asText()).contains("# game").contains("offer");

        TablePage page = open(created, "white");
        page.awaitVersion(state.get("version").asLong());
        List<String> moves = page.moves();
        assertThat(moves).hasSize(42).noneMatch(line -> line.startsWith("#") || line.startsWith("[")
                || line.contains("offer"));
        JsonNode last = state.get("moves").get(41);
        assertThat(moves.get(41)).contains(last.get("text").asText());
        WebElement list = driver.findElement(By.id("moves"));
        WebElement newest = driver.findElements(By.cssSelector("#moves li")).get(41);
        int listBottom = list.getRect().getY() + list.getRect().getHeight();
        int newestBottom = newest.getRect().getY() + newest.getRect().getHeight();
        assertThat(newestBottom).as("the newest move in the list's view").isLessThanOrEqualTo(listBottom + 1);
    }

    @Test
    void aDrawOffer_isOfferedOnlyInAGameWhoseSidesMayAgreeOne() {
        TablePage ur = open(humans("royal-ur", "light", "dark"), "light");
        ur.awaitVersion(0);
        assertThat(ur.shown("resign")).isTrue();
        assertThat(ur.shown("offer")).isFalse();

        TablePage morris = open(humans("morris", "white", "black"), "white");
        morris.awaitVersion(0);
        assertThat(morris.shown("offer")).isTrue();
    }

    @Test
    void anOrdinaryMessage_isNotDrawnAsAWarning_aRefusalIs() {
        TablePage page = open(humans("morris", "white", "black"), "white");
        page.awaitVersion(0);
        page.type("d2");
        page.awaitVersion(1);
        page.await(d -> page.text("status").equals("Played d2."));
        assertThat(driver.findElement(By.id("status")).getCssValue("color")).isNotEqualTo(WARN);

        page.type("d2");
        page.await(d -> !page.text("status").startsWith("Played"));
        assertThat(driver.findElement(By.id("status")).getCssValue("color")).isEqualTo(WARN);
    }

    @Test
    void aMoveThatTouchesNoPlace_hasAButton() {
        // A scratch dice race played until the die allows no move: a pass, the one legal move, on no place.
        Random random = new Random(11);
        JsonNode created = null;
        JsonNode state = null;
        for (int game = 0; game < 20 && !passing(state); game++) {
            created = humans("dice-race", "light", "dark");
            state = created.get("table");
            for (int action = 0; action < 60 && !passing(state) && state.get("status").asText().equals("active");
                    action++) {
                if (!state.get("chance").isNull()) {
                    state = server.roll(created, state);
                } else {
                    List<TablePage.Legal> legal = TablePage.Legal.of(state);
                    state = server.play(created, state, legal.get(random.nextInt(legal.size())).text());
                }
            }
        }
        assertThat(passing(state)).as("a pass within 20 games").isTrue();
        String pass = state.get("legalMoves").get(0).get("text").asText();
        long version = state.get("version").asLong();

        TablePage page = open(created, state.get("turn").asText());
        page.awaitVersion(version);
        WebElement button = driver.findElement(By.cssSelector("#free-moves button"));
        assertThat(button.getText()).contains(pass);
        button.click();
        page.awaitVersion(version + 1);
        assertThat(server.state(created.get("id").asText()).get("lastMove").get("text").asText()).isEqualTo(pass);
    }

    private static boolean passing(JsonNode state) {
        return state != null && state.get("status").asText().equals("active") && state.get("chance").isNull()
                && state.get("legalMoves").size() == 1
                && state.get("legalMoves").get(0).get("places").isEmpty();
    }

    @Test
    void thePlacesAMoveMayStartFrom_areMarkedBeforeAnyClick_andOnlyOnTheMoversPage() {
        JsonNode created = humans("checkers", "black", "white");
        JsonNode state = created.get("table");
        Set<String> starts = new TreeSet<>();
        TablePage.Legal.of(state).forEach(move -> starts.add(move.places().get(0)));

        TablePage page = open(created, state.get("turn").asText());
        page.awaitVersion(0);
        assertThat(marked()).isEqualTo(starts);

        open(created, "white").awaitVersion(0);
        assertThat(marked()).as("not white's turn").isEmpty();
    }

    private static Set<String> marked() {
        Set<String> marked = new TreeSet<>();
        driver.findElements(By.cssSelector("#board [data-place].can-start"))
                .forEach(place -> marked.add(place.getDomAttribute("data-place")));
        return marked;
    }

    @Test
    void xiangqiPieces_readInABrowserWithoutACjkFont_eachKindItsOwnLabel() {
        TablePage page = open(humans("xiangqi", "red", "black"), "red");
        page.awaitVersion(0);
        page.await(d -> !driver.findElements(By.cssSelector("#board .piece")).isEmpty());

        // The side is told by the piece's colour; each kind has its own label.
        Map<String, String> labelOfKind = new HashMap<>();
        List<String> unreadable = new ArrayList<>();
        for (WebElement piece : driver.findElements(By.cssSelector("#board .piece"))) {
            String label = piece.findElement(By.cssSelector("text.label")).getText();
            String kind = piece.getDomAttribute("data-kind");
            labelOfKind.merge(kind, label, (a, b) -> a.equals(b) ? a : a + "|" + b);
            if (!drawable(label)) {
                unreadable.add(kind + ": " + label);
            }
        }
        assertThat(unreadable).isEmpty();
        assertThat(labelOfKind).hasSize(7);
        assertThat(labelOfKind.values()).doesNotHaveDuplicates().noneMatch(label -> label.contains("|"));
    }

    /** Whether the browser has a glyph for every character of the text (a missing one is drawn as the same box). */
    private static boolean drawable(String text) {
        return (Boolean) driver.executeScript("""
                const paint = (t) => {
                  const canvas = document.createElement('canvas');
                  canvas.width = 80; canvas.height = 40;
                  const g = canvas.getContext('2d');
                  g.font = '32px sans-serif';
                  g.fillText(t, 4, 32);
                  return g.getImageData(0, 0, 80, 40).data.join();
                };
                return [...arguments[0]].every((c) => paint(c) !== paint('\\u{10FFFD}') && paint(c) !== paint(''));
                """, text);
    }
}
