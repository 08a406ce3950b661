package org.tabula.web.page;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven through its own chromedriver (never one Selenium Manager would download: the
 * paths are given). Without either binary the browser tests are skipped, never passed.
 */
final class Browser {

    static final Path CHROMIUM = Path.of(System.getProperty("tabula.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("tabula.chromedriver", "/usr/bin/chromedriver"));

    /** The drivers open now, for {@link FailureShots} to photograph when a test fails. */
    static final List<ChromeDriver> OPEN = new CopyOnWriteArrayList<>();

    private Browser() {
    }

    /** A fresh headless Chromium of 1000x900 with a profile of its own; the test is skipped without one. */
    static ChromeDriver open() {
        return open(false);
    }

    /**
     * A fresh headless Chromium as {@link #open()} gives, which with {@code networkLog} keeps the DevTools
     * network events (each request's headers) in its {@code performance} log.
     */
    static ChromeDriver open(boolean networkLog) {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + " (apt install chromium)");
        Assumptions.assumeTrue(Files.isExecutable(CHROMEDRIVER),
                "no chromedriver at " + CHROMEDRIVER + " (apt install chromium-driver)");
        Path profile;
        try {
            profile = Files.createTempDirectory("tabula-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                "--window-size=1000,900");
        if (networkLog) {
            options.setCapability("goog:loggingPrefs", java.util.Map.of("performance", "ALL"));
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
        OPEN.add(driver);
        return driver;
    }

    static void close(ChromeDriver driver) {
        if (driver != null) {
            OPEN.remove(driver);
            driver.quit();
        }
    }
}
