/** Any game's board layout drawn as a standalone SVG picture: written once for every host, naming no game. */
module org.tabula.board.svg {
    requires transitive org.tabula.api;

    exports org.tabula.svg;
}
