package app_test

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// countFiles counts the regular files below dir.
func countFiles(t *testing.T, dir string) int {
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// A report and its files are stored together or not at all: when the
// database refuses the report, the photo files already written are removed.
func TestFileReportLeavesNoFilesWhenTheStoreRefuses(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		files, err := filestore.NewLocal(dir)
		if err != nil {
			t.Fatal(err)
		}
		a := app.New(app.Deps{Store: db, Files: files, Events: eventhub.New()})
		taken := time.Now().Add(-time.Hour)
		photo := imagingtest.JPEG(320, 240, &imagingtest.Exif{Lat: 40.7191, Lng: -74.0425, Taken: taken, Orientation: 1})
		in := vecino.ReportInput{Category: "road-infrastructure", Type: "pothole", Description: "Deep pothole on Grove St",
			OccurredAt: &taken, Photos: 1}

		// No such user: the reporter's foreign key refuses the report.
		ghost := &vecino.User{ID: "0190a000-0000-7000-8000-000000000000", FullName: "Nobody"}
		if _, err := a.FileReport(ctx, ghost, in, [][]byte{photo}); err == nil {
			t.Fatal("a report by a user who does not exist was stored")
		}
		if n := countFiles(t, dir); n != 0 {
			t.Errorf("%d files left behind by a refused report", n)
		}

		// The same report by a real user keeps its original, takes its
		// location from the photo's EXIF, and waits for its processing job.
		u, err := db.CreateUser(ctx, vecino.NewUser{Email: "ana@example.org", PasswordHash: "x", FirstName: "Ana", LastName: "Ruiz",
			PreferredLanguage: "es"})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := a.FileReport(ctx, u, in, [][]byte{photo})
		if err != nil {
			t.Fatal(err)
		}
		if n := countFiles(t, dir); n != 1 || rep.Latitude == nil || math.Abs(*rep.Latitude-40.7191) > 1e-4 {
			t.Errorf("files = %d, latitude = %v", n, rep.Latitude)
		}
		if rep.Photos[0].State != vecino.PhotoProcessing {
			t.Errorf("photo state after filing = %q, want processing", rep.Photos[0].State)
		}
		var queued int
		if err := db.SQL().QueryRowContext(ctx, `SELECT COUNT(*) FROM river_job WHERE kind = 'process_photo'`).Scan(&queued); err != nil || queued != 1 {
			t.Errorf("processing jobs queued = %d (%v), want 1", queued, err)
		}

		// The job makes the public copy and thumbnail; run again, it does nothing.
		for range 2 {
			if err := a.ProcessPhoto(ctx, rep.Photos[0].ID, nil, false); err != nil {
				t.Fatal(err)
			}
		}
		got, err := db.ReportByID(ctx, rep.ID)
		if err != nil {
			t.Fatal(err)
		}
		if n := countFiles(t, dir); n != 3 || got.Photos[0].State != vecino.PhotoReady || got.Photos[0].Width != 320 {
			t.Errorf("after processing: files = %d, photo = %+v", n, got.Photos[0])
		}
	})
}

// A photo whose pixels cannot be decoded is marked failed at once (no
// retry can mend it), and approval stays refused.
func TestUndecodablePhotoFails(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		files, err := filestore.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		a := app.New(app.Deps{Store: db, Files: files, Events: eventhub.New()})
		u, err := db.CreateUser(ctx, vecino.NewUser{Email: "ana@example.org", PasswordHash: "x", FirstName: "Ana", LastName: "Ruiz",
			PreferredLanguage: "es"})
		if err != nil {
			t.Fatal(err)
		}
		// A JPEG whose header is whole but whose data stops short.
		photo := imagingtest.JPEG(640, 480, nil)
		photo = photo[:len(photo)/3]
		lat, lng, taken := 40.7191, -74.0425, time.Now().Add(-time.Hour)
		in := vecino.ReportInput{Category: "road-infrastructure", Type: "pothole", Description: "Deep pothole on Grove St",
			Latitude: &lat, Longitude: &lng, OccurredAt: &taken, Photos: 1}
		rep, err := a.FileReport(ctx, u, in, [][]byte{photo})
		if err != nil {
			t.Fatal(err)
		}
		if err := a.ProcessPhoto(ctx, rep.Photos[0].ID, nil, false); !errors.Is(err, app.ErrUnprocessable) {
			t.Fatalf("processing a truncated JPEG: %v, want ErrUnprocessable", err)
		}
		got, _ := db.ReportByID(ctx, rep.ID)
		if got.Photos[0].State != vecino.PhotoFailed {
			t.Errorf("state = %q, want failed", got.Photos[0].State)
		}
		if err := got.CheckPublishable(); vecino.ErrorCode(err) != vecino.EPHOTOSUNCHECKED {
			t.Errorf("CheckPublishable with a failed photo = %v", err)
		}
	})
}
