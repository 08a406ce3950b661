import org.tabula.api.GameProvider;

/** A Tabula game plugin: three in a row on three by three squares. */
module ${package} {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires org.tabula.notation.common;

    exports ${package};

    provides GameProvider with ${package}.${gameClass}Provider;
}
