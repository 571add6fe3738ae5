package httpapi

import (
	"encoding/csv"
	"encoding/json"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// maxMapPoints is the most single reports one map answer holds; beyond it
// the server answers clusters on a grid of mapGrid×mapGrid cells (from the
// map_cells sums when no date or neighbourhood is filtered). 500 markers
// already cover a phone's screen; reading and writing 2,000 of them for a
// neighbourhood-sized view cost 25 ms of CPU per request (issue 11).
//
// mapGrid bounds the clusters by what the map can draw: its bubbles are 32
// to 60 px wide and the web map merges any that overlap (layoutClusters),
// so a 1,200 px wide map shows at most about 20 across. The grid's level is
// the finest whose cells fit the box's longer side at most mapGrid times: 8
// to 16 cells a side (whole cells, so up to 17), 75 to 150 px apart on such
// a map, at most 289 clusters for a square view, about 200 for a 3:2 one.
// A grid of 40 answered up to 1,369 clusters, most of which the map merged
// again, and reading them was most of a new view's CPU
// (docs/perf/staff.md).
const (
	maxMapPoints = 500
	mapGrid      = 16
)

// publicFilter reads ?bbox=west,south,east,north (Leaflet's toBBoxString
// order), &category=, &from=, &to= (RFC 3339 or YYYY-MM-DD), &state=open|resolved.
func publicFilter(r *http.Request) (vecino.PublicFilter, error) {
	q := r.URL.Query()
	f := vecino.PublicFilter{Category: q.Get("category"), State: q.Get("state"), Neighborhood: q.Get("neighborhood"), Cursor: q.Get("cursor"),
		Query: strings.TrimSpace(q.Get("q"))}
	fe := vecino.FieldErrors{}
	if len(f.Query) > 200 {
		fe.Add("q", vecino.FieldTooLong)
	}
	if b := q.Get("bbox"); b != "" {
		parts := strings.Split(b, ",")
		var v [4]float64
		ok := len(parts) == 4
		for i := 0; ok && i < 4; i++ {
			var err error
			v[i], err = strconv.ParseFloat(strings.TrimSpace(parts[i]), 64)
			ok = err == nil && !math.IsNaN(v[i]) && !math.IsInf(v[i], 0) // NaN passes every comparison below
		}
		if !ok || v[1] > v[3] || v[0] > v[2] || v[1] < -90 || v[3] > 90 || v[0] < -180 || v[2] > 180 {
			fe.Add("bbox", vecino.FieldInvalidFormat)
		} else {
			f.West, f.South, f.East, f.North = &v[0], &v[1], &v[2], &v[3]
		}
	}
	if f.Category != "" {
		if c, ok := vecino.CategoryBySlug(f.Category); !ok || c.Private {
			fe.Add("category", vecino.FieldInvalidFormat)
		}
	}
	if _, err := uuid.Parse(f.Neighborhood); f.Neighborhood != "" && err != nil {
		fe.Add("neighborhood", vecino.FieldInvalidFormat)
	}
	if f.State != "" && f.State != "open" && f.State != "resolved" {
		fe.Add("state", vecino.FieldInvalidFormat)
	}
	f.From = parseDay(fe, "from", q.Get("from"), false)
	f.To = parseDay(fe, "to", q.Get("to"), true)
	return f, fe.Err()
}

var parseDay = httpkit.ParseDay

func (s *Server) publicReports(w http.ResponseWriter, r *http.Request) error {
	f, err := publicFilter(r)
	if err != nil {
		return err
	}
	if f.Limit, err = pageLimit(r, 20); err != nil {
		return err
	}
	reports, next, err := s.db.PublicReports(r.Context(), f)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "public, no-cache") // revalidate with the ETag: a retraction shows at once
	writeJSON(w, http.StatusOK, page(s.views(reports, nil, ""), next))
	return nil
}

// publicReport is one report of the public record; anything else is 404.
func (s *Server) publicReport(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	if !rep.IsPublic() {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	// Its reporter's answers "still there" to "is it fixed?", dated.
	still, err := s.db.StillThere(r.Context(), rep.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "public, no-cache") // revalidate with the ETag: a retraction shows at once
	writeJSON(w, http.StatusOK, struct {
		reportOut
		StillThere []time.Time `json:"still_there"`
	}{s.reportView(rep, nil, ""), still})
	return nil
}

func (s *Server) mapPoints(w http.ResponseWriter, r *http.Request) error {
	f, err := publicFilter(r)
	if err != nil {
		return err
	}
	points, err := s.db.MapPoints(r.Context(), f, maxMapPoints, mapGrid)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "public, no-cache") // revalidate with the ETag: a retraction shows at once
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	// A marker takes about 150 bytes, a cluster 60.
	w.Write(appendMapPoints(make([]byte, 0, 160*len(points)+2), points)) //nolint:errcheck // the client went away
	return nil
}

// appendMapPoints writes points as encoding/json would (the same bytes,
// TestAppendMapPointsIsJSON), without its reflection: for a view of a few
// hundred clusters, encoding/json was a sixth of the answer's CPU.
func appendMapPoints(b []byte, points []vecino.MapPoint) []byte {
	b = append(b, '[')
	for i, p := range points {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"lat":`...)
		b = appendJSONFloat(b, p.Lat)
		b = append(b, `,"lng":`...)
		b = appendJSONFloat(b, p.Lng)
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(p.Count), 10)
		if p.ID != nil {
			b = appendJSONString(append(b, `,"id":`...), *p.ID)
		}
		if p.Category != "" {
			b = appendJSONString(append(b, `,"category":`...), p.Category)
		}
		if p.Type != "" {
			b = appendJSONString(append(b, `,"type":`...), p.Type)
		}
		if p.Resolved != nil {
			b = strconv.AppendBool(append(b, `,"resolved":`...), *p.Resolved)
		}
		b = append(b, '}')
	}
	return append(b, ']', '\n')
}

// appendJSONFloat is encoding/json's float64: the shortest form, with an
// exponent only for very small or large values. (NaN and ±Inf, which JSON
// cannot hold, never come from the store's sums of finite coordinates.)
func appendJSONFloat(b []byte, f float64) []byte {
	abs := math.Abs(f)
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		n := len(b)
		b = strconv.AppendFloat(b, f, 'e', -1, 64)
		// e-09 → e-9, as encoding/json writes it.
		if m := len(b); m-n >= 4 && b[m-4] == 'e' && b[m-3] == '-' && b[m-2] == '0' {
			b[m-2] = b[m-1]
			b = b[:m-1]
		}
		return b
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

// appendJSONString writes s quoted; anything but plain printable ASCII
// goes through encoding/json, which escapes it (HTML's <, >, & included).
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// exportHeader names the exports' columns; the neighbourhood (its id and
// both names, empty outside every boundary) comes last, as both exports
// filter by it.
var exportHeader = []string{"id", "category", "type", "description", "latitude", "longitude", "address", "occurred_at", "uploaded_at", "resolved",
	"neighborhood_id", "neighborhood_en", "neighborhood_es"}

// exportNames reads the neighbourhoods' names once per export.
func (s *Server) exportNames(r *http.Request) (map[string]vecino.Neighborhood, error) {
	ns, err := s.db.Neighborhoods(r.Context())
	if err != nil {
		return nil, err
	}
	byID := make(map[string]vecino.Neighborhood, len(ns))
	for _, n := range ns {
		byID[n.ID] = n
	}
	return byID, nil
}

func exportRow(rep *vecino.Report, names map[string]vecino.Neighborhood) []string {
	f := func(p *float64) string {
		if p == nil {
			return ""
		}
		return strconv.FormatFloat(*p, 'f', 6, 64)
	}
	occurred := ""
	if rep.OccurredAt != nil {
		occurred = rep.OccurredAt.UTC().Format(time.RFC3339)
	}
	var nID, nEN, nES string
	if rep.NeighborhoodID != nil {
		n := names[*rep.NeighborhoodID]
		nID, nEN, nES = *rep.NeighborhoodID, n.NameEN, n.NameES
	}
	return []string{rep.ID, rep.Category, rep.Type, rep.Description, f(rep.Latitude), f(rep.Longitude), rep.Address, occurred,
		rep.UploadedAt.UTC().Format(time.RFC3339), strconv.FormatBool(rep.Resolved), nID, nEN, nES}
}

// exportCSV streams the public record as CSV (open data).
func (s *Server) exportCSV(w http.ResponseWriter, r *http.Request) error {
	f, err := publicFilter(r)
	if err != nil {
		return err
	}
	names, err := s.exportNames(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="vecino-reports.csv"`)
	cw := csv.NewWriter(w)
	cw.Write(exportHeader) //nolint:errcheck
	err = s.db.ExportRows(r.Context(), f, func(rep *vecino.Report) error {
		row := exportRow(rep, names)
		for _, i := range []int{3, 6, 11, 12} { // free text: description, address, neighbourhood names
			// A cell starting with one of these would run as a formula in a spreadsheet.
			if v := row[i]; v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
				row[i] = "'" + v
			}
		}
		return cw.Write(row)
	})
	cw.Flush()
	return streamErr(r, err)
}

// exportGeoJSON streams the public record as a GeoJSON FeatureCollection.
func (s *Server) exportGeoJSON(w http.ResponseWriter, r *http.Request) error {
	f, err := publicFilter(r)
	if err != nil {
		return err
	}
	names, err := s.exportNames(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/geo+json")
	w.Header().Set("Content-Disposition", `attachment; filename="vecino-reports.geojson"`)
	w.Write([]byte(`{"type":"FeatureCollection","features":[`)) //nolint:errcheck
	first := true
	enc := json.NewEncoder(w)
	err = s.db.ExportRows(r.Context(), f, func(rep *vecino.Report) error {
		if rep.Latitude == nil || rep.Longitude == nil {
			return nil // a typed address only: no point to draw
		}
		if !first {
			w.Write([]byte(",")) //nolint:errcheck
		}
		first = false
		row := exportRow(rep, names)
		props := map[string]any{}
		for i, k := range exportHeader {
			if k != "latitude" && k != "longitude" {
				props[k] = row[i]
			}
		}
		props["resolved"] = rep.Resolved
		return enc.Encode(map[string]any{"type": "Feature", "properties": props,
			"geometry": map[string]any{"type": "Point", "coordinates": []float64{*rep.Longitude, *rep.Latitude}}})
	})
	w.Write([]byte("]}")) //nolint:errcheck
	return streamErr(r, err)
}

// streamErr logs an error met after a stream started: the status is sent
// already, so the error cannot be answered, only recorded.
func streamErr(r *http.Request, err error) error {
	if err != nil {
		slog.ErrorContext(r.Context(), "export stream", "request_id", requestID(r.Context()), "err", err)
	}
	return nil
}
