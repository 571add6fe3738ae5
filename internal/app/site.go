package app

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// CheckInvestorRequest trims and checks a request from the deck's form.
func CheckInvestorRequest(r *vecino.InvestorRequest) error {
	r.Name, r.Email = strings.TrimSpace(r.Name), strings.TrimSpace(r.Email)
	r.Organization, r.Message = strings.TrimSpace(r.Organization), strings.TrimSpace(r.Message)
	fe := vecino.FieldErrors{}
	vecino.CheckLength(fe, "name", r.Name, 1, 100)
	auth.ValidateEmail(fe, r.Email)
	vecino.CheckLength(fe, "organization", r.Organization, 0, 200)
	vecino.CheckLength(fe, "message", r.Message, 0, 2000)
	return fe.Err()
}

// CreateInvestorRequest checks and stores a request; its ID is set.
func (a *App) CreateInvestorRequest(ctx context.Context, r *vecino.InvestorRequest) error {
	if err := CheckInvestorRequest(r); err != nil {
		return err
	}
	return a.Store.CreateInvestorRequest(ctx, r)
}

// UpdateInvestorRequest sets a request's status and the owner's notes.
func (a *App) UpdateInvestorRequest(ctx context.Context, id, status, notes string) (*vecino.InvestorRequest, error) {
	fe := vecino.FieldErrors{}
	if !slices.Contains(vecino.InvestorStatuses, status) {
		fe.Add("status", vecino.FieldInvalidFormat)
	}
	vecino.CheckLength(fe, "notes", notes, 0, 5000)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	return a.Store.UpdateInvestorRequest(ctx, id, status, notes)
}

// PageView is one counted page view.
type PageView struct {
	Path     string `json:"path"`
	Language string `json:"language"`
	Referrer string `json:"referrer"`
}

// Check checks the path and language.
func (v PageView) Check() error {
	fe := vecino.FieldErrors{}
	if !strings.HasPrefix(v.Path, "/") || len(v.Path) > 300 {
		fe.Add("path", vecino.FieldInvalidFormat)
	}
	if !vecino.ValidLanguage(v.Language) {
		fe.Add("language", vecino.FieldInvalidFormat)
	}
	return fe.Err()
}

// RecordPageView counts a page view: the path without its query (which may
// hold tokens), the language and the referring domain unless it is our own;
// never a cookie or an address.
func (a *App) RecordPageView(ctx context.Context, v PageView) error {
	if err := v.Check(); err != nil {
		return err
	}
	domain := ""
	if u, err := url.Parse(v.Referrer); err == nil && u.Host != "" && !strings.HasSuffix(a.PublicURL, "://"+u.Host) {
		domain = strings.ToLower(u.Hostname())
	}
	path, _, _ := strings.Cut(v.Path, "?")
	return a.Store.RecordPageView(ctx, maskIDs(path), v.Language, domain)
}

// maskIDs writes each segment of path that looks like an id (one with a
// digit that is a number or 8 characters or longer: a UUID, a token) as
// ":id". httpapi already stores the app's route patterns; this keeps a
// report's id out of the table even where the web build's route list is
// missing (development) or a pattern has a literal where an id was.
func maskIDs(path string) string {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		digits := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }) == -1
		if s != "" && strings.ContainsAny(s, "0123456789") && (digits || len(s) >= 8) {
			segs[i] = ":id"
		}
	}
	return strings.Join(segs, "/")
}
