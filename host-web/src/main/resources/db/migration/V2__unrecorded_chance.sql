-- The chance standing that a game's record does not hold (the Royal Game of Ur's roll thrown and not yet moved,
-- Match.unrecordedChance): kept beside record_text so that the record stays the game's own notation and a table
-- reloaded after a restart does not throw again. NULL when none stands. SQLite, H2 and PostgreSQL take it as written.

ALTER TABLE game_table ADD COLUMN unrecorded_chance TEXT;
