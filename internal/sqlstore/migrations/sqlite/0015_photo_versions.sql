-- The photo editor ([4/9]): each saved edit or revert writes the public copy
-- and thumbnail under new keys (public-N.jpg) and counts here, so a copy
-- cached by a browser or proxy is never the old one.
ALTER TABLE report_photos ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
