// Package demo fills a database with one account per role and reports in
// every status, so that a newcomer can try every screen at once.
package demo

import (
	"context"
	"crypto/rand"
	_ "embed"
	"fmt"
	"io"
	"math/big"
	"runtime"
	"time"

	"github.com/google/uuid"
	"golang.org/x/sync/errgroup"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Account is a demo login.
type Account struct {
	Role     vecino.Role
	Email    string
	Password string
}

// Seed creates the demo accounts (or gives existing ones a new password),
// adds demo reports the first time, and prints the logins to out.
func Seed(ctx context.Context, db *sqlstore.DB, h *auth.Hasher, files filestore.Store, out io.Writer) ([]Account, error) {
	var accounts []Account
	ids := map[vecino.Role]string{}
	for _, role := range vecino.Roles {
		a := Account{Role: role, Email: string(role) + "@demo.vecino.city", Password: password()}
		hash, err := h.Hash(ctx, a.Password)
		if err != nil {
			return nil, err
		}
		u, _, err := db.UserByEmail(ctx, a.Email)
		switch vecino.ErrorCode(err) {
		case "":
			err = db.SetPassword(ctx, u.ID, hash)
		case vecino.ENOTFOUND:
			u, err = db.CreateUser(ctx, vecino.NewUser{Email: a.Email, PasswordHash: hash, Confirmed: true, FirstName: "Demo",
				LastName: label[role], PreferredLanguage: "en", Roles: []vecino.Role{role}})
		}
		if err != nil {
			return nil, fmt.Errorf("demo account %s: %w", role, err)
		}
		ids[role] = u.ID
		accounts = append(accounts, a)
	}
	if n, err := db.CountReports(ctx, ""); err != nil {
		return nil, err
	} else if n == 0 {
		if err := seedNeighborhoods(ctx, db); err != nil {
			return nil, err
		}
		if err := seedReports(ctx, db, files, ids); err != nil {
			return nil, err
		}
	}
	fmt.Fprintln(out, "Demo accounts (passwords are new at every start):")
	for _, a := range accounts {
		fmt.Fprintf(out, "  %-15s %-34s %s\n", a.Role, a.Email, a.Password)
	}
	return accounts, nil
}

var label = map[vecino.Role]string{
	vecino.RoleReporter: "Reporter", vecino.RoleReporterAdmin: "Reporter Admin", vecino.RoleReviewer: "Reviewer",
	vecino.RoleReviewerAdmin: "Reviewer Admin", vecino.RoleOwner: "Owner",
}

// password returns 16 random characters from an alphabet without look-alikes.
func password() string {
	const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 16)
	for i := range b {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		b[i] = alphabet[n.Int64()]
	}
	return string(b)
}

type sample struct {
	category, typ, description, address string
	dLat, dLng                          float64
}

var samples = []sample{
	{"road-infrastructure", "pothole", "A deep pothole in the right lane; cyclists swerve into traffic to avoid it.", "Grove St & Newark Ave", 0.001, 0.002},
	{"illegal-parking", "double-parking", "Delivery vans double-park every morning and block the bus stop.", "Washington St & 1st St", -0.002, 0.001},
	{"crosswalk-signals", "short-walk-time", "The walk signal lasts about 8 seconds; older neighbours cannot cross in time.", "Christopher Columbus Dr & Monmouth St", 0.003, -0.002},
	{"infrastructure-gaps", "missing-curb-ramp", "No curb ramp on the north-east corner; wheelchairs must use the street.", "Jersey Ave & 6th St", -0.001, -0.003},
	{"visibility-hazards", "poor-street-lighting", "Three street lights out along the block; the crosswalk is dark at night.", "Erie St & 9th St", 0.002, 0.003},
	{"careless-driver", "running-red-light", "Drivers turning left run the red light almost every cycle at rush hour.", "Marin Blvd & Montgomery St", -0.003, 0.002},
	{"signage-signals", "faded-signs", "The school crossing sign is faded and hidden by a tree branch.", "Coles St & 10th St", 0.0015, -0.001},
	{"speed-traffic", "speeding-in-school-zone", "Cars speed past the school entrance during drop-off time.", "Brunswick St & 4th St", -0.0025, -0.0015},
}

// NeighborhoodsGeoJSON is the sample boundaries around the default map
// centre: four neighbourhoods, as an owner would import them.
//
//go:embed neighborhoods.geojson
var NeighborhoodsGeoJSON []byte

// seedNeighborhoods imports the sample boundaries.
func seedNeighborhoods(ctx context.Context, db *sqlstore.DB) error {
	ns, err := vecino.ParseBoundaries(NeighborhoodsGeoJSON)
	if err != nil {
		return err
	}
	_, _, err = db.ImportNeighborhoods(ctx, ns)
	return err
}

// seedReports files the samples and moves them through the workflow so that
// every status has some.
func seedReports(ctx context.Context, db *sqlstore.DB, files filestore.Store, ids map[vecino.Role]string) error {
	center := [2]float64{40.7178, -74.0431}
	paths := [][]vecino.Status{
		{}, {}, // screening
		{vecino.StatusPending}, {vecino.StatusPending},
		{vecino.StatusPending, vecino.StatusApproved}, {vecino.StatusPending, vecino.StatusApproved},
		{vecino.StatusRejected}, {vecino.StatusPending, vecino.StatusRejected},
	}
	ns, err := db.Neighborhoods(ctx)
	if err != nil {
		return err
	}
	areas := vecino.NewNeighborhoodIndex(ns)
	// The photos are made first, on every core: processing them one by one
	// was most of the demo's start-up.
	now := time.Now().UTC()
	occurredAt := func(i int) time.Time { return now.Add(-time.Duration(i+1) * 26 * time.Hour).Truncate(time.Second) }
	photos := make([]vecino.Photo, len(samples))
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	for i, s := range samples {
		g.Go(func() (err error) {
			photos[i], err = samplePhoto(ctx, files, center[0]+s.dLat, center[1]+s.dLng, occurredAt(i))
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for i, s := range samples {
		lat, lng := center[0]+s.dLat, center[1]+s.dLng
		occurred := occurredAt(i)
		r := &vecino.Report{ReporterID: ids[vecino.RoleReporter], Category: s.category, Type: s.typ, Description: s.description,
			Latitude: &lat, Longitude: &lng, Address: s.address, OccurredAt: &occurred}
		if id := areas.Locate(lat, lng); id != "" {
			r.NeighborhoodID = &id
		}
		r.Photos = []vecino.Photo{photos[i]}
		if err := db.CreateReport(ctx, r); err != nil {
			return err
		}
		from := vecino.StatusScreening
		for _, to := range paths[i] {
			actor := ids[vecino.RoleReporterAdmin]
			if from == vecino.StatusPending {
				actor = ids[vecino.RoleReviewer]
			}
			ev := vecino.Event{ReportID: r.ID, ActorID: &actor, FromStatus: &from, ToStatus: to}
			if to == vecino.StatusRejected {
				ev.ReasonCode, ev.Note = "not_enough_evidence", "The photo does not show the problem clearly."
			}
			if err := db.ChangeStatus(ctx, ev); err != nil {
				return err
			}
			from = to
		}
	}
	return nil
}

// samplePhoto stores a generated picture (with EXIF, like a phone's) as a
// report photo would be stored.
func samplePhoto(ctx context.Context, files filestore.Store, lat, lng float64, taken time.Time) (vecino.Photo, error) {
	original := samplephoto.JPEG(960, 720, &samplephoto.Exif{Lat: lat, Lng: lng, Taken: taken, Orientation: 1})
	res, err := imaging.Process(original)
	if err != nil {
		return vecino.Photo{}, err
	}
	p := vecino.Photo{ID: uuid.Must(uuid.NewV7()).String(), ContentType: "image/jpeg", Width: res.Width, Height: res.Height,
		Size: int64(len(original))}
	for key, data := range map[string][]byte{p.OriginalKey(): original, p.PublicKey(): res.Public, p.ThumbKey(): res.Thumb} {
		if err := files.Put(ctx, key, data); err != nil {
			return vecino.Photo{}, err
		}
	}
	return p, nil
}
