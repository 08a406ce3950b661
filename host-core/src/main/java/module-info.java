/**
 * What every Tabula host shares: finding the game plugins, seating people and bots, the referee that throws the
 * dice and times the bots, and the pool the bots think on. It names no game.
 */
module org.tabula.host.core {
    requires transitive org.tabula.api;
    requires transitive com.google.guice;
    // Guice's Provider and annotations extend these; Guice (an automatic module) does not require it for us.
    requires jakarta.inject;
    // The JSON shapes the server's API and the terminal host's --json share.
    requires transitive com.fasterxml.jackson.databind;

    uses org.tabula.api.GameProvider;

    exports org.tabula.host.core;
    exports org.tabula.host.core.clock;
    exports org.tabula.host.core.data;
    exports org.tabula.host.core.json;
    exports org.tabula.host.core.plugin;
    exports org.tabula.host.core.referee;
    exports org.tabula.host.core.seat;

    opens org.tabula.host.core to com.google.guice;
    opens org.tabula.host.core.plugin to com.google.guice;
}
