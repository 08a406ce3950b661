/** What every Tabula game notation shares: coordinates, tokens, records, numbered moves and located errors. */
module org.tabula.notation.common {
    requires transitive org.tabula.api;

    exports org.tabula.notation;
}
