package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Open311 GeoReport v2, read side: discovery, the service list (one service
// per street report type) and the public record as service requests. Only
// JSON; filing through Open311 (POST with an API key) is not offered yet.
// Everything is 404 while the open311_api flag is off.

type open311Service struct {
	Code        string `json:"service_code"`
	Name        string `json:"service_name"`
	Description string `json:"description"`
	Metadata    bool   `json:"metadata"`
	Type        string `json:"type"`
	Keywords    string `json:"keywords"`
	Group       string `json:"group"`
}

type open311Request struct {
	ID          string   `json:"service_request_id"`
	Status      string   `json:"status"`
	StatusNotes string   `json:"status_notes,omitempty"`
	ServiceName string   `json:"service_name"`
	ServiceCode string   `json:"service_code"`
	Description string   `json:"description"`
	Requested   string   `json:"requested_datetime"`
	Updated     string   `json:"updated_datetime"`
	Address     string   `json:"address"`
	Lat         *float64 `json:"lat"`
	Long        *float64 `json:"long"`
	MediaURL    string   `json:"media_url,omitempty"`
}

// open311On answers 404 unless owners have the Open311 API switched on.
func (s *Server) open311On(r *http.Request) error {
	f, err := s.db.Flag(r.Context(), "open311_api")
	if err != nil || !f.Enabled {
		return vecino.Errorf(vecino.ENOTFOUND, "The Open311 API is not enabled.")
	}
	return nil
}

func open311Lang(r *http.Request) string {
	if strings.HasPrefix(r.URL.Query().Get("locale"), "es") {
		return "es"
	}
	return "en"
}

func (s *Server) open311Discovery(w http.ResponseWriter, r *http.Request) error {
	if err := s.open311On(r); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"changeset": "2026-11-21T00:00:00Z", "contact": s.set.PublicURL + "/en/government",
		"endpoints": []map[string]any{{"specification": "http://wiki.open311.org/GeoReport_v2", "url": s.set.PublicURL + "/open311/v2",
			"changeset": "2026-11-21T00:00:00Z", "type": "production", "formats": []string{"application/json"}}},
	})
	return nil
}

func (s *Server) open311Services(w http.ResponseWriter, r *http.Request) error {
	if err := s.open311On(r); err != nil {
		return err
	}
	lang := open311Lang(r)
	pick := func(t vecino.LocalizedText) string {
		if lang == "es" {
			return t.ES
		}
		return t.EN
	}
	out := []open311Service{}
	for _, c := range vecino.Catalog {
		if c.Private {
			continue
		}
		if len(c.Types) == 0 {
			out = append(out, open311Service{Code: c.Slug, Name: pick(c.Label), Description: pick(c.Description), Type: "realtime",
				Keywords: c.Slug, Group: pick(c.Label)})
		}
		for _, t := range c.Types {
			out = append(out, open311Service{Code: c.Slug + "/" + t.Slug, Name: pick(t.Label), Description: pick(t.Description),
				Type: "realtime", Keywords: c.Slug + "," + t.Slug, Group: pick(c.Label)})
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// open311Requests lists public reports as service requests, newest first
// (GeoReport's default window: the last 90 days, at most 1,000).
func (s *Server) open311Requests(w http.ResponseWriter, r *http.Request) error {
	if err := s.open311On(r); err != nil {
		return err
	}
	q := r.URL.Query()
	f := vecino.PublicFilter{Limit: 1000}
	fe := vecino.FieldErrors{}
	if code := q.Get("service_code"); code != "" {
		f.Category, _, _ = strings.Cut(code, "/")
	}
	switch q.Get("status") {
	case "open":
		f.State = "open"
	case "closed":
		f.State = "resolved"
	}
	f.From = parseDay(fe, "start_date", q.Get("start_date"), false)
	f.To = parseDay(fe, "end_date", q.Get("end_date"), true)
	if err := fe.Err(); err != nil {
		return err
	}
	if f.From == nil {
		from := s.now().Add(-90 * 24 * time.Hour)
		f.From = &from
	}
	reports, _, err := s.db.PublicReports(r.Context(), f)
	if err != nil {
		return err
	}
	out := make([]open311Request, 0, len(reports))
	_, wantType, _ := strings.Cut(q.Get("service_code"), "/")
	for _, rep := range reports {
		if wantType == "" || rep.Type == wantType {
			out = append(out, s.open311Request(rep, open311Lang(r)))
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// open311RequestByID is /open311/v2/requests/{id}.json: a one-item list.
func (s *Server) open311RequestByID(w http.ResponseWriter, r *http.Request) error {
	if err := s.open311On(r); err != nil {
		return err
	}
	id := strings.TrimSuffix(r.PathValue("file"), ".json")
	rep, err := s.db.ReportByID(r.Context(), id)
	if err != nil || !rep.IsPublic() {
		return vecino.Errorf(vecino.ENOTFOUND, "Service request not found.")
	}
	writeJSON(w, http.StatusOK, []open311Request{s.open311Request(rep, open311Lang(r))})
	return nil
}

func (s *Server) open311Request(rep *vecino.Report, lang string) open311Request {
	code, name := rep.Category, rep.Category
	if c, t, ok := vecino.LookupType(rep.Category, rep.Type); ok {
		label := c.Label
		if t != nil {
			code, label = rep.Category+"/"+t.Slug, t.Label
		}
		name = label.EN
		if lang == "es" {
			name = label.ES
		}
	}
	status := "open"
	if rep.Resolved {
		status = "closed"
	}
	out := open311Request{ID: rep.ID, Status: status, ServiceName: name, ServiceCode: code, Description: rep.Description,
		Requested: rep.UploadedAt.UTC().Format(time.RFC3339), Updated: rep.UpdatedAt.UTC().Format(time.RFC3339),
		Address: rep.Address, Lat: rep.Latitude, Long: rep.Longitude}
	for _, p := range rep.Photos {
		if !p.IsDocument() {
			out.MediaURL = s.set.PublicURL + s.mediaURL(p.ID, "public", false)
			break
		}
	}
	return out
}
