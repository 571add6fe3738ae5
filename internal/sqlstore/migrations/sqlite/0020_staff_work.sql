-- Staff at city scale ([7/7]).

-- The queue position sums a status's reports of every earlier day; n was not
-- in the primary key's index, so each of those days (up to two years' worth)
-- was a lookup in the table (docs/perf/staff.md).
CREATE INDEX status_day_counts_cover ON status_day_counts (status, day, n);

-- Claims: a staff member takes a report ("assign to me"); the claim lapses
-- 30 minutes after it was taken (read as claimed_at > now - 30 min, nothing
-- sweeps) and is cleared by every change of status.
ALTER TABLE violations ADD COLUMN claimed_by TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE violations ADD COLUMN claimed_at TIMESTAMP;
CREATE INDEX violations_claimed ON violations (claimed_by, status, uploaded_at) WHERE claimed_by IS NOT NULL;

-- Internal notes: staff only, never in the reporter's history or any export.
CREATE TABLE report_notes (
    id         TEXT PRIMARY KEY,
    report_id  TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    author_id  TEXT REFERENCES users(id) ON DELETE SET NULL,
    body       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX report_notes_report ON report_notes (report_id, created_at);

-- Reply templates: a text per rejection reason and language that staff put
-- into a rejection's note (the reporter reads it in their language).
CREATE TABLE reply_templates (
    id          TEXT PRIMARY KEY,
    reason_code TEXT NOT NULL,
    language    TEXT NOT NULL,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    updated_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    updated_at  TIMESTAMP NOT NULL
);
CREATE INDEX reply_templates_reason ON reply_templates (reason_code, language);
