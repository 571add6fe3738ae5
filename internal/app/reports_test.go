package app_test

import (
	"context"
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

		// The same report by a real user keeps its three files (original,
		// public copy, thumbnail) and takes its location from the photo.
		u, err := db.CreateUser(ctx, vecino.NewUser{Email: "ana@example.org", PasswordHash: "x", FirstName: "Ana", LastName: "Ruiz",
			PreferredLanguage: "es"})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := a.FileReport(ctx, u, in, [][]byte{photo})
		if err != nil {
			t.Fatal(err)
		}
		if n := countFiles(t, dir); n != 3 || rep.Latitude == nil || math.Abs(*rep.Latitude-40.7191) > 1e-4 {
			t.Errorf("files = %d, latitude = %v", n, rep.Latitude)
		}
	})
}
