-- What a table's players keep beside the game: their names, whether they may chat and the last lines said, a
-- takeback asked for, a rematch offered or made (org.tabula.web.table.PlayersJson writes it as one JSON object).
-- NULL for a table made before it: no names, chat on, nothing asked. SQLite, H2 and PostgreSQL take it as written.

ALTER TABLE game_table ADD COLUMN players TEXT;
