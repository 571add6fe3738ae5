package vecino

import (
	"context"
	"net/mail"
	"net/url"
	"strings"
	"time"
)

// Department is a part of the city that fixes problems: approved reports
// routed to it are delivered by email to its addresses, in its language,
// or, when it has an Open311 endpoint, filed in the city's own 311 system.
type Department struct {
	ID        string           `json:"id"`
	Name      string           `json:"name"`
	Emails    []string         `json:"emails"`
	Language  string           `json:"language"`
	IsDefault bool             `json:"is_default"`
	Open311   *Open311Endpoint `json:"open311"`
	CreatedAt time.Time        `json:"created_at"`
}

// Open311Endpoint is a city 311 system that takes GeoReport v2 requests:
// its base URL (the folder of requests.json), the API key Vecino files
// with, the jurisdiction_id if it serves several, and the service code of
// each of our report types ("category/type" or "category" → its code).
type Open311Endpoint struct {
	BaseURL        string            `json:"base_url"`
	APIKey         string            `json:"api_key,omitempty"`
	APIKeySet      bool              `json:"api_key_set"`
	JurisdictionID string            `json:"jurisdiction_id"`
	ServiceCodes   map[string]string `json:"service_codes"`
}

// Channel is how a delivery reaches its department.
func (d *Department) Channel() string {
	if d.Open311 != nil && d.Open311.BaseURL != "" {
		return ChannelOpen311
	}
	return ChannelEmail
}

// ServiceCode is the endpoint's code for a report type: the type's own
// mapping, else its category's, else our own "category/type" (what
// another Vecino's Open311 endpoint takes).
func (o *Open311Endpoint) ServiceCode(category, typ string) string {
	if c := o.ServiceCodes[category+"/"+typ]; typ != "" && c != "" {
		return c
	}
	if c := o.ServiceCodes[category]; c != "" {
		return c
	}
	if typ == "" {
		return category
	}
	return category + "/" + typ
}

// Delivery channels.
const (
	ChannelEmail   = "email"
	ChannelOpen311 = "open311"
)

// Delivery states: queued until sent (or failed after the last try);
// unrouted when no department takes the report; not_ours when the
// department said so (staff pick another and resend).
const (
	DeliveryQueued   = "queued"
	DeliverySent     = "sent"
	DeliveryFailed   = "failed"
	DeliveryUnrouted = "unrouted"
	DeliveryNotOurs  = "not_ours"
)

// MaxDepartmentEmails caps a department's addresses.
const MaxDepartmentEmails = 10

// Validate checks and tidies a department before it is stored: a name, a
// language of en or es, valid addresses (at least one unless it has an
// Open311 endpoint), an http(s) base URL, service codes of known types.
func (d *Department) Validate() error {
	fe := FieldErrors{}
	d.Name = strings.TrimSpace(d.Name)
	CheckLength(fe, "name", d.Name, 1, 120)
	if d.Language == "" {
		d.Language = "en"
	}
	if d.Language != "en" && d.Language != "es" {
		fe.Add("language", FieldNotAllowed)
	}
	emails := make([]string, 0, len(d.Emails))
	for _, e := range d.Emails {
		if e = strings.TrimSpace(e); e == "" {
			continue
		}
		if a, err := mail.ParseAddress(e); err != nil || a.Address != e || len(e) > 254 {
			fe.Add("emails", FieldInvalidFormat)
		}
		emails = append(emails, e)
	}
	d.Emails = emails
	if len(emails) > MaxDepartmentEmails {
		fe.Add("emails", FieldOutOfRange)
	}
	if o := d.Open311; o != nil {
		o.BaseURL = strings.TrimRight(strings.TrimSpace(o.BaseURL), "/")
		o.JurisdictionID = strings.TrimSpace(o.JurisdictionID)
		if o.BaseURL == "" && o.APIKey == "" && o.JurisdictionID == "" && len(o.ServiceCodes) == 0 {
			d.Open311 = nil
		} else {
			if u, err := url.Parse(o.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				fe.Add("open311.base_url", FieldInvalidFormat)
			}
			CheckLength(fe, "open311.jurisdiction_id", o.JurisdictionID, 0, 200)
			CheckLength(fe, "open311.api_key", o.APIKey, 0, 500)
			for k, v := range o.ServiceCodes {
				cat, typ, _ := strings.Cut(k, "/")
				if !KnownType(cat, typ) || strings.TrimSpace(v) == "" || len(v) > 200 {
					fe.Add("open311.service_codes", FieldInvalidFormat)
				}
			}
		}
	}
	if len(d.Emails) == 0 && d.Channel() == ChannelEmail {
		fe.Add("emails", FieldRequired)
	}
	return fe.Err()
}

// RoutingRule sends reports of a category (and, when set, of one type and
// in one neighbourhood) to a department.
type RoutingRule struct {
	ID             string    `json:"id"`
	Category       string    `json:"category"`
	Type           string    `json:"type"`
	NeighborhoodID *string   `json:"neighborhood_id"`
	DepartmentID   string    `json:"department_id"`
	CreatedAt      time.Time `json:"created_at"`
}

// Validate checks that the rule names a known category and type.
func (r *RoutingRule) Validate() error {
	fe := FieldErrors{}
	r.Type = CanonicalType(r.Category, r.Type)
	if r.Category == "" {
		fe.Add("category", FieldRequired)
	} else if !KnownType(r.Category, r.Type) {
		fe.Add("type", FieldNotAllowed)
	}
	if r.DepartmentID == "" {
		fe.Add("department_id", FieldRequired)
	}
	if r.NeighborhoodID != nil && *r.NeighborhoodID == "" {
		r.NeighborhoodID = nil
	}
	return fe.Err()
}

// KnownType reports whether category is in the catalog and typ, when
// set, is one of its types.
func KnownType(category, typ string) bool {
	if typ == "" {
		_, ok := CategoryBySlug(category)
		return ok
	}
	_, _, ok := LookupType(category, typ)
	return ok
}

// Route picks the department for a report of category and typ in
// neighborhood (nil: none): the most specific matching rule wins (a type
// counts more than a neighbourhood), else the default department. A
// private (renter-protection) report goes only where a rule names its
// category: never to the default. "" when nothing matches.
func Route(rules []RoutingRule, departments []Department, category, typ string, neighborhood *string, private bool) string {
	best, bestScore := "", -1
	for _, r := range rules {
		if r.Category != category || (r.Type != "" && r.Type != typ) {
			continue
		}
		if r.NeighborhoodID != nil && (neighborhood == nil || *neighborhood != *r.NeighborhoodID) {
			continue
		}
		score := 0
		if r.Type != "" {
			score += 2
		}
		if r.NeighborhoodID != nil {
			score++
		}
		if score > bestScore {
			best, bestScore = r.DepartmentID, score
		}
	}
	if best != "" || private {
		return best
	}
	for _, d := range departments {
		if d.IsDefault {
			return d.ID
		}
	}
	return ""
}

// Delivery is one sending of a report to a department.
type Delivery struct {
	ID             string     `json:"id"`
	ReportID       string     `json:"report_id"`
	DepartmentID   *string    `json:"department_id"`
	DepartmentName string     `json:"department_name"`
	Channel        string     `json:"channel"`
	State          string     `json:"state"`
	Attempts       int        `json:"attempts"`
	LastError      string     `json:"last_error"`
	ExternalID     string     `json:"external_id"`
	ExternalStatus string     `json:"-"`
	CreatedAt      time.Time  `json:"created_at"`
	UpdatedAt      time.Time  `json:"updated_at"`
	SentAt         *time.Time `json:"sent_at"`
}

// Update kinds: what a department says about a report.
const (
	UpdateAcknowledged = "acknowledged"
	UpdateInProgress   = "in_progress"
	UpdateFixed        = "fixed"
	UpdateNotOurs      = "not_ours"
)

// UpdateKinds lists the kinds a department may choose.
var UpdateKinds = []string{UpdateAcknowledged, UpdateInProgress, UpdateFixed, UpdateNotOurs}

// ReportUpdate is one dated word from a department about a report, sent
// through its link ("link") or read from its 311 system ("open311").
type ReportUpdate struct {
	ID             string    `json:"id"`
	ReportID       string    `json:"report_id"`
	DeliveryID     *string   `json:"delivery_id,omitempty"`
	DepartmentName string    `json:"department_name"`
	Kind           string    `json:"kind"`
	Note           string    `json:"note"`
	Source         string    `json:"source"`
	CreatedAt      time.Time `json:"created_at"`
}

// Departments stores the departments, the routing rules, the deliveries
// and the departments' updates.
type Departments interface {
	Departments(ctx context.Context) ([]Department, error)
	DepartmentByID(ctx context.Context, id string) (*Department, error)
	// CreateDepartment and UpdateDepartment store d; a default department
	// takes the place of the former one. An Open311 key left empty on
	// update keeps the stored one. ECONFLICT on a name taken.
	CreateDepartment(ctx context.Context, d *Department) error
	UpdateDepartment(ctx context.Context, d *Department) error
	// DeleteDepartment removes it and its rules; its deliveries keep its name.
	DeleteDepartment(ctx context.Context, id string) error
	RoutingRules(ctx context.Context) ([]RoutingRule, error)
	// CreateRoutingRule: ECONFLICT when a rule for the same category, type
	// and neighbourhood exists.
	CreateRoutingRule(ctx context.Context, r *RoutingRule) error
	DeleteRoutingRule(ctx context.Context, id string) error

	// CreateDelivery stores d (its ID set by the caller; ECONFLICT when it exists).
	CreateDelivery(ctx context.Context, d *Delivery) error
	DeliveryByID(ctx context.Context, id string) (*Delivery, error)
	// Deliveries are a report's deliveries, oldest first.
	Deliveries(ctx context.Context, reportID string) ([]Delivery, error)
	// RecordDeliveryTry counts one try of a delivery and leaves it in state
	// with lastErr; a sent one records externalID and when; jobs are added
	// in the same transaction (the emails of a sent delivery).
	RecordDeliveryTry(ctx context.Context, id, state, lastErr, externalID string, jobs ...Job) error
	// SetDeliveryState sets the state alone (not_ours); SetExternalStatus
	// what the 311 system last said.
	SetDeliveryState(ctx context.Context, id, state string) error
	SetExternalStatus(ctx context.Context, id, status string) error
	// DeliveriesToPoll are sent Open311 deliveries whose request is not
	// closed, oldest first.
	DeliveriesToPoll(ctx context.Context, limit int) ([]Delivery, error)
	AddReportUpdate(ctx context.Context, u *ReportUpdate) error
	// ReportUpdates are a report's updates, oldest first.
	ReportUpdates(ctx context.Context, reportID string) ([]ReportUpdate, error)
}
