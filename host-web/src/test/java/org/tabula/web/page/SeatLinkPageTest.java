package org.tabula.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;

/**
 * A seat's token never stays where others read it: the page takes it out of the address at once (so history and
 * bookmarks keep the table, not the seat) and no request the page makes carries it as a Referer; the tab keeps
 * playing its seat across a reload, and an old link with {@code ?token=} still opens its seat.
 */
class SeatLinkPageTest extends InBrowser {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A browser of its own that logs each request's headers. */
    private static ChromeDriver logging;

    @BeforeAll
    static void logRequests() {
        logging = Browser.open(true);
    }

    @AfterAll
    static void closeLogging() {
        Browser.close(logging);
    }

    private static JsonNode humans() {
        return server.create("{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
    }

    @Test
    void aSeatLink_isTakenOutOfTheAddressAtOnce_andTheTabKeepsItsSeatAcrossAReload() {
        JsonNode created = humans();
        String id = created.get("id").asText();
        String token = created.get("tokens").get("black").asText();
        TablePage page = new TablePage(logging);
        logging.get(server.url("/tables/" + id + "#token=" + token));
        page.await(d -> page.text("seat").equals("You play Black."));
        assertThat(logging.getCurrentUrl()).isEqualTo(server.url("/tables/" + id)).doesNotContain(token);

        logging.navigate().refresh();
        page.awaitVersion(0);
        page.await(d -> page.text("seat").equals("You play Black."));
        assertThat(logging.getCurrentUrl()).doesNotContain(token);
        assertThat(referers()).as("the Referer of every request the page made").allSatisfy(referer ->
                assertThat(referer).doesNotContain(token));
    }

    @Test
    void anOldLinkWithTheTokenInItsQuery_opensTheSeat_andNoRequestTellsItOn() {
        JsonNode created = humans();
        String id = created.get("id").asText();
        String token = created.get("tokens").get("white").asText();
        referers();
        TablePage page = new TablePage(logging);
        logging.get(server.url("/tables/" + id + "?token=" + token));
        page.await(d -> page.text("seat").equals("You play White."));
        page.awaitVersion(0);
        assertThat(logging.getCurrentUrl()).isEqualTo(server.url("/tables/" + id));
        List<String> referers = referers();
        assertThat(referers).as("the Referer of every request the page made").allSatisfy(referer ->
                assertThat(referer).doesNotContain(token));
    }

    @Test
    void theLinksToShare_carryTheTokenWhereNoRequestSendsIt() {
        JsonNode created = humans();
        TablePage page = open(created, "white");
        page.await(d -> page.shown("invites"));
        String link = driver.findElement(org.openqa.selenium.By.cssSelector("#invite-links a[data-side='black']"))
                .getDomAttribute("href");
        assertThat(link).endsWith("/tables/" + created.get("id").asText() + "#token="
                + created.get("tokens").get("black").asText());
    }

    /** The Referer headers of the requests the logging browser sent since the last call (its log is drained). */
    private static List<String> referers() {
        List<String> referers = new ArrayList<>();
        for (LogEntry entry : logging.manage().logs().get("performance")) {
            try {
                JsonNode message = JSON.readTree(entry.getMessage()).get("message");
                if (message.get("method").asText().equals("Network.requestWillBeSent")) {
                    JsonNode headers = message.get("params").get("request").get("headers");
                    headers.properties().forEach(header -> {
                        if (header.getKey().equalsIgnoreCase("Referer")) {
                            referers.add(header.getValue().asText());
                        }
                    });
                }
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        }
        return referers;
    }
}
