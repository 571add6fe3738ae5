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

// APIKeyFor returns the live key whose secret is secret, with the account
// that made it. A key works only while that account is an owner and not
// disabled: it stops the moment its creator loses the owner role or is
// disabled (and works again if the role comes back; revoking ends it for
// good). An unknown or revoked key, or one whose creator may no longer use
// it, is EFORBIDDEN, the spec's "invalid api_key" (403).
func (a *App) APIKeyFor(ctx context.Context, secret string) (*vecino.APIKey, *vecino.User, error) {
	invalid := vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key.")
	if secret == "" {
		return nil, nil, vecino.Errorf(vecino.EFORBIDDEN, "An api_key is required.")
	}
	k, err := a.Store.APIKeyByHash(ctx, auth.HashToken(secret))
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return nil, nil, invalid
	} else if err != nil {
		return nil, nil, err
	}
	if k.RevokedAt != nil {
		return nil, nil, vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key: it was revoked.")
	}
	u, err := a.keyCreator(ctx, k)
	if err != nil {
		return nil, nil, err
	}
	return k, u, nil
}

// keyCreator is the account that made k while it may still use k: an owner
// that is not disabled.
func (a *App) keyCreator(ctx context.Context, k *vecino.APIKey) (*vecino.User, error) {
	u, err := a.Store.UserByID(ctx, k.CreatedBy)
	switch {
	case vecino.ErrorCode(err) == vecino.ENOTFOUND:
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key: the account that made it no longer exists.")
	case err != nil:
		return nil, err
	case u.Disabled:
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key: the account that made it is disabled.")
	case !u.HasAnyRole(vecino.RoleOwner):
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Invalid api_key: the account that made it is no longer an owner.")
	}
	return u, nil
}

// Open311Request is a service request as a city system posts it.
type Open311Request struct {
	Category, Type string // from service_code
	Description    string // optional, up to vecino.MaxOpen311Description
	Latitude       *float64
	Longitude      *float64
	Address        string     // address_string
	AddressID      string     // address_id: kept in the address text, never geocoded
	OccurredAt     *time.Time // attribute[occurred_at]; the time of filing when nil
	LicensePlate   string     // attribute[license_plate]
	MediaURL       string
}

// open311Stand is what Validate sees as the description of an Open311
// filing: the spec's limits (none below, 4,000 above) are checked instead of
// the web form's.
var open311Stand = strings.Repeat("-", vecino.MinDescription)

// FileOpen311 files a request with key k: it enters screening like any
// report, with its origin recorded, in the name of the key's creator (who
// answers for it and gets no email about it). It counts against the filing
// quotas of that account and of the calling address, as a web filing does
// (checkFilingQuotas). A request with a typed address and no point is
// geocoded as web filings are. It needs no photo; a media_url is kept as a
// link for staff, never fetched.
func (a *App) FileOpen311(ctx context.Context, k *vecino.APIKey, req Open311Request) (*vecino.Report, error) {
	u, err := a.keyCreator(ctx, k)
	if err != nil {
		return nil, err
	}
	if cat, ok := vecino.CategoryBySlug(req.Category); !ok || cat.Private {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "No such service_code.")
	}
	now := a.Now().UTC().Truncate(time.Second)
	if req.OccurredAt == nil {
		req.OccurredAt = &now
	}
	typed := strings.TrimSpace(req.Address)
	in := vecino.ReportInput{Category: req.Category, Type: req.Type, Description: open311Stand, Latitude: req.Latitude,
		Longitude: req.Longitude, Address: withAddressID(typed, strings.TrimSpace(req.AddressID)),
		OccurredAt: toSecond(*req.OccurredAt), LicensePlate: req.LicensePlate, Open311: true}
	in.Normalize()
	fe := vecino.FieldErrors{}
	description := strings.TrimSpace(req.Description)
	vecino.CheckLength(fe, "description", description, 0, vecino.MaxOpen311Description)
	vecino.CheckLength(fe, "address_id", strings.TrimSpace(req.AddressID), 0, vecino.MaxAddressID)
	if m := strings.TrimSpace(req.MediaURL); m != "" {
		if u, err := url.Parse(m); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || utf8.RuneCountInString(m) > 2000 {
			fe.Add("media_url", vecino.FieldInvalidFormat)
		}
	}
	if err := in.Validate(a.Now()); err != nil {
		if e, ok := err.(*vecino.Error); ok && e.Fields != nil {
			for f, c := range fe {
				e.Fields[f] = c
			}
		}
		return nil, err
	}
	if err := fe.Err(); err != nil {
		return nil, err
	}
	in.Description = description
	if err := a.checkFilingQuotas(ctx, u, 0); err != nil {
		return nil, err
	}
	if in.Latitude == nil && in.Longitude == nil && typed != "" {
		// Only the typed address goes to the geocoder; an address_id means
		// nothing to it.
		at := vecino.ReportInput{Address: typed}
		a.geocode(ctx, &at)
		in.Latitude, in.Longitude = at.Latitude, at.Longitude
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
	a.spendFilingQuotas(ctx, u)
	if err := a.Store.TouchAPIKey(ctx, k.ID); err != nil {
		slog.Error("mark api key used", "key", k.ID, "err", err) // the request itself is filed
	}
	a.publish(ctx, "report.created", map[string]string{"id": rep.ID, "status": string(rep.Status)})
	return rep, nil
}

// withAddressID puts an address_id into the address text, where staff see
// it: "12 Grove St (address_id: 4711)", or "address_id: 4711" alone.
func withAddressID(address, id string) string {
	switch {
	case id == "":
		return address
	case address == "":
		return "address_id: " + id
	}
	return address + " (address_id: " + id + ")"
}
