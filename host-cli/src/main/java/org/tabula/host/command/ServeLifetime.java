package org.tabula.host.command;

import com.google.inject.ImplementedBy;
import org.tabula.web.TabulaServer;

/** How long {@code tabula serve} runs: until the process is stopped; a test binds one that returns sooner. */
@ImplementedBy(UntilStopped.class)
public interface ServeLifetime {

    /** Returns when the server is to stop; the caller then closes it. */
    void serve(TabulaServer server) throws InterruptedException;
}
