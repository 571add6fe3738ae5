package app

import (
	"context"
	"log/slog"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// apiKeyPrefix starts every Open311 API key, so a leaked one is recognisable.
const apiKeyPrefix = "vk_"

// CreateAPIKey makes a named Open311 API key for owner u. The secret is
// returned once; only its hash is kept.
func (a *App) CreateAPIKey(ctx context.Context, u *vecino.User, name string) (*vecino.APIKey, string, error) {
	name = strings.TrimSpace(name)
	fe := vecino.FieldErrors{}
	vecino.CheckLength(fe, "name", name, 1, vecino.MaxAPIKeyName)
	if err := fe.Err(); err != nil {
		return nil, "", err
	}
	secret := apiKeyPrefix + auth.RandomToken()
	k := &vecino.APIKey{Name: name, Prefix: secret[:len(apiKeyPrefix)+6], CreatedBy: u.ID}
	if err := a.Store.CreateAPIKey(ctx, k, auth.HashToken(secret)); err != nil {
		return nil, "", err
	}
	return k, secret, nil
}

// RevokeAPIKey ends a key at once: calls with it are refused from then on.
func (a *App) RevokeAPIKey(ctx context.Context, id string) error {
	return a.Store.RevokeAPIKey(ctx, id)
}

// APIKeyFor returns the live key whose secret is secret; an unknown or
// revoked key, or one whose owner is disabled, is EFORBIDDEN, as the spec's
// "invalid api_key" (403).
func (a *App) APIKeyFor(ctx context.Context, secret string) (*vecino.APIKey, error) {
	invalid := vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key.")
	if secret == "" {
		return nil, invalid
	}
	k, err := a.Store.APIKeyByHash(ctx, auth.HashToken(secret))
	if vecino.ErrorCode(err) == vecino.ENOTFOUND || (err == nil && k.RevokedAt != nil) {
		return nil, invalid
	}
	return k, err
}

// Open311Request is a service request as a city system posts it.
type Open311Request struct {
	Category, Type string // from service_code
	Description    string
	Latitude       *float64
	Longitude      *float64
	Address        string
	OccurredAt     *time.Time // attribute[occurred_at]; the time of filing when nil
	LicensePlate   string     // attribute[license_plate]
	MediaURL       string
}

// FileOpen311 files a request with key k: it enters screening like any
// report, with its origin recorded, in the name of the key's creator (who
// answers for it and gets no email about it). It needs no photo; a
// media_url is kept as a link for staff, never fetched.
func (a *App) FileOpen311(ctx context.Context, k *vecino.APIKey, req Open311Request) (*vecino.Report, error) {
	u, err := a.Store.UserByID(ctx, k.CreatedBy)
	if err != nil || u.Disabled {
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key.")
	}
	if cat, ok := vecino.CategoryBySlug(req.Category); ok && cat.Private {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "No such service_code.",
			Fields: map[string]string{"service_code": vecino.FieldInvalidFormat}}
	}
	now := a.Now().UTC().Truncate(time.Second)
	if req.OccurredAt == nil {
		req.OccurredAt = &now
	}
	in := vecino.ReportInput{Category: req.Category, Type: req.Type, Description: req.Description, Latitude: req.Latitude,
		Longitude: req.Longitude, Address: req.Address, OccurredAt: toSecond(*req.OccurredAt), LicensePlate: req.LicensePlate,
		Open311: true}
	in.Normalize()
	fe := vecino.FieldErrors{}
	if m := strings.TrimSpace(req.MediaURL); m != "" {
		if u, err := url.Parse(m); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || utf8.RuneCountInString(m) > 2000 {
			fe.Add("media_url", vecino.FieldInvalidFormat)
		}
	}
	if err := in.Validate(a.Now()); err != nil {
		return nil, err
	}
	if err := fe.Err(); err != nil {
		return nil, err
	}
	rep := &vecino.Report{ReporterID: u.ID, ReporterName: u.FullName, Origin: vecino.OriginOpen311, APIKeyID: k.ID,
		MediaURL: strings.TrimSpace(req.MediaURL)}
	applyInput(rep, in)
	if rep.NeighborhoodID, err = a.locate(ctx, rep.Latitude, rep.Longitude); err != nil {
		return nil, err
	}
	if err := a.Store.CreateReport(ctx, rep); err != nil {
		return nil, err
	}
	if err := a.Store.TouchAPIKey(ctx, k.ID); err != nil {
		slog.Error("mark api key used", "key", k.ID, "err", err) // the request itself is filed
	}
	a.publish(ctx, "report.created", map[string]string{"id": rep.ID, "status": string(rep.Status)})
	return rep, nil
}
