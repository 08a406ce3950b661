package org.tabula.web.page;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * When a browser test fails, every open browser's screenshot and page source are saved under
 * host-web/target/browser-failures/ (before any @AfterEach closes a window), named by class, test and browser.
 */
final class FailureShots implements AfterTestExecutionCallback {

    static final Path FOLDER = Path.of("target", "browser-failures");

    @Override
    public void afterTestExecution(ExtensionContext context) throws IOException {
        if (context.getExecutionException().isEmpty()) {
            return;
        }
        Files.createDirectories(FOLDER);
        String name = context.getRequiredTestClass().getSimpleName() + "-" + context.getRequiredTestMethod().getName();
        int n = 0;
        for (ChromeDriver driver : Browser.OPEN) {
            for (String window : driver.getWindowHandles()) {
                n++;
                try {
                    driver.switchTo().window(window);
                    Path shot = driver.getScreenshotAs(OutputType.FILE).toPath();
                    Files.copy(shot, FOLDER.resolve(name + "-" + n + ".png"), StandardCopyOption.REPLACE_EXISTING);
                    Files.writeString(FOLDER.resolve(name + "-" + n + ".html"), driver.getPageSource(),
                            StandardCharsets.UTF_8);
                } catch (WebDriverException e) {
                    Files.writeString(FOLDER.resolve(name + "-" + n + ".txt"), e.toString(), StandardCharsets.UTF_8);
                }
            }
        }
    }
}
