package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// TestPhotoCheckBeforeApproval: a street report with photos is approved
// only once its photos are processed and a staff member has checked them
// (recorded in its history); a private report is never public and needs no
// check; reporters cannot check.
func TestPhotoCheckBeforeApproval(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		reviewer := se.by[vecino.RoleReviewer]
		var rep reportJSON
		e.upload(se.reporter.token, pothole(), exifPhoto).json(t, &rep)
		if r := se.move(se.by[vecino.RoleReporterAdmin].token, rep.ID, vecino.StatusScreening, vecino.StatusPending, "", ""); r.status != 200 {
			t.Fatalf("forward = %d %s", r.status, r.body)
		}
		if r := se.move(reviewer.token, rep.ID, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 409 || r.errCode() != "photos_unchecked" {
			t.Fatalf("approve before the photo check = %d %s, want 409 photos_unchecked", r.status, r.body)
		}
		bulk := e.do("POST", "/api/reports/bulk-transitions", map[string]any{"ids": []string{rep.ID}, "to": "approved", "expected_status": "pending"},
			se.by[vecino.RoleReporterAdmin].token)
		if bulk.status == 200 && !strings.Contains(string(bulk.body), `"photos_unchecked"`) {
			t.Errorf("bulk approval before the check = %s", bulk.body)
		}
		e.processed(reviewer.token, rep.ID)
		check := "/api/reports/" + rep.ID + "/photos-check"
		if r := e.do("POST", check, nil, se.reporter.token); r.status != 403 {
			t.Errorf("the reporter checks the photos = %d, want 403", r.status)
		}
		if r := e.do("POST", "/api/reports/00000000-0000-7000-8000-000000000000/photos-check", nil, reviewer.token); r.status != 404 {
			t.Errorf("check of no report = %d, want 404", r.status)
		}
		var checked reportJSON
		if r := e.do("POST", check, nil, reviewer.token); r.status != 200 {
			t.Fatalf("photo check = %d %s", r.status, r.body)
		} else {
			r.json(t, &checked)
		}
		if checked.PhotosCheckedAt == nil || checked.PhotosCheckedBy == "" {
			t.Errorf("after the check: at %v by %q", checked.PhotosCheckedAt, checked.PhotosCheckedBy)
		}
		if r := se.move(reviewer.token, rep.ID, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Fatalf("approve after the check = %d %s", r.status, r.body)
		}
		var public reportJSON
		e.get("/api/public/reports/"+rep.ID).json(t, &public)
		if public.PhotosCheckedBy != "" || len(public.Photos) != 1 || public.Photos[0].URL == "" {
			t.Errorf("public view = checked by %q, photos %+v; want no staff name, the public copy", public.PhotosCheckedBy, public.Photos)
		}
		var history []struct {
			ToStatus   string `json:"to"`
			ReasonCode string `json:"reason_code"`
		}
		e.do("GET", "/api/reports/"+rep.ID+"/events", nil, reviewer.token).json(t, &history)
		codes := ""
		for _, h := range history {
			codes += h.ReasonCode + ">" + h.ToStatus + " "
		}
		if !strings.Contains(codes, "photos_checked>pending >approved") {
			t.Errorf("history = %s; want the check recorded before the approval", codes)
		}

		// A renter-protection report with a photo is never public: no check.
		id := se.file(vecino.StatusPending)
		e.db.SQL().Exec(`UPDATE violations SET photos_checked_at = NULL, photos_checked_by = NULL, category = 'renter-protection', type = 'lockout' WHERE id = $1`, id) //nolint:errcheck
		if r := se.move(reviewer.token, id, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Errorf("approve a private report without a photo check = %d %s", r.status, r.body)
		}
	})
}

// TestMediaURLsCarryTheirVersion: a public photo URL without its version, or
// with an old one, is sent on to the current copy, which may be cached for
// good; so a staff correction reaches every public link at once.
func TestMediaURLsCarryTheirVersion(t *testing.T) {
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		var rep reportJSON
		e.get("/api/public/reports/"+id).json(t, &rep)
		photo := rep.Photos[0]
		if !strings.HasSuffix(photo.URL, "?v=0") || !strings.HasSuffix(photo.ThumbnailURL, "?v=0") {
			t.Fatalf("public URLs %s, %s; want their version", photo.URL, photo.ThumbnailURL)
		}
		get := func(path string) *http.Response {
			res, err := noFollow.Get(e.srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res
		}
		if res := get(photo.URL); res.StatusCode != 200 || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("current version = %d %q", res.StatusCode, res.Header.Get("Cache-Control"))
		}
		bare := strings.Split(photo.URL, "?")[0]
		if res := get(bare); res.StatusCode != 302 || res.Header.Get("Location") != bare+"?v=0" {
			t.Errorf("unversioned URL = %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
		before := e.get(photo.URL).body

		// Staff blur the whole picture: the old links lead to the new copy.
		ops := map[string]any{"version": 0, "rotate": 0, "blur": []any{map[string]float64{"x": 0, "y": 0, "w": 1, "h": 1}}}
		if r := e.do("POST", "/api/photos/"+photo.ID+"/edits", ops, se.by[vecino.RoleReviewer].token); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		}
		for _, old := range []string{photo.URL, bare, photo.ThumbnailURL} {
			res := get(old)
			if res.StatusCode != 302 || !strings.HasSuffix(res.Header.Get("Location"), "?v=1") || res.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("%s after the edit = %d to %q (%q); want a fresh redirect to v=1", old, res.StatusCode, res.Header.Get("Location"),
					res.Header.Get("Cache-Control"))
			}
		}
		if after := e.get(photo.URL).body; bytes.Equal(after, before) {
			t.Errorf("the old public link still shows the copy from before the correction")
		}
	})
}

// TestOwnerSeesJobs: owners read the job queue's counts and failures and
// retry a job; nobody else may (access_test.go tries every role).
func TestOwnerSeesJobs(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		se.file(vecino.StatusScreening)
		owner := se.by[vecino.RoleOwner].token
		var overview struct {
			Counts []struct {
				Kind, State string
				Count       int
			}
			Jobs []struct{ ID int64 }
		}
		found := false
		for deadline := time.Now().Add(10 * time.Second); !found && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			r := e.do("GET", "/api/owner/jobs", nil, owner)
			if r.status != 200 {
				t.Fatalf("jobs = %d %s", r.status, r.body)
			}
			r.json(t, &overview)
			for _, c := range overview.Counts {
				found = found || (c.Kind == "process_photo" && c.State == "completed" && c.Count == 1)
			}
		}
		if !found || overview.Jobs == nil {
			t.Errorf("owner's view of the queue = %+v; want the photo's job completed", overview)
		}
		if r := e.do("POST", "/api/owner/jobs/424242/retry", nil, owner); r.status != 404 {
			t.Errorf("retry of no job = %d, want 404", r.status)
		}
	})
}

// TestReporterMarksBoxes: boxes the reporter marked on a photo (a licence
// plate) are blurred on its public copy with the faces found, and are part
// of the automatic version staff can go back to; bad boxes are refused.
func TestReporterMarksBoxes(t *testing.T) {
	portrait := scene(t)
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		for blur, code := range map[string]string{
			`not json`:                             `"blur":"invalid_format"`,
			`[[{"x":0.9,"y":0,"w":0.3,"h":0.1}]]`:  `"blur.0":"out_of_range"`,
			`[[],[{"x":0,"y":0,"w":0.1,"h":0.1}]]`: `"blur":"out_of_range"`, // two lists for one photo
		} {
			if r := e.upload(se.reporter.token, pothole(func(f map[string]string) { f["blur"] = blur }), portrait); r.status != 400 ||
				!strings.Contains(string(r.body), code) {
				t.Errorf("blur %s = %d %s, want 400 %s", blur, r.status, r.body, code)
			}
		}
		staff := se.by[vecino.RoleReviewer].token
		var plain, marked reportJSON
		e.upload(se.reporter.token, pothole(), portrait).json(t, &plain)
		plain = e.processed(staff, plain.ID)
		var unmarked photoEditorJSON
		e.do("GET", "/api/photos/"+plain.Photos[0].ID+"/editor", nil, staff).json(t, &unmarked)
		band, area := clearBand(t, unmarked.Auto.Blur)
		boxes, _ := json.Marshal([][]map[string]float64{{band}})
		e.upload(se.reporter.token, pothole(func(f map[string]string) { f["blur"] = string(boxes) }), portrait).json(t, &marked)
		marked = e.processed(staff, marked.ID)
		before, after := publicCopy(t, e, plain.ID, staff), publicCopy(t, e, marked.ID, staff)
		if b, a := detail(before, area), detail(after, area); a > b/2 {
			t.Errorf("detail in the marked band: %.2f unmarked, %.2f marked; want it at least halved", b, a)
		}
		var ed photoEditorJSON
		e.do("GET", "/api/photos/"+marked.Photos[0].ID+"/editor", nil, staff).json(t, &ed)
		if n := len(ed.Auto.Blur); n != len(unmarked.Auto.Blur)+1 {
			t.Errorf("automatic version of the marked photo has %d boxes, want the face and the marked band", n)
		}
	})
}
