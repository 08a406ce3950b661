package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.tabula.api.board.Pointing;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.WebAccess;
import org.tabula.web.http.Api;
import org.tabula.web.store.Database;

/**
 * A platform's page on another origin (a second small Javalin server) puts a table in with the two lines of
 * docs/platform.md and plays it through {@code <tabula-board>}, against a Tabula server that allows that origin; the
 * same page from an origin it does not allow is refused, and the element says so.
 */
@ExtendWith(FailureShots.class)
class EmbedPageTest {

    @TempDir
    static Path dir;

    private static Javalin platform;
    private static TabulaServer tabula;
    private static Api api;
    private static ChromeDriver driver;
    /** The table the platform's pages show, and the token its backend keeps for the seat it plays. */
    private static volatile String table = "";
    private static volatile String whiteToken = "";

    @BeforeAll
    static void start() {
        driver = Browser.open();
        platform = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.host = "127.0.0.1";
            config.jetty.port = 0;
            config.routes.get("/play", ctx -> page(ctx, whiteToken));
            config.routes.get("/watch", ctx -> page(ctx, null));
        }).start();
        tabula = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(40))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000))
                .withAccess(new WebAccess(WebAccess.DEFAULT_BIND, List.of(platformOrigin("127.0.0.1")), List.of())));
        api = new Api(tabula.port());
    }

    @AfterAll
    static void stop() {
        Browser.close(driver);
        if (tabula != null) {
            tabula.close();
        }
        if (platform != null) {
            platform.stop();
        }
    }

    private static String platformOrigin(String host) {
        return "http://" + host + ":" + platform.port();
    }

    /**
     * The platform's page: the two lines, the seat's token set as the element's property by the platform's own
     * script (never in the DOM or an address), and its listener writing each event of the board into the page.
     */
    private static void page(Context ctx, String token) {
        String server = "http://127.0.0.1:" + tabula.port();
        String html = "<!doctype html><html><head><meta charset='utf-8'><title>A platform</title>"
                + "<script type='module'>const board = document.querySelector('tabula-board');"
                + (token == null ? "" : "board.seatToken = '" + token + "';")
                + "for (const type of ['move', 'end', 'error']) board.addEventListener(type, (event) => {"
                + " const item = document.createElement('li'); item.dataset.type = type;"
                + " item.textContent = JSON.stringify(event.detail); document.getElementById('heard').append(item);"
                + " });</script>\n"
                + "<script type=\"module\" src=\"" + server + "/tabula-board.js\"></script>\n"
                + "</head><body><h1>A platform</h1>\n"
                + "<tabula-board server=\"" + server + "\" table=\"" + table + "\"></tabula-board>\n"
                + "<ol id='heard'></ol></body></html>";
        ctx.html(html);
    }

    private static <T> T await(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(20), Duration.ofMillis(25))
                .ignoring(StaleElementReferenceException.class).until(condition);
    }

    /** The element's shadow root, where its board and words are. */
    private static SearchContext board() {
        return driver.findElement(By.tagName("tabula-board")).getShadowRoot();
    }

    private static long shownVersion() {
        String version = board().findElement(By.cssSelector(".board")).getDomAttribute("data-version");
        return version == null ? -1 : Long.parseLong(version);
    }

    private static List<String> heard(String type) {
        return driver.findElements(By.cssSelector("#heard li[data-type='" + type + "']")).stream()
                .map(WebElement::getText).toList();
    }

    @Test
    void aPlatformsPage_drawsTheTable_playsAClickedMove_seesAnApiMoveLive_andHearsTheMovesAndTheEnd()
            throws Exception {
        JsonNode created = api.post("/api/v1/tables",
                "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}").json();
        table = created.get("id").asText();
        whiteToken = created.get("tokens").get("white").asText();
        String black = created.get("tokens").get("black").asText();
        driver.get(platformOrigin("127.0.0.1") + "/play");
        await(d -> shownVersion() == 0);
        assertThat(board().findElements(By.cssSelector(".board [data-place]"))).isNotEmpty();

        // White's move by clicks on the element's board, committed in the server.
        JsonNode state = api.get("/api/v1/tables/" + table).json();
        List<TablePage.Legal> legal = TablePage.Legal.of(state);
        TablePage.Legal move = legal.get(0);
        List<String> clicks = Pointing.toChoose(move, legal, m -> ((TablePage.Legal) m).places());
        for (int i = 0; i < clicks.size(); i++) {
            By place = By.cssSelector(".board [data-place='" + clicks.get(i) + "']");
            board().findElement(place).click();
            if (i < clicks.size() - 1) {
                await(d -> board().findElement(place).getDomAttribute("class").contains("pointed"));
            }
        }
        await(d -> shownVersion() == 1);
        JsonNode after = api.get("/api/v1/tables/" + table).json();
        assertThat(after.get("ply").asInt()).isEqualTo(1);
        assertThat(after.get("moves").get(0).get("text").asText()).isEqualTo(move.text());

        // Black's move through the API shows on the element's board without a reload.
        driver.executeScript("window.loadedOnce = true");
        String reply = TablePage.Legal.of(after).get(0).text();
        String landed = TablePage.Legal.of(after).get(0).places().get(0);
        assertThat(api.post("/api/v1/tables/" + table + "/moves", "{\"move\":\"" + reply + "\"}", black).status())
                .isEqualTo(200);
        await(d -> shownVersion() == 2);
        assertThat(board().findElements(By.cssSelector(".board [data-place='" + landed + "'] .piece"))).hasSize(1);
        assertThat(driver.executeScript("return window.loadedOnce === true")).isEqualTo(true);

        // A refused move is the element's word and an error event, and the board stays.
        driver.executeScript("document.querySelector('tabula-board').shadowRoot.querySelector("
                + "\".board [data-place='" + landed + "']\").dispatchEvent(new MouseEvent('click'))");
        await(d -> !heard("error").isEmpty());
        assertThat(shownVersion()).isEqualTo(2);

        assertThat(api.post("/api/v1/tables/" + table + "/resign", "", whiteToken).status()).isEqualTo(200);
        await(d -> !heard("end").isEmpty());
        assertThat(heard("move")).containsExactly(
                "{\"side\":\"white\",\"text\":\"" + move.text() + "\",\"ply\":1,\"version\":1}",
                "{\"side\":\"black\",\"text\":\"" + reply + "\",\"ply\":2,\"version\":2}");
        JsonNode result = api.get("/api/v1/tables/" + table).json().get("result");
        assertThat(Api.JSON.readTree(heard("end").get(0)).get("result")).isEqualTo(result);
        assertThat(board().findElement(By.cssSelector(".turn")).getText()).isEqualTo(result.get("sentence").asText());

        // The same page from an origin the server does not allow: refused, said in the element, the page intact.
        driver.get(platformOrigin("localhost") + "/watch");
        await(d -> "UNREACHABLE".equals(driver.findElement(By.tagName("tabula-board")).getDomAttribute("data-error")));
        assertThat(board().findElement(By.cssSelector(".status")).getText()).contains("--allow-origin");
        assertThat(board().findElements(By.cssSelector(".board [data-place]"))).isEmpty();
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("A platform");
        assertThat(heard("error")).singleElement().asString().contains("UNREACHABLE");
    }
}
