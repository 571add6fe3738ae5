// Package open311 is Vecino's Open311 GeoReport v2 API (/open311/v2) and the
// owners' API keys that city systems file with. The server (httpapi) mounts
// its route table (Routes) on its mux, under its own access checks, and
// answers unknown /open311 paths with its error (WriteError). The client
// side, delivering reports to a city's Open311 server, is open311client.
package open311

import (
	"encoding/xml"
	"net/http"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Open311 GeoReport v2 (wiki.open311.org/GeoReport_v2): discovery, the
// service list (one service per street report type), service definitions,
// the public record as service requests, and filing with an API key. Every
// endpoint answers in JSON or XML by its extension, and every error is the
// spec's list of {code, description}. Everything is 404 while the
// open311_api flag is off. Renter-protection reports are never listed.
// Every call that carries an api_key is checked (a live key whose creator is
// still an owner) and counted against the key's rate limit; the read
// endpoints may be called from any web page (CORS, cors.go).
// docs/open311.md is the integrator's guide.

// Deps are what the Open311 API needs from the rest of the program.
type Deps struct {
	// App files requests and manages keys; Store answers the reads.
	App   *app.App
	Store vecino.Store
	// PublicURL is the site's address, for discovery and photo URLs.
	PublicURL string
	// MediaURL is the path of a photo's public copy at its version.
	MediaURL func(photoID string, version int) string
	// Counter holds the rate-limit buckets; KeyLimit is each api_key's.
	Counter  ratelimit.Counter
	KeyLimit ratelimit.Limit
	// Now is the clock (nil: time.Now).
	Now func() time.Time
}

// Server serves the Open311 API.
type Server struct {
	app       *app.App
	db        vecino.Store
	publicURL string
	mediaURL  func(photoID string, version int) string
	counter   ratelimit.Counter
	keyLimit  ratelimit.Limit
	now       func() time.Time
}

// New returns the Open311 API.
func New(d Deps) *Server {
	s := &Server{app: d.App, db: d.Store, publicURL: d.PublicURL, mediaURL: d.MediaURL, counter: d.Counter,
		keyLimit: d.KeyLimit, now: d.Now}
	if s.now == nil {
		s.now = time.Now
	}
	return s
}

// Routes is the Open311 route table, JSON and XML, which answers while the
// open311_api flag is on, then the owners' API keys.
func (s *Server) Routes() []httpkit.Route {
	anyone, owner := httpkit.Anyone, httpkit.Owner
	return []httpkit.Route{
		{Pattern: "GET /open311/v2/discovery.json", Access: anyone, Handle: s.open311Discovery},
		{Pattern: "GET /open311/v2/discovery.xml", Access: anyone, Handle: s.open311Discovery},
		{Pattern: "GET /open311/v2/services.json", Access: anyone, Handle: s.open311Services},
		{Pattern: "GET /open311/v2/services.xml", Access: anyone, Handle: s.open311Services},
		{Pattern: "GET /open311/v2/services/{code...}", Access: anyone, Handle: s.open311Definition}, // category[/type].json|.xml
		{Pattern: "GET /open311/v2/requests.json", Access: anyone, Handle: s.open311Requests},
		{Pattern: "GET /open311/v2/requests.xml", Access: anyone, Handle: s.open311Requests},
		{Pattern: "GET /open311/v2/requests/{file}", Access: anyone, Handle: s.open311RequestByID}, // {id}.json|.xml; with api_key, its own in any status
		{Pattern: "POST /open311/v2/requests.json", Access: anyone, Handle: s.open311Create},       // with an api_key
		{Pattern: "POST /open311/v2/requests.xml", Access: anyone, Handle: s.open311Create},
		{Pattern: "GET /open311/v2/tokens/{file}", Access: anyone, Handle: s.open311Token},
		// CORS preflights of the read endpoints (cors.go): GET and HEAD only.
		{Pattern: "OPTIONS /open311/v2/discovery.json", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/discovery.xml", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/services.json", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/services.xml", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/services/{code...}", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/requests.json", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/requests.xml", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/requests/{file}", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "OPTIONS /open311/v2/tokens/{file}", Access: anyone, Handle: s.open311Preflight},
		{Pattern: "GET /api/owner/api-keys", Access: owner, Handle: s.listAPIKeys},
		{Pattern: "POST /api/owner/api-keys", Access: owner, Handle: s.createAPIKey},
		{Pattern: "DELETE /api/owner/api-keys/{id}", Access: owner, Handle: s.revokeAPIKey},
	}
}

// WriteError writes err as Open311's error list, in the format the path
// asks for (.xml, else JSON): the server's answer to an unknown or
// wrongly-methoded /open311 path.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	o311Write[o311Error](w, r, 0, "", nil, err) //nolint:errcheck // always nil
}

// open311Base checks the format (the file part of the path must end in
// .json or .xml), the flag, and the api_key: a call that carries one (every
// POST must) gets it checked and counted against the key's rate limit, GET
// or POST alike. It returns the key, or nil for a call without one.
func (s *Server) open311Base(w http.ResponseWriter, r *http.Request) (*vecino.APIKey, error) {
	if ext := path.Ext(r.URL.Path); ext != ".json" && ext != ".xml" {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Ask for .json or .xml.")
	}
	f, err := s.db.Flag(r.Context(), "open311_api")
	if err != nil || !f.Enabled {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "The Open311 API is not enabled.")
	}
	if r.FormValue("api_key") == "" && r.Method != http.MethodPost {
		return nil, nil
	}
	return s.open311Key(w, r)
}

// o311Lang is the language of names and notes: ?locale=es (or es-…) for
// Spanish, English otherwise.
func o311Lang(r *http.Request) string {
	if strings.HasPrefix(r.URL.Query().Get("locale"), "es") {
		return "es"
	}
	return "en"
}

func pickLang(t vecino.LocalizedText, lang string) string {
	if lang == "es" {
		return t.ES
	}
	return t.EN
}

func (s *Server) open311Discovery(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.open311Base(w, r); err != nil {
		return o311Write[o311Discovery](w, r, 0, "", nil, err)
	}
	d := o311Discovery{Changeset: open311Changeset, Contact: s.publicURL + "/en/government",
		KeyServ: s.publicURL + "/en/government",
		Endpoints: []o311Endpoint{{Specification: "http://wiki.open311.org/GeoReport_v2", URL: s.publicURL + "/open311/v2",
			Changeset: open311Changeset, Type: "production", Formats: []string{"application/json", "text/xml"}}}}
	return o311Write(w, r, http.StatusOK, "", []o311Discovery{d}, nil)
}

// o311Services is the service list: one service per street report type, or
// per category when it has no types.
func o311Services(lang string) []o311Service {
	out := []o311Service{}
	for _, c := range vecino.Catalog {
		if c.Private {
			continue
		}
		if len(c.Types) == 0 {
			out = append(out, o311Service{Code: c.Slug, Name: pickLang(c.Label, lang), Description: pickLang(c.Description, lang),
				Metadata: true, Type: "realtime", Keywords: c.Slug, Group: pickLang(c.Label, lang)})
		}
		for _, t := range c.Types {
			out = append(out, o311Service{Code: c.Slug + "/" + t.Slug, Name: pickLang(t.Label, lang),
				Description: pickLang(t.Description, lang), Metadata: true, Type: "realtime", Keywords: c.Slug + "," + t.Slug,
				Group: pickLang(c.Label, lang)})
		}
	}
	return out
}

func (s *Server) open311Services(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.open311Base(w, r); err != nil {
		return o311Write[o311Service](w, r, 0, "", nil, err)
	}
	return o311Write(w, r, http.StatusOK, "services", o311Services(o311Lang(r)), nil)
}

// o311Lookup finds the public catalog entry of a service code
// ("category/type" or a typeless "category").
func o311Lookup(code string) (*vecino.Category, *vecino.ReportType, bool) {
	cat, typ, _ := strings.Cut(code, "/")
	c, t, ok := vecino.LookupType(cat, typ)
	if !ok || c.Private || (t == nil && len(c.Types) > 0) {
		return nil, nil, false
	}
	return c, t, true
}

// open311Definition is GET services/{code}.json: the extra fields a service
// takes as attributes (when it happened; the licence plate for vehicles).
func (s *Server) open311Definition(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.open311Base(w, r); err != nil {
		return o311Write[o311Definition](w, r, 0, "", nil, err)
	}
	code := strings.TrimSuffix(r.PathValue("code"), path.Ext(r.PathValue("code")))
	c, t, ok := o311Lookup(code)
	if !ok {
		return o311Write[o311Definition](w, r, 0, "", nil, vecino.Errorf(vecino.ENOTFOUND, "No such service_code."))
	}
	es := o311Lang(r) == "es"
	text := func(en, sp string) string {
		if es {
			return sp
		}
		return en
	}
	attrs := []o311Attribute{{Variable: true, Code: "occurred_at", Datatype: "datetime", Order: 1,
		DatatypeDesc: text("Date and time, e.g. 2026-11-23T14:05:00Z. Defaults to the time of filing.",
			"Fecha y hora, p. ej. 2026-11-23T14:05:00Z. Si falta, se usa la hora del envío."),
		Description: text("When did it happen?", "¿Cuándo pasó?"), Values: []o311Value{}}}
	if c.Vehicle || (t != nil && t.Vehicle) {
		attrs = append(attrs, o311Attribute{Variable: true, Code: "license_plate", Datatype: "string", Order: 2,
			DatatypeDesc: text("Letters and digits, up to 10.", "Letras y números, hasta 10."),
			Description:  text("Licence plate of the vehicle, if you saw it", "Placa del vehículo, si la viste"), Values: []o311Value{}})
	}
	return o311Write(w, r, http.StatusOK, "", []o311Definition{{Code: code, Attributes: attrs}}, nil)
}

// Paging of requests.json: page_size (default and at most 1,000) and page
// (from 1, at most maxO311Page).
const (
	maxO311PageSize = 1000
	maxO311Page     = 1000
	maxO311IDs      = 100
)

// open311Requests lists public reports as service requests, newest first:
// the spec's filters (service_request_id list, service_code list, start_date,
// end_date, status) and paging. Without dates the window is the last 90 days.
func (s *Server) open311Requests(w http.ResponseWriter, r *http.Request) error {
	out, err := s.o311List(w, r)
	return o311Write(w, r, http.StatusOK, "service_requests", out, err)
}

func (s *Server) o311List(w http.ResponseWriter, r *http.Request) ([]o311Request, error) {
	k, err := s.open311Base(w, r)
	if err != nil {
		return nil, err
	}
	q := r.URL.Query()
	lang := o311Lang(r)
	if ids := strings.Join(q["service_request_id"], ","); ids != "" {
		list := strings.Split(ids, ",")
		if len(list) > maxO311IDs {
			return nil, vecino.Errorf(vecino.EINVALID, "At most %d service_request_id values at once.", maxO311IDs)
		}
		out := []o311Request{}
		for _, id := range list {
			if rep, err := s.o311Find(r, k, strings.TrimSpace(id)); err == nil {
				out = append(out, s.o311Request(rep, lang))
			}
		}
		return out, nil
	}
	f := vecino.PublicFilter{}
	fe := vecino.FieldErrors{}
	codes := o311Codes(fe, q["service_code"])
	switch q.Get("status") {
	case "", "open,closed", "closed,open":
	case "open":
		f.State = "open"
	case "closed":
		f.State = "resolved"
	default:
		fe.Add("status", vecino.FieldInvalidFormat)
	}
	f.From = httpkit.ParseDay(fe, "start_date", q.Get("start_date"), false)
	f.To = httpkit.ParseDay(fe, "end_date", q.Get("end_date"), true)
	size, page := o311Int(fe, q, "page_size", maxO311PageSize, maxO311PageSize), o311Int(fe, q, "page", 1, maxO311Page)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	if f.From == nil && f.To == nil {
		from := s.now().Add(-90 * 24 * time.Hour)
		f.From = &from
	}
	f.Limit = size
	reports, err := s.o311Page(r, f, codes, size, page)
	if err != nil {
		return nil, err
	}
	out := make([]o311Request, 0, len(reports))
	for _, rep := range reports {
		out = append(out, s.o311Request(rep, lang))
	}
	return out, nil
}

// o311Codes reads the service_code filter: a comma-separated list, the
// parameter repeated, or both; each a service code or a public category
// (which takes in its types). A category drops its own types from the list,
// so that no report is listed twice. Unknown codes are a bad parameter.
func o311Codes(fe vecino.FieldErrors, values []string) []string {
	var codes []string
	for _, v := range values {
		for _, code := range strings.Split(v, ",") {
			code = strings.TrimSpace(code)
			if code == "" || slices.Contains(codes, code) {
				continue
			}
			if _, _, ok := o311Lookup(code); !ok {
				if c, known := vecino.CategoryBySlug(code); !known || c.Private {
					fe.Add("service_code", vecino.FieldInvalidFormat)
					continue
				}
			}
			codes = append(codes, code)
		}
	}
	return slices.DeleteFunc(codes, func(code string) bool {
		cat, _, typed := strings.Cut(code, "/")
		return typed && slices.Contains(codes, cat)
	})
}

// o311Page is page (from 1) of size reports matching f and any of codes (all
// services when there are none), newest first: one stream of the public
// record per code, merged on (uploaded_at, id) as PublicReports orders them.
func (s *Server) o311Page(r *http.Request, f vecino.PublicFilter, codes []string, size, page int) ([]*vecino.Report, error) {
	type stream struct {
		f    vecino.PublicFilter
		buf  []*vecino.Report
		done bool
	}
	if len(codes) == 0 {
		codes = []string{""}
	}
	streams := make([]*stream, len(codes))
	for i, code := range codes {
		streams[i] = &stream{f: f}
		streams[i].f.Category = code
	}
	newer := func(a, b *vecino.Report) bool {
		return a.UploadedAt.After(b.UploadedAt) || (a.UploadedAt.Equal(b.UploadedAt) && a.ID > b.ID)
	}
	skip := (page - 1) * size
	out := []*vecino.Report{}
	for len(out) < size {
		var best *stream
		for _, st := range streams {
			if len(st.buf) == 0 && !st.done {
				var err error
				if st.buf, st.f.Cursor, err = s.db.PublicReports(r.Context(), st.f); err != nil {
					return nil, err
				}
				st.done = st.f.Cursor == ""
			}
			if len(st.buf) > 0 && (best == nil || newer(st.buf[0], best.buf[0])) {
				best = st
			}
		}
		if best == nil {
			break
		}
		next := best.buf[0]
		best.buf = best.buf[1:]
		if skip > 0 {
			skip--
			continue
		}
		out = append(out, next)
	}
	return out, nil
}

// o311Int reads a whole number from 1 to max, or def when absent.
func o311Int(fe vecino.FieldErrors, q map[string][]string, name string, def, max int) int {
	v := ""
	if len(q[name]) > 0 {
		v = q[name][0]
	}
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > max {
		fe.Add(name, vecino.FieldOutOfRange)
		return def
	}
	return n
}

// o311Find returns a report the caller may see through Open311: a public
// one, or one filed with the caller's api_key k (checked already), in any
// status.
func (s *Server) o311Find(r *http.Request, k *vecino.APIKey, id string) (*vecino.Report, error) {
	rep, err := s.db.ReportByID(r.Context(), id)
	if err == nil && !rep.IsPublic() && rep.APIKeyID != "" && k != nil && k.ID == rep.APIKeyID {
		return rep, nil
	}
	if err != nil || !rep.IsPublic() {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Service request not found.")
	}
	return rep, nil
}

// open311RequestByID is requests/{id}.json: a one-item list.
func (s *Server) open311RequestByID(w http.ResponseWriter, r *http.Request) error {
	k, err := s.open311Base(w, r)
	if err != nil {
		return o311Write[o311Request](w, r, 0, "", nil, err)
	}
	id := strings.TrimSuffix(r.PathValue("file"), path.Ext(r.PathValue("file")))
	rep, err := s.o311Find(r, k, id)
	if err != nil {
		return o311Write[o311Request](w, r, 0, "", nil, err)
	}
	return o311Write(w, r, http.StatusOK, "service_requests", []o311Request{s.o311Request(rep, o311Lang(r))}, nil)
}

// o311Notes are the status notes of each place in the workflow.
var o311Notes = map[string]vecino.LocalizedText{
	"screening": {EN: "Received; staff check it before review.", ES: "Recibido; el equipo lo revisa antes de evaluarlo."},
	"pending":   {EN: "Under review by city staff.", ES: "En revisión por el personal de la ciudad."},
	"approved":  {EN: "Approved and public.", ES: "Aprobado y público."},
	"resolved":  {EN: "Approved; the city marked it fixed.", ES: "Aprobado; la ciudad lo marcó como resuelto."},
	"rejected":  {EN: "Rejected", ES: "Rechazado"},
}

// o311Request shows rep as a service request: status open until the city
// marks it fixed (or rejects it); the notes say where it is in review.
func (s *Server) o311Request(rep *vecino.Report, lang string) o311Request {
	code, name := rep.Category, rep.Category
	if c, t, ok := vecino.LookupType(rep.Category, rep.Type); ok {
		label := c.Label
		if t != nil {
			code, label = rep.Category+"/"+t.Slug, t.Label
		}
		name = pickLang(label, lang)
	}
	status, notes := "open", string(rep.Status)
	switch {
	case rep.Status == vecino.StatusRejected:
		status = "closed"
		if rep.Rejection != nil && rep.Rejection.ReasonCode != "" {
			notes = "rejected: " + rep.Rejection.ReasonCode
		}
	case rep.Resolved:
		status, notes = "closed", "resolved"
	}
	if t, ok := o311Notes[notes]; ok {
		notes = pickLang(t, lang)
	} else if strings.HasPrefix(notes, "rejected: ") {
		notes = pickLang(o311Notes["rejected"], lang) + " (" + strings.TrimPrefix(notes, "rejected: ") + ")"
	}
	out := o311Request{ID: rep.ID, Status: status, StatusNotes: notes, ServiceName: name, ServiceCode: code,
		Description: rep.Description, Requested: rep.UploadedAt.UTC().Format(time.RFC3339),
		Updated: rep.UpdatedAt.UTC().Format(time.RFC3339), Address: rep.Address, Lat: rep.Latitude, Long: rep.Longitude}
	if rep.IsPublic() {
		for _, p := range rep.Photos {
			if !p.IsDocument() {
				u := s.publicURL + s.mediaURL(p.ID, p.Version)
				out.MediaURL = &u
				break
			}
		}
	}
	return out
}

// o311Filed is the answer to a POST: the id at once (no token needed).
type o311Filed struct {
	XMLName       xml.Name `json:"-" xml:"request"`
	ID            string   `json:"service_request_id" xml:"service_request_id"`
	Token         string   `json:"token,omitempty" xml:"token,omitempty"`
	ServiceNotice string   `json:"service_notice" xml:"service_notice"`
	AccountID     *string  `json:"account_id" xml:"account_id"`
}

// maxO311Form caps a POSTed service request (form fields only: no files).
const maxO311Form = 64 << 10

// open311Key checks the api_key (live, its creator still an owner and not
// disabled) and takes one call from its rate limit.
func (s *Server) open311Key(w http.ResponseWriter, r *http.Request) (*vecino.APIKey, error) {
	k, _, err := s.app.APIKeyFor(r.Context(), r.FormValue("api_key"))
	if err != nil {
		return nil, err
	}
	if ok, wait, err := s.counter.Take(r.Context(), "open311_key:"+k.ID, s.keyLimit, 1); err != nil {
		return nil, err
	} else if !ok {
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())+1))
		return nil, vecino.Errorf(vecino.ERATELIMITED, "Too many requests with this api_key. Please wait and try again.")
	}
	return k, nil
}

// open311Create is POST requests.json|.xml: a city system files a service
// request with its api_key (form-encoded, as the spec says). It enters
// screening at once and its id comes back in the answer.
func (s *Server) open311Create(w http.ResponseWriter, r *http.Request) error {
	fail := func(err error) error { return o311Write[o311Filed](w, r, 0, "", nil, err) }
	r.Body = http.MaxBytesReader(w, r.Body, maxO311Form)
	if err := r.ParseForm(); err != nil {
		if _, ferr := s.open311Base(w, r); vecino.ErrorCode(ferr) == vecino.ENOTFOUND {
			return fail(ferr) // the flag is off, or not .json/.xml
		}
		return fail(vecino.Errorf(vecino.EINVALID, "Send the request as application/x-www-form-urlencoded."))
	}
	k, err := s.open311Base(w, r)
	if err != nil {
		return fail(err)
	}
	req, err := o311Parse(r)
	if err != nil {
		return fail(err)
	}
	rep, err := s.app.FileOpen311(r.Context(), k, req)
	if err != nil {
		return fail(err)
	}
	notice := pickLang(o311Notes["screening"], o311Lang(r))
	return o311Write(w, r, http.StatusCreated, "service_requests", []o311Filed{{ID: rep.ID, ServiceNotice: notice}}, nil)
}

// o311Parse reads the spec's POST fields: service_code, lat/long,
// address_string or address_id, description, media_url,
// attribute[occurred_at] and attribute[license_plate]. An unknown
// service_code is 404, as the spec says. Contact fields (email, names,
// phone, device and account ids) are not stored.
func o311Parse(r *http.Request) (app.Open311Request, error) {
	fe := vecino.FieldErrors{}
	var req app.Open311Request
	code := strings.TrimSpace(r.PostFormValue("service_code"))
	if code == "" {
		fe.Add("service_code", vecino.FieldRequired)
	} else if c, t, ok := o311Lookup(code); !ok {
		return req, vecino.Errorf(vecino.ENOTFOUND, "No such service_code: %s.", code)
	} else {
		req.Category = c.Slug
		if t != nil {
			req.Type = t.Slug
		}
	}
	for _, p := range []struct {
		name string
		dst  **float64
	}{{"lat", &req.Latitude}, {"long", &req.Longitude}} {
		if v := r.PostFormValue(p.name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				fe.Add(p.name, vecino.FieldInvalidFormat)
				continue
			}
			*p.dst = &f
		}
	}
	req.Address = r.PostFormValue("address_string")
	req.AddressID = r.PostFormValue("address_id")
	req.Description = r.PostFormValue("description")
	req.MediaURL = r.PostFormValue("media_url")
	req.LicensePlate = r.PostFormValue("attribute[license_plate]")
	if v := r.PostFormValue("attribute[occurred_at]"); v != "" {
		req.OccurredAt = httpkit.ParseDay(fe, "attribute[occurred_at]", v, false)
	}
	return req, fe.Err()
}

// open311Token is tokens/{token}.json: requests are filed at once, so a
// request's token is its id; it answers for requests filed through Open311.
func (s *Server) open311Token(w http.ResponseWriter, r *http.Request) error {
	fail := func(err error) error { return o311Write[o311Filed](w, r, 0, "", nil, err) }
	if _, err := s.open311Base(w, r); err != nil {
		return fail(err)
	}
	id := strings.TrimSuffix(r.PathValue("file"), path.Ext(r.PathValue("file")))
	rep, err := s.db.ReportByID(r.Context(), id)
	if err != nil || rep.Origin != vecino.OriginOpen311 {
		return fail(vecino.Errorf(vecino.ENOTFOUND, "Token not found."))
	}
	return o311Write(w, r, http.StatusOK, "service_requests", []o311Filed{{ID: rep.ID, Token: rep.ID}}, nil)
}
