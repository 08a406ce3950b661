import org.tabula.api.GameProvider;

/** Xiangqi (Chinese chess) as a Tabula game plugin. */
module org.tabula.xiangqi {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires transitive org.tabula.notation.common;

    exports org.tabula.xiangqi;
    exports org.tabula.xiangqi.model;

    provides GameProvider with org.tabula.xiangqi.XiangqiProvider;
}
