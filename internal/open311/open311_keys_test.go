package open311_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// o311Form is a valid filing with secret.
func o311Form(secret string) url.Values {
	return url.Values{"api_key": {secret}, "service_code": {"road-infrastructure/pothole"}, "lat": {"40.7178"},
		"long": {"-74.0431"}, "description": {"A deep pothole by the bus stop"}}
}

// postFormFrom posts form as the client at addr (with TRUST_PROXY).
func postFormFrom(e *httpapitest.Env, addr, path string, form url.Values) httpapitest.Response {
	e.T.Helper()
	return e.DoRaw("POST", path, "application/x-www-form-urlencoded", []byte(form.Encode()), "X-Forwarded-For", addr)
}

// o311Is fails unless r is status in Open311's error form: a one-item list
// whose code is the status.
func o311Is(t *testing.T, what string, r httpapitest.Response, status int) {
	t.Helper()
	var errs []o311Err
	if r.Status != status || json.Unmarshal(r.Body, &errs) != nil || len(errs) != 1 || errs[0].Code != status || errs[0].Description == "" {
		t.Errorf("%s = %d %s, want %d in Open311's error form", what, r.Status, r.Body, status)
	}
	if status == 429 && r.Header.Get("Retry-After") == "" {
		t.Errorf("%s: 429 without Retry-After", what)
	}
}

// TestOpen311KeyQuotas: a filing with a key counts against the filing
// quotas of the owner who made the key (the account bucket, shared with
// their web filings; the cap on reports in screening) and of the calling
// address, as a web filing does.
func TestOpen311KeyQuotas(t *testing.T) {
	var a *app.App
	lots := ratelimit.Limit{Burst: 1000, Per: time.Hour}
	httpapitest.ForEachServerInTurn(t, func(t *testing.T, e *httpapitest.Env) {
		from := func(addr string) []string { return []string{"X-Forwarded-For", addr} }

		// The account's bucket: two filings, then 429, and the owner's own
		// web filing is refused too (one bucket).
		a.Quotas = app.Quotas{FilePerAccount: ratelimit.Limit{Burst: 2, Per: time.Hour}, FilePerAddress: lots, OpenScreening: 100, StorageBytes: 1 << 30}
		owner := e.UserWithRole("owner@example.org", vecino.RoleOwner)
		key := e.NewAPIKey(owner.Token)
		for i := range 2 {
			if r := postFormFrom(e, "10.0.1.1", "/open311/v2/requests.json", o311Form(key)); r.Status != 201 {
				t.Fatalf("filing %d within the account bucket = %d %s", i, r.Status, r.Body)
			}
		}
		o311Is(t, "third filing with the key", postFormFrom(e, "10.0.1.2", "/open311/v2/requests.json", o311Form(key)), 429)
		if r := e.UploadWith(from("10.0.1.3"), owner.Token, httpapitest.Pothole(), httpapitest.ExifPhoto); r.Status != 429 {
			t.Errorf("the key's creator filing on the web after the key spent the bucket = %d %s", r.Status, r.Body)
		}
		if r := postFormFrom(e, "10.0.1.2", "/open311/v2/requests.xml", o311Form(key)); r.Status != 429 ||
			!strings.Contains(string(r.Body), "<errors><error><code>429</code>") {
			t.Errorf("XML filing past the quota = %d %s", r.Status, r.Body)
		}

		// The address's bucket: shared with web filings from the same address.
		a.Quotas.FilePerAccount, a.Quotas.FilePerAddress = lots, ratelimit.Limit{Burst: 2, Per: time.Hour}
		other := e.UserWithRole("owner2@example.org", vecino.RoleOwner)
		key2 := e.NewAPIKey(other.Token)
		resident := e.Signup("resident@example.org", httpapitest.Password)
		if r := e.UploadWith(from("10.0.2.1"), resident.Token, httpapitest.Pothole(), httpapitest.ExifPhoto); r.Status != 201 {
			t.Fatalf("web filing = %d %s", r.Status, r.Body)
		}
		if r := postFormFrom(e, "10.0.2.1", "/open311/v2/requests.json", o311Form(key2)); r.Status != 201 {
			t.Fatalf("filing within the address bucket = %d %s", r.Status, r.Body)
		}
		o311Is(t, "third filing from one address", postFormFrom(e, "10.0.2.1", "/open311/v2/requests.json", o311Form(key2)), 429)
		if r := postFormFrom(e, "10.0.2.2", "/open311/v2/requests.json", o311Form(key2)); r.Status != 201 {
			t.Errorf("filing from another address = %d %s", r.Status, r.Body)
		}

		// The cap on reports waiting in screening: other has 2 there.
		a.Quotas.FilePerAddress, a.Quotas.OpenScreening = lots, 3
		if r := postFormFrom(e, "10.0.3.1", "/open311/v2/requests.json", o311Form(key2)); r.Status != 201 {
			t.Fatalf("filing under the open cap = %d %s", r.Status, r.Body)
		}
		r := postFormFrom(e, "10.0.3.1", "/open311/v2/requests.json", o311Form(key2))
		o311Is(t, "filing past the open cap", r, 429)
		if !strings.Contains(string(r.Body), "too_many_open") {
			t.Errorf("open cap refusal = %s", r.Body)
		}
	}, httpapitest.WithApp(&a), httpapitest.WithSettings(func(s *httpapi.Settings) { s.TrustProxy = true }))
}

// TestOpen311KeyRateLimitCountsReads: every call carrying a key counts
// against its limit, GET as well as POST; calls without a key, and other
// keys, do not share it.
func TestOpen311KeyRateLimitCountsReads(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		owner := e.UserWithRole("owner@example.org", vecino.RoleOwner)
		key, other := e.NewAPIKey(owner.Token), e.NewAPIKey(owner.Token)
		q := "?api_key=" + url.QueryEscape(key)
		for _, p := range []string{"/open311/v2/discovery.json", "/open311/v2/services.json", "/open311/v2/requests.json"} {
			if r := e.Get(p + q); r.Status != 200 {
				t.Fatalf("%s with a key = %d %s", p, r.Status, r.Body)
			}
		}
		o311Is(t, "fourth keyed GET", e.Get("/open311/v2/requests.json"+q), 429)
		o311Is(t, "keyed GET of one request past the limit", e.Get("/open311/v2/requests/x.json"+q), 429)
		o311Is(t, "POST past the limit", postForm(e, "/open311/v2/requests.json", o311Form(key)), 429)
		if r := e.Get("/open311/v2/requests.json"); r.Status != 200 {
			t.Errorf("GET without a key = %d", r.Status)
		}
		if r := e.Get("/open311/v2/requests.json?api_key=" + url.QueryEscape(other)); r.Status != 200 {
			t.Errorf("GET with another key = %d", r.Status)
		}
		o311Is(t, "GET with an unknown key", e.Get("/open311/v2/services.json?api_key=vk_nope"), 403)
	}, httpapitest.WithLimits(func() httpapi.Limits {
		l := httpapitest.Limits(100)
		l.Open311Key = httpapi.Limit{Burst: 3, Per: time.Hour}
		return l
	}()))
}

// TestOpen311KeyFollowsItsCreator: a key stops working, for filing and for
// reading its own requests, as soon as its creator is no longer an owner or
// is disabled (403 in Open311's error form), and works again when the role
// comes back.
func TestOpen311KeyFollowsItsCreator(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		maker := e.UserWithRole("maker@example.org", vecino.RoleOwner)
		boss := e.UserWithRole("boss@example.org", vecino.RoleOwner)
		makerID := maker.User["id"].(string)
		key := e.NewAPIKey(maker.Token)
		r := postForm(e, "/open311/v2/requests.json", o311Form(key))
		if r.Status != 201 {
			t.Fatalf("filing = %d %s", r.Status, r.Body)
		}
		var filed []struct {
			ID string `json:"service_request_id"`
		}
		r.JSON(t, &filed)
		own := "/open311/v2/requests/" + filed[0].ID + ".json?api_key=" + url.QueryEscape(key)
		if r := e.Get(own); r.Status != 200 {
			t.Fatalf("own request = %d %s", r.Status, r.Body)
		}

		if r := e.Do("DELETE", "/api/owner/users/"+makerID+"/roles/owner", nil, boss.Token); r.Status != 204 {
			t.Fatalf("revoke owner = %d %s", r.Status, r.Body)
		}
		o311Is(t, "filing with a former owner's key", postForm(e, "/open311/v2/requests.json", o311Form(key)), 403)
		o311Is(t, "reading with a former owner's key", e.Get(own), 403)
		if r := postForm(e, "/open311/v2/requests.xml", o311Form(key)); r.Status != 403 || !strings.Contains(string(r.Body), "<code>403</code>") {
			t.Errorf("XML filing with a former owner's key = %d %s", r.Status, r.Body)
		}

		if r := e.Do("PUT", "/api/owner/users/"+makerID+"/roles/owner", nil, boss.Token); r.Status != 204 {
			t.Fatalf("grant owner = %d %s", r.Status, r.Body)
		}
		if r := postForm(e, "/open311/v2/requests.json", o311Form(key)); r.Status != 201 {
			t.Errorf("filing once an owner again = %d %s", r.Status, r.Body)
		}

		if r := e.Do("PUT", "/api/owner/users/"+makerID+"/disabled", map[string]any{"disabled": true}, boss.Token); r.Status != 200 {
			t.Fatalf("disable = %d %s", r.Status, r.Body)
		}
		o311Is(t, "filing with a disabled owner's key", postForm(e, "/open311/v2/requests.json", o311Form(key)), 403)
		o311Is(t, "reading with a disabled owner's key", e.Get(own), 403)
	})
}
