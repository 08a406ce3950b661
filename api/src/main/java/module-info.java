/**
 * The Tabula game SPI: what every game plugin provides and what every host may rely on.
 *
 * <p>Game plugins implement {@link org.tabula.api.GameProvider} and publish it through
 * {@link java.util.ServiceLoader}; hosts find them with {@code ServiceLoader.load(GameProvider.class)}.
 */
module org.tabula.api {
    exports org.tabula.api;
    exports org.tabula.api.board;

    uses org.tabula.api.GameProvider;
}
