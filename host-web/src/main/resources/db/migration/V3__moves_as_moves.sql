-- A move is stored as a move: a commit writes its table's small row and one table_event row, no longer the whole
-- record. The record is kept in a table of its own (so that updating the row does not copy it along, which
-- SQLite would), written when the table is made, when its game ends and every 256 versions between, so that a
-- table is read back as its record then the log's changes after that version.
-- SQLite (3.35+), H2 and PostgreSQL take it as written.

CREATE TABLE table_record (
    table_id          VARCHAR(32) NOT NULL PRIMARY KEY REFERENCES game_table (id),
    version           BIGINT      NOT NULL,
    record_text       TEXT        NOT NULL,
    unrecorded_chance TEXT
);

INSERT INTO table_record (table_id, version, record_text, unrecorded_chance)
    SELECT id, version, record_text, unrecorded_chance FROM game_table;

ALTER TABLE game_table DROP COLUMN record_text;
ALTER TABLE game_table DROP COLUMN unrecorded_chance;
