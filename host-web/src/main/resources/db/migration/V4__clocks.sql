-- A table's clock, kept as the moment the running side's turn began and each side's time left then (never a ticking
-- count), so that a restarted server or a second one works out the same time left from the same row. NULL
-- time_control: a table without clocks; NULL clock_running and turn_began: no side's time runs (not started, or over).
-- time_control is the API's clock object as JSON, clock_left each side's milliseconds as a JSON object.
-- SQLite, H2 and PostgreSQL take it as written.

ALTER TABLE game_table ADD COLUMN time_control TEXT;
ALTER TABLE game_table ADD COLUMN clock_left TEXT;
ALTER TABLE game_table ADD COLUMN clock_running VARCHAR(100);
ALTER TABLE game_table ADD COLUMN turn_began TIMESTAMP WITH TIME ZONE;
