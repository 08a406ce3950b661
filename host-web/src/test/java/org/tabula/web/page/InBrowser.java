package org.tabula.web.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A browser test class: one Chromium and one fresh server (port 0, H2 file in a temporary folder) for all its
 * tests, since a browser is slow to start; screenshots of every window when a test fails.
 */
@ExtendWith(FailureShots.class)
abstract class InBrowser {

    @TempDir
    static Path dir;

    static PageServer server;
    static ChromeDriver driver;

    @BeforeAll
    static void startBrowserAndServer() {
        driver = Browser.open();
        server = new PageServer(dir);
    }

    @AfterAll
    static void stopBrowserAndServer() {
        Browser.close(driver);
        if (server != null) {
            server.close();
        }
    }

    /** The id of the table the browser shows, from its address. */
    static String tableId() {
        String path = driver.getCurrentUrl().replaceFirst("[?#].*", "");
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** Opens a table made through the API as one of its seats, by its seat link. */
    static TablePage open(JsonNode created, String side) {
        driver.get(server.url("/tables/" + created.get("id").asText() + "#token="
                + created.get("tokens").get(side).asText()));
        return new TablePage(driver);
    }
}
