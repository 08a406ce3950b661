package org.tabula.web.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The pictures of the page in README.md and docs/browser.md, one a game at 1000x900 and one at 375x900, written
 * to the folder -Dtabula.screenshots names (host-web/screenshots.sh gives docs/pictures); skipped in an ordinary
 * build.
 */
class PageScreenshots {

    @TempDir
    Path dir;

    @Test
    void eachGameInThePage() throws IOException {
        String folder = System.getProperty("tabula.screenshots");
        Assumptions.assumeTrue(folder != null && !folder.isBlank(), "-Dtabula.screenshots=FOLDER not given");
        Path out = Files.createDirectories(Path.of(folder));
        ChromeDriver driver = Browser.open();
        try (PageServer server = new PageServer(dir)) {
            for (List<String> game : List.of(List.of("morris", "white", "black"), List.of("checkers", "black", "white"),
                    List.of("xiangqi", "red", "black"), List.of("royal-ur", "light", "dark"))) {
                JsonNode created = server.create("{\"game\":\"" + game.get(0) + "\",\"seed\":7,\"seats\":{\""
                        + game.get(1) + "\":\"human\",\"" + game.get(2) + "\":\"human\"}}");
                String id = created.get("id").asText();
                JsonNode state = created.get("table");
                // A few moves in, and for a game of chance a throw standing, so that the picture shows play.
                for (int action = 0; action < 7 && state.get("status").asText().equals("active"); action++) {
                    String token = created.get("tokens").get(state.get("turn").asText()).asText();
                    state = state.get("chance").isNull()
                            ? server.api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"" + TablePage.Legal
                                    .of(state).get(0).text() + "\"}", token).json()
                            : server.api.post("/api/v1/tables/" + id + "/roll", "", token).json();
                }
                String side = state.get("turn").asText();
                driver.get(server.url("/tables/" + id + "#token=" + created.get("tokens").get(side).asText()));
                TablePage page = new TablePage(driver);
                page.awaitVersion(state.get("version").asLong());
                Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), out.resolve("page-" + game.get(0)
                        + ".png"), StandardCopyOption.REPLACE_EXISTING);
                // And on a phone's width, 375 px.
                driver.manage().window().setSize(new Dimension(375, 900));
                Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), out.resolve("page-" + game.get(0)
                        + "-375.png"), StandardCopyOption.REPLACE_EXISTING);
                driver.manage().window().setSize(new Dimension(1000, 900));
            }
        } finally {
            Browser.close(driver);
        }
    }
}
