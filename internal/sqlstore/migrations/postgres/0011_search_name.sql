-- search_name is the full name folded for search: lower case, accents
-- removed ("Lucía Núñez" → "lucia nunez"), written by the store on every
-- profile write. Rows that predate it are NULL until the store fills them
-- (Migrate does, right after the migrations run).
ALTER TABLE profiles ADD COLUMN search_name TEXT;
