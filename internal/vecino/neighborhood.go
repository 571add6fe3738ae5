package vecino

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"
	"github.com/paulmach/orb/planar"
)

// Neighborhood is a named area of the city; reports whose point falls in its
// boundary belong to it (docs/PRODUCT.md §11).
type Neighborhood struct {
	ID     string `json:"id"`
	NameEN string `json:"name_en"`
	NameES string `json:"name_es"`
	// Geometry is a GeoJSON Polygon or MultiPolygon, or empty when no
	// boundary has been set.
	Geometry  json.RawMessage `json:"geometry,omitempty"`
	Counts    map[string]int  `json:"counts"` // reports per status
	CreatedAt time.Time       `json:"created_at"`
	UpdatedAt time.Time       `json:"updated_at"`
}

// NeighborhoodJob is the progress of re-assigning every report to the
// neighbourhood that contains it.
type NeighborhoodJob struct {
	State      string     `json:"state"` // running, done, failed
	Done       int        `json:"done"`
	Total      int        `json:"total"`
	Changed    int        `json:"changed"`
	StartedAt  time.Time  `json:"started_at"`
	FinishedAt *time.Time `json:"finished_at"`
}

// ReportPoint is a located report and the neighbourhood it now has ("" for none).
type ReportPoint struct {
	ID             string
	Lat, Lng       float64
	NeighborhoodID string
}

// CheckNeighborhoodNames checks the English and Spanish names.
func CheckNeighborhoodNames(fe FieldErrors, prefix, en, es string) {
	CheckLength(fe, prefix+"name_en", en, 1, 100)
	CheckLength(fe, prefix+"name_es", es, 1, 100)
}

// Boundary error codes, per feature of an imported file.
const (
	BoundaryNotCollection = "not_feature_collection"
	BoundaryEmpty         = "no_features"
	BoundaryBadGeometry   = "not_polygon"
	BoundaryRingOpen      = "ring_not_closed"
	BoundaryRingShort     = "ring_too_short"
	BoundaryOutOfRange    = "out_of_range"
	BoundaryDuplicate     = "duplicate_name"
	maxBoundaryFeatures   = 500
)

// ParseBoundaries reads a GeoJSON FeatureCollection of Polygons and
// MultiPolygons, each with a name (properties name_en or name, and name_es,
// which defaults to the English name). Every problem of every feature is
// reported at once as "features.N.field": code, or "file": code for the
// whole file; nothing is returned unless the whole file is good.
func ParseBoundaries(data []byte) ([]Neighborhood, error) {
	var doc struct {
		Type     string            `json:"type"`
		Features []json.RawMessage `json:"features"`
	}
	fileErr := func(code string) error {
		return &Error{Code: EINVALID, Message: "The file is not a GeoJSON FeatureCollection of neighborhoods.", Fields: map[string]string{"file": code}}
	}
	if err := json.Unmarshal(data, &doc); err != nil || doc.Type != "FeatureCollection" {
		return nil, fileErr(BoundaryNotCollection)
	}
	if len(doc.Features) == 0 {
		return nil, fileErr(BoundaryEmpty)
	} else if len(doc.Features) > maxBoundaryFeatures {
		return nil, fileErr(FieldTooLong)
	}
	fe := FieldErrors{}
	seen := map[string]bool{}
	out := make([]Neighborhood, 0, len(doc.Features))
	for i, raw := range doc.Features {
		prefix := "features." + strconv.Itoa(i) + "."
		f, err := geojson.UnmarshalFeature(raw)
		if err != nil || f.Geometry == nil {
			fe.Add(prefix+"geometry", BoundaryBadGeometry)
			continue
		}
		en := strings.TrimSpace(firstString(f.Properties, "name_en", "name"))
		es := strings.TrimSpace(firstString(f.Properties, "name_es"))
		if es == "" {
			es = en
		}
		CheckNeighborhoodNames(fe, prefix, en, es)
		if key := strings.ToLower(en); en != "" && seen[key] {
			fe.Add(prefix+"name_en", BoundaryDuplicate)
		} else {
			seen[key] = true
		}
		if code := checkArea(f.Geometry); code != "" {
			fe.Add(prefix+"geometry", code)
			continue
		}
		geom, _ := geojson.NewGeometry(f.Geometry).MarshalJSON()
		out = append(out, Neighborhood{NameEN: en, NameES: es, Geometry: geom})
	}
	if len(fe) > 0 {
		return nil, &Error{Code: EINVALID, Message: "Some neighborhoods in the file are not valid; nothing was imported.", Fields: fe}
	}
	return out, nil
}

func firstString(p geojson.Properties, keys ...string) string {
	for _, k := range keys {
		if s, ok := p[k].(string); ok && s != "" {
			return s
		}
	}
	return ""
}

// checkArea returns the code of the first problem of a boundary, or "".
func checkArea(g orb.Geometry) string {
	var polys orb.MultiPolygon
	switch v := g.(type) {
	case orb.Polygon:
		polys = orb.MultiPolygon{v}
	case orb.MultiPolygon:
		polys = v
	default:
		return BoundaryBadGeometry
	}
	if len(polys) == 0 {
		return BoundaryBadGeometry
	}
	for _, p := range polys {
		if len(p) == 0 {
			return BoundaryBadGeometry
		}
		for _, ring := range p {
			if len(ring) < 4 {
				return BoundaryRingShort
			}
			if !ring.Closed() {
				return BoundaryRingOpen
			}
			for _, pt := range ring {
				if pt.Lon() < -180 || pt.Lon() > 180 || pt.Lat() < -90 || pt.Lat() > 90 {
					return BoundaryOutOfRange
				}
			}
		}
	}
	return ""
}

// NeighborhoodIndex finds the neighbourhood that contains a point. Where
// boundaries overlap, the first neighbourhood given wins, so the answer is
// the same on every instance and every run.
type NeighborhoodIndex struct {
	areas []area
}

type area struct {
	id    string
	bound orb.Bound
	polys orb.MultiPolygon
}

// NewNeighborhoodIndex indexes the boundaries of ns (those without one are
// skipped).
func NewNeighborhoodIndex(ns []Neighborhood) *NeighborhoodIndex {
	ix := &NeighborhoodIndex{}
	for _, n := range ns {
		if len(n.Geometry) == 0 {
			continue
		}
		g, err := geojson.UnmarshalGeometry(n.Geometry)
		if err != nil {
			continue
		}
		var polys orb.MultiPolygon
		switch v := g.Geometry().(type) {
		case orb.Polygon:
			polys = orb.MultiPolygon{v}
		case orb.MultiPolygon:
			polys = v
		default:
			continue
		}
		ix.areas = append(ix.areas, area{id: n.ID, bound: polys.Bound(), polys: polys})
	}
	return ix
}

// Locate returns the id of the neighbourhood containing (lat, lng), or "".
func (ix *NeighborhoodIndex) Locate(lat, lng float64) string {
	pt := orb.Point{lng, lat}
	for _, a := range ix.areas {
		if a.bound.Contains(pt) && planar.MultiPolygonContains(a.polys, pt) {
			return a.id
		}
	}
	return ""
}

// Len is the number of neighbourhoods with a boundary.
func (ix *NeighborhoodIndex) Len() int { return len(ix.areas) }
