package org.tabula.host.command;

import jakarta.inject.Inject;
import java.util.concurrent.CountDownLatch;
import org.tabula.web.TabulaServer;

/** Runs until SIGINT or SIGTERM, whose shutdown hook closes the server cleanly before the process ends. */
final class UntilStopped implements ServeLifetime {

    @Inject
    UntilStopped() {
    }

    @Override
    public void serve(TabulaServer server) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            closed.countDown();
        }, "tabula-serve-shutdown"));
        closed.await();
    }
}
