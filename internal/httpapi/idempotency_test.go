package httpapi_test

import (
	"strings"
	"sync"
	"testing"
)

// A filing sent again with the same Idempotency-Key (a lost answer, the
// offline queue sending twice, two tabs at once) is stored once, with its
// photos once; another reporter's key is theirs alone.
func TestFilingIsIdempotentPerKey(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		rep := e.signup("rep@example.org", pw)
		const key = "0b9e4a2c-5f0d-4c3e-9a51-6a1f3f0e7d21"
		first := e.uploadWith([]string{"Idempotency-Key", key}, rep.token, pothole(), exifPhoto)
		if first.status != 201 {
			t.Fatalf("first = %d %s", first.status, first.body)
		}
		var a reportJSON
		first.json(t, &a)

		// Two more at once (an account may upload two at a time), racing each other.
		var wg sync.WaitGroup
		ids := make([]string, 2)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := e.uploadWith([]string{"Idempotency-Key", key}, rep.token, pothole(), exifPhoto)
				var got reportJSON
				if r.status == 201 {
					r.json(t, &got)
				}
				ids[i] = got.ID
			}()
		}
		wg.Wait()
		for i, id := range ids {
			if id != a.ID {
				t.Errorf("repeat %d answered report %q, want %q", i, id, a.ID)
			}
		}
		var reports, photos int
		e.db.SQL().QueryRow(`SELECT COUNT(*) FROM violations`).Scan(&reports)   //nolint:errcheck
		e.db.SQL().QueryRow(`SELECT COUNT(*) FROM report_photos`).Scan(&photos) //nolint:errcheck
		if reports != 1 || photos != 1 {
			t.Errorf("stored %d reports and %d photos, want 1 and 1", reports, photos)
		}

		// The same key from someone else is a new report; no key, always new.
		other := e.signup("other@example.org", pw)
		if r := e.uploadWith([]string{"Idempotency-Key", key}, other.token, pothole(), exifPhoto); r.status != 201 {
			t.Fatalf("other reporter = %d %s", r.status, r.body)
		}
		for range 2 {
			if r := e.upload(rep.token, pothole(), exifPhoto); r.status != 201 {
				t.Fatalf("without a key = %d", r.status)
			}
		}
		e.db.SQL().QueryRow(`SELECT COUNT(*) FROM violations`).Scan(&reports) //nolint:errcheck
		if reports != 4 {
			t.Errorf("reports = %d, want 4", reports)
		}

		// A key that is not a token is refused with a field error.
		bad := e.uploadWith([]string{"Idempotency-Key", "not a key; DROP"}, rep.token, pothole(), exifPhoto)
		if bad.status != 400 || !strings.Contains(string(bad.body), `"idempotency_key"`) {
			t.Errorf("bad key = %d %s", bad.status, bad.body)
		}
	})
}
