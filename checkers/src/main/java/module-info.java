import org.tabula.api.GameProvider;

/** English draughts (American checkers) as a Tabula game plugin. */
module org.tabula.checkers {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires transitive org.tabula.notation.common;

    exports org.tabula.checkers;
    exports org.tabula.checkers.model;

    provides GameProvider with org.tabula.checkers.CheckersProvider;
}
