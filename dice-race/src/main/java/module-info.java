import org.tabula.api.GameProvider;

/** A small dice race as a Tabula game plugin: the example a new game follows. */
module org.tabula.dicerace {
    requires transitive org.tabula.api;
    requires org.tabula.engine.support;
    requires org.tabula.notation.common;

    exports org.tabula.dicerace;

    provides GameProvider with org.tabula.dicerace.DiceRaceProvider;
}
