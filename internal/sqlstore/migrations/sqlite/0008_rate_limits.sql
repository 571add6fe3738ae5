-- Nothing on SQLite: one instance keeps its rate limits in memory
-- (ratelimit.Memory). PostgreSQL's 0008 creates the shared rate_limits table.
SELECT 1;
