-- The renter-protection assistant's local resources as an owner set them in
-- the app; while the table is empty the seeded list (or CHAT_RESOURCES_FILE)
-- is shown. Languages and types are comma-separated codes.
CREATE TABLE chat_resources (
    position       INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,
    description_en TEXT NOT NULL,
    description_es TEXT NOT NULL,
    phone          TEXT NOT NULL DEFAULT '',
    web            TEXT NOT NULL DEFAULT '',
    languages      TEXT NOT NULL,
    types          TEXT NOT NULL DEFAULT '',
    updated_at     TIMESTAMPTZ NOT NULL
);
