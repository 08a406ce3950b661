/**
 * What a game engine may share instead of writing it again; optional for a game, which keeps its own move
 * generation, evaluation, notation and endings.
 */
module org.tabula.engine.support {
    requires transitive org.tabula.api;

    exports org.tabula.engine.board;
    exports org.tabula.engine.bots;
    exports org.tabula.engine.code;
    exports org.tabula.engine.ending;
    exports org.tabula.engine.perft;
    exports org.tabula.engine.provider;
    exports org.tabula.engine.refusal;
    exports org.tabula.engine.search;
    exports org.tabula.engine.side;
    exports org.tabula.engine.state;
    exports org.tabula.engine.view;
}
