-- The names the seats' players gave, for the lobby's filter by a player's name: each name in lower case between
-- line breaks ('\nann\nbob\n'; a name holds no line break), so that a name is found with LIKE '%\nann\n%'.
-- Written with the players column (org.tabula.web.store.SeatNames); NULL for a table whose players gave no name.
-- Names came in with V5, never released, so no table before it has one to fill in.
-- SQLite, H2 and PostgreSQL take it as written.

ALTER TABLE game_table ADD COLUMN seat_names TEXT;

-- The lobby's list reads the newest made first, a page after a (created, id) cursor: an index in that order keeps
-- a page one short read however many tables the store holds.
CREATE INDEX game_table_created ON game_table (created, id);
