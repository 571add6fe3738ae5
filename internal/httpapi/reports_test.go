package httpapi_test

import (
	"bytes"
	"context"
	"image/jpeg"
	"io"
	"math"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/vecino"
)

var (
	exifPhoto = httpapitest.ExifPhoto
	pothole   = httpapitest.Pothole
)

// upload posts a multipart report with fields and files.
func (e *env) upload(token string, fields map[string]string, files ...[]byte) response {
	e.t.Helper()
	return resp(e.Upload(token, fields, files...))
}

// uploadWith is upload with extra headers (name, value, …).
func (e *env) uploadWith(hdr []string, token string, fields map[string]string, files ...[]byte) response {
	e.t.Helper()
	return resp(e.UploadWith(hdr, token, fields, files...))
}

type reportJSON = httpapitest.Report

func (e *env) get(path string) response { return resp(e.Get(path)) }

func TestFileReportEndToEnd(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		rep := e.signup("rep@example.org", pw)
		r := e.upload(rep.token, pothole(func(f map[string]string) { delete(f, "latitude"); delete(f, "longitude") }), exifPhoto)
		if r.status != 201 {
			t.Fatalf("create = %d %s", r.status, r.body)
		}
		var got reportJSON
		r.json(t, &got)
		if got.Status != "screening" || got.Latitude == nil || math.Abs(*got.Latitude-40.7191) > 1e-4 || len(got.Photos) != 1 ||
			got.Photos[0].State != "processing" || got.Photos[0].URL != "" {
			t.Fatalf("report (location from EXIF, photo processing, no public copy yet) = %s", r.body)
		}
		got = e.processed(rep.token, got.ID)
		// The original keeps its EXIF for staff; the public copy has none.
		orig, _ := e.db.SQL().Query(`SELECT id FROM report_photos`)
		orig.Close()
		pub := e.get(got.Photos[0].URL)
		if pub.status != 200 || pub.header.Get("Content-Type") != "image/jpeg" || bytes.Contains(pub.body, []byte("Exif")) {
			t.Fatalf("public copy = %d %s exif=%v", pub.status, pub.header.Get("Content-Type"), bytes.Contains(pub.body, []byte("Exif")))
		}
		if res, err := imaging.Process(pub.body); err != nil || res.Meta.Latitude != nil {
			t.Errorf("public copy still has GPS: %v", err)
		}
		if got.Photos[0].OriginalURL != "" {
			t.Error("the reporter was given the original's URL")
		}
		if th := e.get(got.Photos[0].ThumbnailURL); th.status != 200 || th.header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("thumbnail = %d", th.status)
		}
		// Without the signature a screening report's photo is not served.
		unsigned := strings.Split(got.Photos[0].URL, "?")[0]
		if r := e.get(unsigned); r.status != 404 {
			t.Errorf("unsigned photo of a screening report = %d", r.status)
		}
		if r := e.get(strings.Replace(got.Photos[0].URL, "sig=", "sig=x", 1)); r.status != 404 {
			t.Errorf("tampered signature = %d", r.status)
		}
		// Staff see the reporter and the original, EXIF intact.
		staff := e.userWithRole("admin@example.org", vecino.RoleReporterAdmin)
		var forStaff reportJSON
		e.do("GET", "/api/reports/"+got.ID, nil, staff.token).json(t, &forStaff)
		if forStaff.Reporter == nil || forStaff.Reporter.Name != "Test User" || forStaff.Photos[0].OriginalURL == "" {
			t.Fatalf("staff view = %+v", forStaff)
		}
		if o := e.get(forStaff.Photos[0].OriginalURL); o.status != 200 || !bytes.Equal(o.body, exifPhoto) {
			t.Errorf("original = %d, same bytes %v", o.status, bytes.Equal(o.body, exifPhoto))
		}
		// My reports and stats.
		var mine struct{ Items []reportJSON }
		e.do("GET", "/api/reports/mine", nil, rep.token).json(t, &mine)
		if len(mine.Items) != 1 || mine.Items[0].ID != got.ID {
			t.Errorf("mine = %+v", mine)
		}
		var stats struct {
			ByStatus   map[string]int `json:"by_status"`
			ByCategory map[string]int `json:"by_category"`
		}
		e.do("GET", "/api/reports/mine/stats", nil, rep.token).json(t, &stats)
		if stats.ByStatus["screening"] != 1 || stats.ByStatus["approved"] != 0 || stats.ByCategory["road-infrastructure"] != 1 {
			t.Errorf("stats = %+v", stats)
		}
	})
}

func TestReportFieldRulesOverHTTP(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		rep := e.signup("rules@example.org", pw)
		cases := []struct {
			name   string
			fields map[string]string
			files  [][]byte
			status int
			field  string
			code   string
		}{
			{"no photo", pothole(), nil, 400, "photos", "required"},
			{"short description", pothole(func(f map[string]string) { f["description"] = "short" }), [][]byte{exifPhoto}, 400, "description", "too_short"},
			{"future time", pothole(func(f map[string]string) { f["occurred_at"] = time.Now().Add(time.Hour).UTC().Format(time.RFC3339) }), [][]byte{exifPhoto}, 400, "occurred_at", "in_future"},
			{"bad time", pothole(func(f map[string]string) { f["occurred_at"] = "yesterday" }), [][]byte{exifPhoto}, 400, "occurred_at", "invalid_format"},
			{"bad latitude", pothole(func(f map[string]string) { f["latitude"] = "north" }), [][]byte{exifPhoto}, 400, "location", "invalid_format"},
			{"unknown type", pothole(func(f map[string]string) { f["type"] = "ufo" }), [][]byte{exifPhoto}, 400, "type", "invalid_format"},
			{"html named jpg", pothole(), [][]byte{[]byte("<html><script>alert(1)</script></html>")}, 415, "photos", "unsupported_type"},
			{"svg", pothole(), [][]byte{[]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)}, 415, "photos", "unsupported_type"},
			{"pdf on a street report", pothole(), [][]byte{[]byte("%PDF-1.7\n")}, 415, "photos", "unsupported_type"},
			{"bomb", pothole(), [][]byte{imagingtest.PNGBomb(20000, 20000)}, 400, "photos", "too_many_pixels"},
			{"six photos", pothole(), [][]byte{exifPhoto, exifPhoto, exifPhoto, exifPhoto, exifPhoto, exifPhoto}, 400, "photos", "too_long"},
			{"oversized", pothole(), [][]byte{append(bytes.Clone(exifPhoto), make([]byte, imaging.MaxBytes)...)}, 413, "photos", "too_large"},
			{"plate on pothole", pothole(func(f map[string]string) { f["license_plate"] = "abc 123" }), [][]byte{exifPhoto}, 400, "license_plate", "not_allowed"},
			{"unknown field", pothole(func(f map[string]string) { f["reporter_id"] = "x" }), [][]byte{exifPhoto}, 400, "reporter_id", "not_allowed"},
		}
		for _, c := range cases {
			r := e.upload(rep.token, c.fields, c.files...)
			var body struct {
				Error struct{ Fields map[string]string } `json:"error"`
			}
			r.json(t, &body)
			if r.status != c.status || body.Error.Fields[c.field] != c.code {
				t.Errorf("%s: %d %s; want %d %s=%s", c.name, r.status, r.body, c.status, c.field, c.code)
			}
		}
		if n, _ := e.db.CountReports(context.Background(), ""); n != 0 {
			t.Errorf("%d reports stored by refused uploads", n)
		}
		// A plate on a vehicle type is normalised; the public never sees it.
		r := e.upload(rep.token, pothole(func(f map[string]string) {
			f["category"], f["type"], f["license_plate"] = "illegal-parking", "double-parking", "abc-123"
		}), exifPhoto)
		var got reportJSON
		r.json(t, &got)
		if r.status != 201 || got.LicensePlate != "ABC123" {
			t.Errorf("plate = %d %s", r.status, r.body)
		}
	})
}

func TestOversizedUploadRefusedBeforeReading(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		rep := e.signup("big@example.org", pw)
		req, _ := http.NewRequest("POST", e.srv.URL+"/api/reports", strings.NewReader("x"))
		req.ContentLength = 100 << 20
		req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
		req.Header.Set("Authorization", "Bearer "+rep.token)
		// The body is never sent in full: the answer must come first.
		req.Body = io.NopCloser(io.LimitReader(neverEnding{}, 100<<20))
		res, err := e.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 413 {
			t.Errorf("100 MB upload = %d", res.StatusCode)
		}
	})
}

type neverEnding struct{}

func (neverEnding) Read(p []byte) (int, error) { return len(p), nil }

func TestRenterReportPrivateWithPDF(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		rep := e.signup("tenant@example.org", pw)
		fields := map[string]string{"category": "renter-protection", "type": "illegal-lockouts", "description": "El casero cambió la cerradura sin aviso",
			"building_address": "12 Grove St", "unit": "3B", "landlord_name": "Acme Rentals", "started_at": time.Now().Add(-48 * time.Hour).UTC().Format(time.RFC3339)}
		r := e.upload(rep.token, fields, []byte("%PDF-1.7\n%…\n"))
		if r.status != 201 {
			t.Fatalf("renter report = %d %s", r.status, r.body)
		}
		var got reportJSON
		r.json(t, &got)
		if len(got.Photos) != 1 {
			t.Fatalf("document missing: %s", r.body)
		}
		doc := e.get(got.Photos[0].URL)
		if doc.status != 200 || doc.header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(doc.header.Get("Content-Disposition"), "attachment") {
			t.Errorf("document = %d %v", doc.status, doc.header)
		}
		if r := e.upload(rep.token, fields); r.status != 201 {
			t.Errorf("renter report without files = %d %s", r.status, r.body)
		}
	})
}

func TestReportOwnership(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		alice := e.signup("alice@example.org", pw)
		bob := e.signup("bob@example.org", pw)
		var got reportJSON
		e.upload(alice.token, pothole(), exifPhoto).json(t, &got)
		got = e.processed(alice.token, got.ID)
		path := "/api/reports/" + got.ID
		for name, r := range map[string]response{
			"bob reads":    e.do("GET", path, nil, bob.token),
			"visitor":      e.do("GET", path, nil, ""),
			"bob edits":    e.do("PATCH", path, map[string]any{"description": "Bob was here and edited it"}, bob.token),
			"bob deletes":  e.do("DELETE", path, nil, bob.token),
			"bob's photos": e.do("GET", strings.Split(got.Photos[0].URL, "?")[0], nil, bob.token),
		} {
			if r.status != 404 {
				t.Errorf("%s = %d, want 404", name, r.status)
			}
		}
		if r := e.do("PATCH", path, map[string]any{"description": "A deeper pothole than I first said"}, alice.token); r.status != 200 {
			t.Errorf("alice edits = %d %s", r.status, r.body)
		}
		if r := e.do("PATCH", path, map[string]any{"description": "tiny"}, alice.token); r.status != 400 {
			t.Errorf("alice's bad edit = %d", r.status)
		}
		// Once screening is over, the reporter can no longer change it.
		from := vecino.StatusScreening
		e.db.ChangeStatus(context.Background(), vecino.Event{ReportID: got.ID, FromStatus: &from, ToStatus: vecino.StatusPending}) //nolint:errcheck
		if r := e.do("PATCH", path, map[string]any{"description": "Trying to change it during review"}, alice.token); r.status != 409 {
			t.Errorf("edit in pending = %d", r.status)
		}
		if r := e.do("DELETE", path, nil, alice.token); r.status != 409 {
			t.Errorf("withdraw in pending = %d", r.status)
		}
		var second reportJSON
		e.upload(alice.token, pothole(), exifPhoto).json(t, &second)
		second = e.processed(alice.token, second.ID)
		if r := e.do("DELETE", "/api/reports/"+second.ID, nil, alice.token); r.status != 204 {
			t.Errorf("withdraw in screening = %d", r.status)
		}
		if r := e.get(second.Photos[0].URL); r.status != 404 {
			t.Errorf("photo of a withdrawn report = %d", r.status)
		}
	})
}

func TestBikeLaneRestrictedToReporters(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		bike := pothole(func(f map[string]string) { f["category"], f["type"] = "bike-lane", "" })
		for role, want := range map[vecino.Role]int{vecino.RoleReporter: 201, vecino.RoleReporterAdmin: 201, vecino.RoleReviewer: 403, vecino.RoleOwner: 403} {
			s := e.userWithRole(string(role)+"@bike.example.org", role)
			if r := e.upload(s.token, bike, exifPhoto); r.status != want {
				t.Errorf("%s bike-lane report = %d, want %d", role, r.status, want)
			}
		}
	})
}

func TestCatalogEndpoint(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		var cats []struct {
			Category          string
			Label             struct{ EN, ES string }
			Types             []struct{ Slug string }
			RestrictedToRoles []string `json:"restricted_to_roles"`
		}
		r := e.get("/api/catalog")
		if strings.Contains(string(r.body), `"types":null`) {
			t.Error("a category sends types as null")
		}
		r.json(t, &cats)
		if len(cats) != 14 || cats[0].Category != "bike-lane" || len(cats[0].RestrictedToRoles) != 2 || cats[0].Label.ES == "" {
			t.Errorf("catalog = %+v", cats[:1])
		}
	})
}

// TestFaceBlurredWhenFiled: a photo with a face goes out with the face
// blurred on its public copy, while staff get the original byte for byte.
func TestFaceBlurredWhenFiled(t *testing.T) {
	portrait := readFile(t, "../imaging/testdata/face.jpg")
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		r := e.upload(se.reporter.token, pothole(), portrait)
		var rep reportJSON
		r.json(t, &rep)
		if r.status != 201 || len(rep.Photos) != 1 {
			t.Fatalf("file = %d %s", r.status, r.body)
		}
		staffView := e.processed(se.by[vecino.RoleReviewer].token, rep.ID)
		original, public := e.get(staffView.Photos[0].OriginalURL), e.get(staffView.Photos[0].URL)
		if original.status != 200 || !bytes.Equal(original.body, portrait) {
			t.Errorf("original = %d, %d bytes; want the %d bytes filed", original.status, len(original.body), len(portrait))
		}
		src, _ := jpeg.Decode(bytes.NewReader(portrait))
		pub, err := jpeg.Decode(bytes.NewReader(public.body))
		if public.status != 200 || err != nil {
			t.Fatalf("public copy = %d, %v", public.status, err)
		}
		// The middle of the face: every 4×4 patch of the original differs from
		// its neighbour; in the mosaic most patches are one flat colour.
		flat, patches := 0, 0
		for y := 150; y < 300; y += 4 {
			for x := 80; x < 240; x += 4 {
				patches++
				a, _, _, _ := pub.At(x, y).RGBA()
				b, _, _, _ := pub.At(x+3, y+3).RGBA()
				if d := int(a>>8) - int(b>>8); d > -6 && d < 6 {
					flat++
				}
			}
		}
		if src.Bounds() != pub.Bounds() || flat < patches*3/4 {
			t.Errorf("public copy %v: %d of %d patches flat in the face; want it blurred", pub.Bounds(), flat, patches)
		}
	})
}
