package vecino

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// ClaimTimeout is how long a claim ("assign to me") holds without a
// decision: after it, the report counts as unassigned again and anyone may
// claim it. A decision (any change of status) ends the claim at once.
const ClaimTimeout = 30 * time.Minute

// Claim says which staff member took a report in a queue.
type Claim struct {
	UserID    string    `json:"user_id"`
	UserName  string    `json:"user_name"`
	ClaimedAt time.Time `json:"claimed_at"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Note is an internal note on a report: staff only, never shown to its
// reporter nor exported.
type Note struct {
	ID         string    `json:"id"`
	ReportID   string    `json:"report_id"`
	AuthorID   *string   `json:"author_id,omitempty"`
	AuthorName string    `json:"author_name"`
	Body       string    `json:"body"`
	CreatedAt  time.Time `json:"created_at"`
}

// ReplyTemplate is a text for a rejection's note, per reason and language;
// staff put it into the note they send the reporter.
type ReplyTemplate struct {
	ID         string    `json:"id"`
	ReasonCode string    `json:"reason_code"`
	Language   string    `json:"language"`
	Title      string    `json:"title"`
	Body       string    `json:"body"`
	UpdatedBy  *string   `json:"updated_by,omitempty"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// Lengths of the staff's texts, in characters.
const (
	MaxNoteLen          = 2000
	MaxTemplateTitleLen = 100
)

// CleanNote trims a note's body and checks it: required, at most
// MaxNoteLen characters.
func CleanNote(body string) (string, error) {
	body = strings.TrimSpace(body)
	fe := FieldErrors{}
	switch {
	case body == "":
		fe.Add("body", FieldRequired)
	case utf8.RuneCountInString(body) > MaxNoteLen:
		fe.Add("body", FieldTooLong)
	}
	return body, fe.Err()
}

// Clean trims t's texts and checks every field: a known rejection reason, a
// language of the app, a title (≤ 100) and a body (≤ 2000, the length of a
// rejection's note).
func (t *ReplyTemplate) Clean() error {
	t.Title, t.Body = strings.TrimSpace(t.Title), strings.TrimSpace(t.Body)
	fe := FieldErrors{}
	if t.ReasonCode == "" {
		fe.Add("reason_code", FieldRequired)
	} else if !slices.Contains(ReasonCodes, t.ReasonCode) {
		fe.Add("reason_code", FieldNotAllowed)
	}
	if !ValidLanguage(t.Language) {
		fe.Add("language", FieldInvalidFormat)
	}
	switch {
	case t.Title == "":
		fe.Add("title", FieldRequired)
	case utf8.RuneCountInString(t.Title) > MaxTemplateTitleLen:
		fe.Add("title", FieldTooLong)
	}
	switch {
	case t.Body == "":
		fe.Add("body", FieldRequired)
	case utf8.RuneCountInString(t.Body) > MaxNoteLen:
		fe.Add("body", FieldTooLong)
	}
	return fe.Err()
}

// StaffWork stores what staff share while working the queues: claims,
// internal notes and reply templates.
type StaffWork interface {
	// ClaimReport gives report id to userID as of at, when no one else
	// holds a claim taken after since (ECONFLICT otherwise; ENOTFOUND for
	// no report). Claiming again renews one's own claim.
	ClaimReport(ctx context.Context, id, userID string, at, since time.Time) error
	// ReleaseClaim ends userID's claim of report id (nothing when they hold none).
	ReleaseClaim(ctx context.Context, id, userID string) error
	// Claims are the live claims (taken after since) of the reports ids.
	Claims(ctx context.Context, ids []string, since time.Time) (map[string]Claim, error)

	AddNote(ctx context.Context, n *Note) error
	// Notes are a report's internal notes, oldest first.
	Notes(ctx context.Context, reportID string) ([]Note, error)

	// ReplyTemplates are the templates, by reason and language; an empty
	// language means every language.
	ReplyTemplates(ctx context.Context, language string) ([]ReplyTemplate, error)
	CreateReplyTemplate(ctx context.Context, t *ReplyTemplate) error
	// UpdateReplyTemplate rewrites template t.ID (ENOTFOUND when gone).
	UpdateReplyTemplate(ctx context.Context, t *ReplyTemplate) error
	DeleteReplyTemplate(ctx context.Context, id string) error
}
