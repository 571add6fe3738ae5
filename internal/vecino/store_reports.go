package vecino

import (
	"context"
	"time"
)

// Reports stores reports, their photos and their history, and answers the
// staff's questions about them.
type Reports interface {
	// CreateReport stores r with its photos and adds jobs to the job queue
	// in the same transaction.
	CreateReport(ctx context.Context, r *Report, jobs ...Job) error
	ReportByID(ctx context.Context, id string) (*Report, error)
	// ReportByClientKey is the reporter's report filed with that
	// Idempotency-Key, or ENOTFOUND.
	ReportByClientKey(ctx context.Context, reporterID, key string) (*Report, error)
	PhotoByID(ctx context.Context, id string) (*Photo, *Report, error)
	// PhotoEdits are a photo's edits, newest first; RecordPhotoEdit records
	// one and moves the photo to its next version, a compare-and-set on
	// p.Version (ECONFLICT when another edit came first).
	PhotoEdits(ctx context.Context, photoID string) ([]PhotoEdit, error)
	RecordPhotoEdit(ctx context.Context, next Photo, e PhotoEdit) error
	// PhotoProcessed records the processing of a photo still processing:
	// its public copy and thumbnail keys, size and automatic edit, state
	// ready (ECONFLICT when it is not processing any more).
	PhotoProcessed(ctx context.Context, p Photo) error
	// PhotoFailed marks a photo still processing as failed.
	PhotoFailed(ctx context.Context, photoID string) error
	// CheckPhotos records that staff member actorID checked the public
	// copies of the report's photos, with an entry in its history
	// (reason photos_checked); EPHOTOSUNCHECKED while a photo is not ready.
	CheckPhotos(ctx context.Context, reportID, actorID string) error
	ReportsByReporter(ctx context.Context, reporterID string, status Status, after string, limit int) ([]*Report, string, error)
	ReporterStats(ctx context.Context, reporterID string) (byStatus, byCategory map[string]int, err error)
	// ReporterUsage is what a reporter's quotas count: their reports still
	// in screening, and the bytes of every file they have filed.
	ReporterUsage(ctx context.Context, reporterID string) (openScreening int, storedBytes int64, err error)
	UpdateReport(ctx context.Context, r *Report) error
	// SetLocation sets a report's point and neighbourhood in any status
	// (staff placing a report filed without one).
	SetLocation(ctx context.Context, id string, lat, lng float64, neighborhoodID *string) error
	DeleteReport(ctx context.Context, id, reporterID string) ([]Photo, error)

	// ChangeStatus is a compare-and-set on ev.FromStatus (ECONFLICT when the
	// report has moved on); it records ev and adds jobs (a delivery, on
	// approval) in the same transaction.
	ChangeStatus(ctx context.Context, ev Event, jobs ...Job) error
	Events(ctx context.Context, reportID string) ([]Event, error)
	// SetResolved: actorID "" records no actor (a department marked it fixed).
	SetResolved(ctx context.Context, id string, resolved bool, note string, actorID string) error

	CountReports(ctx context.Context, status Status) (int, error)
	CountUntil(ctx context.Context, status Status, until time.Time) (int, error)
	PositionOf(ctx context.Context, id string, status Status) (*Position, error)
	FirstInStatus(ctx context.Context, status Status) (string, error)
	StaffReports(ctx context.Context, f StaffFilter) ([]*Report, string, error)
	Duplicates(ctx context.Context, rep *Report, meters float64, days int) ([]*Report, error)
	ReviewStats(ctx context.Context) (*ReviewStats, error)
	SubmissionsByWeek(ctx context.Context, weeks int) ([]WeeklyCount, error)
}

// PublicRecord reads the approved, non-private reports everyone may see.
type PublicRecord interface {
	PublicReports(ctx context.Context, f PublicFilter) ([]*Report, string, error)
	MapPoints(ctx context.Context, f PublicFilter, limit, grid int) ([]MapPoint, error)
	// ExportRows calls fn for every matching report, streaming.
	ExportRows(ctx context.Context, f PublicFilter, fn func(*Report) error) error
}

// StaffFilter selects reports for staff lists.
type StaffFilter struct {
	Status       Status
	Category     string
	Query        string // in description or address, case-insensitive
	Neighborhood string
	Reporter     string // a reporter's user id
	// Claim is "mine" (claimed by ClaimUser) or "unassigned" (no claim
	// taken after ClaimSince); "" for every report.
	Claim      string
	ClaimUser  string
	ClaimSince time.Time
	Cursor     string
	Limit      int
}

// Position is where a report stands among the reports of one status,
// ordered by uploaded_at (docs/PRODUCT.md §5).
type Position struct {
	Position int     `json:"position"`
	Total    int     `json:"total"`
	PrevID   *string `json:"prev_id"`
	NextID   *string `json:"next_id"`
}

// ReviewStats are the numbers on the staff dashboards.
type ReviewStats struct {
	Queue            map[string]int `json:"queue"`              // reports per status
	ScreenedThisWeek int            `json:"screened_this_week"` // left screening in the last 7 days
	ReviewedThisWeek int            `json:"reviewed_this_week"` // left pending in the last 7 days
	MedianScreenMins *float64       `json:"median_minutes_to_screen"`
	MedianReviewMins *float64       `json:"median_minutes_to_review"`
	ResolvedCount    int            `json:"resolved"`
}

// WeeklyCount is the number of reports of one category filed in one week.
type WeeklyCount struct {
	Week     string `json:"week"` // Monday of the week, YYYY-MM-DD
	Category string `json:"category"`
	Count    int    `json:"count"`
}

// PublicFilter selects approved, non-private reports for the public record.
type PublicFilter struct {
	South, West, North, East *float64 // bounding box; all or none
	Category                 string
	From, To                 *time.Time // on occurred_at (uploaded_at when unknown)
	State                    string     // "", "open" or "resolved"
	Neighborhood             string     // a neighbourhood's id
	// Query holds words to find in the description or address, each of
	// them, accent- and case-insensitive.
	Query  string
	Cursor string
	Limit  int
}

// MapPoint is one marker or cluster on the public map.
type MapPoint struct {
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
	Count    int     `json:"count"`
	ID       *string `json:"id,omitempty"`
	Category string  `json:"category,omitempty"`
	Type     string  `json:"type,omitempty"`
	Resolved *bool   `json:"resolved,omitempty"`
}
