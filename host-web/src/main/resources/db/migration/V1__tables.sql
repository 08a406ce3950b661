-- The server's tables: one row per table as last committed, and the log of every committed change.
-- Plain SQL that H2 (2.x) and PostgreSQL (14+) both take as written. TEXT is H2's CLOB and PostgreSQL's text:
-- a record can run to hundreds of kilobytes.

CREATE TABLE game_table (
    id           VARCHAR(32)              NOT NULL PRIMARY KEY,
    game         VARCHAR(100)             NOT NULL,
    options      TEXT                     NOT NULL,
    seats        TEXT                     NOT NULL,
    token_hashes TEXT                     NOT NULL,
    seed         BIGINT                   NOT NULL,
    draws        INTEGER                  NOT NULL,
    record_text  TEXT                     NOT NULL,
    ply          INTEGER                  NOT NULL,
    status       VARCHAR(16)              NOT NULL,
    version      BIGINT                   NOT NULL,
    created      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated      TIMESTAMP WITH TIME ZONE NOT NULL
);

-- active() at a restart, recent() for the lobby.
CREATE INDEX game_table_status ON game_table (status);
CREATE INDEX game_table_updated ON game_table (updated);

CREATE TABLE table_event (
    table_id     VARCHAR(32)              NOT NULL REFERENCES game_table (id),
    version      BIGINT                   NOT NULL,
    action       VARCHAR(16)              NOT NULL,
    side         VARCHAR(100)             NOT NULL,
    move_text    TEXT                     NOT NULL,
    committed_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (table_id, version)
);
