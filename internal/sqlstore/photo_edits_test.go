package sqlstore_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestPhotoEdits: an edit moves the photo to the next version (its own
// file keys, new size) only from the version it was made on, is listed newest
// first with its actor's name, and moves the report's updated_at.
func TestPhotoEdits(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "rev@example.org", vecino.RoleReviewer)
		lat, lng := 40.7, -74.0
		r := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "Deep pothole in the bike lane",
			Latitude: &lat, Longitude: &lng,
			Photos: []vecino.Photo{{ID: uuid.Must(uuid.NewV7()).String(), ContentType: "image/jpeg", Width: 320, Height: 400, Size: 1000}}}
		if err := db.CreateReport(ctx, r); err != nil {
			t.Fatal(err)
		}
		p, _, err := db.PhotoByID(ctx, r.Photos[0].ID)
		if err != nil || p.Version != 0 || p.PublicKey() != "photos/"+p.ID+"/public.jpg" {
			t.Fatalf("PhotoByID = %+v, %v", p, err)
		}
		if edits, err := db.PhotoEdits(ctx, p.ID); err != nil || len(edits) != 0 {
			t.Fatalf("edits of a fresh photo = %+v, %v", edits, err)
		}

		at := time.Now().UTC().Add(time.Minute).Truncate(time.Second)
		edit := func(kind string, at time.Time) vecino.PhotoEdit {
			return vecino.PhotoEdit{ID: uuid.Must(uuid.NewV7()).String(), PhotoID: p.ID, ActorID: u.ID, Kind: kind,
				Operations: `{"rotate":1,"blur":[]}`, CreatedAt: at}
		}
		first := edit("edit", at)
		next := p.Edited(first.ID)
		next.Width, next.Height = 400, 320
		if err := db.RecordPhotoEdit(ctx, next, first); err != nil {
			t.Fatal(err)
		}
		got, rep, err := db.PhotoByID(ctx, p.ID)
		if err != nil || got.Version != 1 || got.Width != 400 || got.Height != 320 ||
			got.PublicKey() != "photos/"+p.ID+"/public-1-"+first.ID+".jpg" || got.ThumbKey() != "photos/"+p.ID+"/thumb-1-"+first.ID+".jpg" {
			t.Errorf("after the edit: %+v, %v; want version 1, 400×320, the edit's files", got, err)
		}
		if err == nil && !rep.UpdatedAt.Equal(at) {
			t.Errorf("report updated_at = %v, want %v", rep.UpdatedAt, at)
		}

		// Another edit made on version 0 is refused and leaves no trace.
		late := edit("edit", at.Add(time.Second))
		if err := db.RecordPhotoEdit(ctx, p.Edited(late.ID), late); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("stale edit: %v, want conflict", err)
		}
		if again, _, _ := db.PhotoByID(ctx, p.ID); again.PublicKey() != got.PublicKey() {
			t.Errorf("a refused edit moved the public copy to %s", again.PublicKey())
		}
		back := edit("revert", at.Add(2*time.Second))
		if err := db.RecordPhotoEdit(ctx, got.Edited(back.ID), back); err != nil {
			t.Fatal(err)
		}
		edits, err := db.PhotoEdits(ctx, p.ID)
		if err != nil || len(edits) != 2 || edits[0].Kind != "revert" || edits[1].Kind != "edit" ||
			edits[0].ActorName != "Ana Ruiz" || edits[1].Operations != `{"rotate":1,"blur":[]}` || !edits[1].CreatedAt.Equal(at) {
			t.Errorf("edits = %+v, %v; want revert then edit, by Ana Ruiz", edits, err)
		}
		if got, _, _ := db.PhotoByID(ctx, p.ID); got.Version != 2 {
			t.Errorf("version after two edits = %d", got.Version)
		}
	})
}
