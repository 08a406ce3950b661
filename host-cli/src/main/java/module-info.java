/** The Tabula terminal host. */
module org.tabula.host {
    requires org.tabula.api;

    uses org.tabula.api.GameProvider;
}
