-- Indexes for staff lists, duplicate hints and the public record.
CREATE INDEX violations_status_category ON violations (status, category, uploaded_at, id);
CREATE INDEX violations_status_geo ON violations (status, latitude, longitude);
CREATE INDEX violations_type_geo ON violations (type, latitude);
CREATE INDEX report_events_created ON report_events (created_at);
