import org.tabula.api.GameProvider;


/** Nine Men's Morris as a Tabula game plugin. */
module org.tabula.morris {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires transitive org.tabula.notation.common;

    exports org.tabula.morris;
    exports org.tabula.morris.model;

    provides GameProvider with org.tabula.morris.MorrisProvider;
}
