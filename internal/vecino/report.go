package vecino

import (
	"strconv"
	"time"
)

// Status is a report's place in the review workflow (docs/PRODUCT.md §5).
type Status string

// The four statuses. Every new report starts in screening.
const (
	StatusScreening Status = "screening"
	StatusPending   Status = "pending"
	StatusApproved  Status = "approved"
	StatusRejected  Status = "rejected"
)

// Statuses lists every status in workflow order.
var Statuses = []Status{StatusScreening, StatusPending, StatusApproved, StatusRejected}

// Report is a resident's report of a street-safety or tenant-rights problem.
type Report struct {
	ID           string     `json:"id"`
	ReporterID   string     `json:"-"`
	ReporterName string     `json:"-"` // shown to staff only
	Category     string     `json:"category"`
	Type         string     `json:"type"`
	Status       Status     `json:"status"`
	Description  string     `json:"description"`
	Latitude     *float64   `json:"latitude"`
	Longitude    *float64   `json:"longitude"`
	Address      string     `json:"address"`
	OccurredAt   *time.Time `json:"occurred_at"`
	UploadedAt   time.Time  `json:"uploaded_at"`
	LicensePlate string     `json:"license_plate,omitempty"`
	// Renter-protection fields.
	BuildingAddress string     `json:"building_address,omitempty"`
	Unit            string     `json:"unit,omitempty"`
	LandlordName    string     `json:"landlord_name,omitempty"`
	StartedAt       *time.Time `json:"started_at,omitempty"`

	NeighborhoodID *string    `json:"neighborhood"`
	Resolved       bool       `json:"resolved"`
	UpdatedAt      time.Time  `json:"updated_at"`
	Rejection      *Rejection `json:"rejection"`
	Photos         []Photo    `json:"photos"`
	// Origin is OriginWeb or OriginOpen311; APIKeyID is the key an Open311
	// request was filed with, and MediaURL the photo link it gave (not fetched).
	Origin   string `json:"origin"`
	APIKeyID string `json:"-"`
	MediaURL string `json:"media_url,omitempty"`
	// ClientKey is the Idempotency-Key the reporter's browser sent with the
	// filing; the store keeps one report per reporter and key.
	ClientKey string `json:"-"`
	// PhotosCheckedAt is when a staff member (PhotosCheckedBy, their name)
	// confirmed that the public copies of the photos show no face or plate;
	// nil until then. Approval needs it (NeedsPhotoCheck).
	PhotosCheckedAt *time.Time `json:"photos_checked_at"`
	PhotosCheckedBy string     `json:"photos_checked_by"`
	// ApprovedAt is when the report last became approved; read only where
	// it is needed (the area digest).
	ApprovedAt *time.Time `json:"-"`
}

// Rejection is why a report was rejected: a reason code and a note.
type Rejection struct {
	ReasonCode string `json:"reason_code"`
	Note       string `json:"note"`
}

// Photo is a file attached to a report: an image (with public copy and
// thumbnail) or, for renter-protection reports, a PDF document.
type Photo struct {
	ID          string `json:"id"`
	ReportID    string `json:"-"`
	Position    int    `json:"position"`
	ContentType string `json:"content_type"`
	Width       int    `json:"width,omitempty"`
	Height      int    `json:"height,omitempty"`
	Size        int64  `json:"size"`
	// Version counts the edits of the public copy and thumbnail: each edit
	// writes new files under new keys, so a cached copy is never stale.
	Version int `json:"version"`
	// PublicFile and ThumbFile are the stored keys of the current public
	// copy and thumbnail; empty until the photo is stored (then the keys of
	// the copy made at filing).
	PublicFile string `json:"-"`
	ThumbFile  string `json:"-"`
	// State is PhotoProcessing until the job has made the public copy and
	// thumbnail, then PhotoReady (PhotoFailed if it gave up). Documents are
	// ready as filed.
	State string `json:"state"`
	// AutoOps is the automatic edit the processing found (imaging.Ops as
	// JSON: the faces blurred); empty for photos processed before it was kept.
	AutoOps string `json:"-"`
}

// IsDocument reports whether the file is a PDF rather than an image.
func (p Photo) IsDocument() bool { return p.ContentType == "application/pdf" }

// Keys of a photo's stored files.
func (p Photo) OriginalKey() string { return "photos/" + p.ID + "/original" }
func (p Photo) PublicKey() string   { return p.stored(p.PublicFile, "public") }
func (p Photo) ThumbKey() string    { return p.stored(p.ThumbFile, "thumb") }

func (p Photo) stored(key, name string) string {
	if key != "" {
		return key
	}
	return "photos/" + p.ID + "/" + name + ".jpg"
}

// Edited is p as the edit (or revert) editID leaves it: the next version,
// its public copy and thumbnail under keys named after the edit, so that
// edits racing for the same version never write or delete each other's files.
func (p Photo) Edited(editID string) Photo {
	next := p
	next.Version++
	name := "-" + strconv.Itoa(next.Version) + "-" + editID + ".jpg"
	next.PublicFile, next.ThumbFile = "photos/"+p.ID+"/public"+name, "photos/"+p.ID+"/thumb"+name
	return next
}

// PhotoEdit is one change of a photo's public copy by staff: an edit with
// its operations (imaging.Ops as JSON), or a revert to the automatic
// version. The original file is never changed.
type PhotoEdit struct {
	ID         string    `json:"id"`
	PhotoID    string    `json:"photo_id"`
	ActorID    string    `json:"-"`
	ActorName  string    `json:"actor_name"`
	Kind       string    `json:"kind"` // "edit" or "revert"
	Operations string    `json:"-"`
	CreatedAt  time.Time `json:"created_at"`
}

// Event is one transition in a report's history.
type Event struct {
	ID         string    `json:"id"`
	ReportID   string    `json:"report_id"`
	ActorID    *string   `json:"actor_id,omitempty"`
	FromStatus *Status   `json:"from"`
	ToStatus   Status    `json:"to"`
	ReasonCode string    `json:"reason_code,omitempty"`
	Note       string    `json:"note,omitempty"`
	CreatedAt  time.Time `json:"created_at"`
}

// IsPublic reports whether r is part of the public record: approved, and not
// in a private category.
func (r *Report) IsPublic() bool {
	cat, ok := CategoryBySlug(r.Category)
	return r.Status == StatusApproved && ok && !cat.Private
}

// NeedsPhotoCheck reports whether r can be approved only after staff have
// checked its photos: it will be public (not in a private category) and has
// at least one image.
func (r *Report) NeedsPhotoCheck() bool {
	if cat, ok := CategoryBySlug(r.Category); ok && cat.Private {
		return false
	}
	for _, p := range r.Photos {
		if !p.IsDocument() {
			return true
		}
	}
	return false
}

// PhotosPending reports whether some photo of r is not ready (still
// processing, or failed).
func (r *Report) PhotosPending() bool {
	for _, p := range r.Photos {
		if p.State != PhotoReady {
			return true
		}
	}
	return false
}

// CheckPublishable is the photo rule of approval: a report that needs a
// photo check has all its photos processed and checked, else
// EPHOTOSUNCHECKED.
func (r *Report) CheckPublishable() error {
	if !r.NeedsPhotoCheck() {
		return nil
	}
	if r.PhotosPending() {
		return Errorf(EPHOTOSUNCHECKED, "The photos are still being processed: approve the report once they are ready and checked.")
	}
	if r.PhotosCheckedAt == nil {
		return Errorf(EPHOTOSUNCHECKED, "Check the photos before approving: faces and licence plates must be blurred.")
	}
	return nil
}

// VisibleTo reports whether u (nil for a visitor) may read r: its reporter,
// staff, or anyone once it is public.
func (r *Report) VisibleTo(u *User) bool {
	return r.IsPublic() || (u != nil && (u.ID == r.ReporterID || u.IsStaff()))
}
