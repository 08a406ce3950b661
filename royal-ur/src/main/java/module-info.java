import org.tabula.api.GameProvider;

/** The Royal Game of Ur as a Tabula game plugin. */
module org.tabula.royalur {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires transitive org.tabula.notation.common;

    exports org.tabula.royalur;
    exports org.tabula.royalur.model;

    provides GameProvider with org.tabula.royalur.RoyalUrProvider;
}
