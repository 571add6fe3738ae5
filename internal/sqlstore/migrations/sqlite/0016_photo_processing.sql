-- Photos are processed by a background job ([1/7]): a photo is filed
-- 'processing' and becomes 'ready' once its public copy exists ('failed' if
-- the job gave up). Photos filed before are ready. auto_ops keeps the
-- automatic edit the job found (the faces), so the photo editor need not
-- look for them again.
ALTER TABLE report_photos ADD COLUMN state TEXT NOT NULL DEFAULT 'ready';
ALTER TABLE report_photos ADD COLUMN auto_ops TEXT NOT NULL DEFAULT '';
-- Approval needs a staff member to have checked the photos' public copies.
ALTER TABLE violations ADD COLUMN photos_checked_at TIMESTAMP;
ALTER TABLE violations ADD COLUMN photos_checked_by TEXT REFERENCES users(id) ON DELETE SET NULL;
