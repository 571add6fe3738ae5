package vecino

import (
	"errors"
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"
)

// FuzzParseBoundaries: any uploaded file is either refused with a domain
// error or gives named neighbourhoods whose boundaries are polygons of
// closed rings with finite coordinates on the globe.
func FuzzParseBoundaries(f *testing.F) {
	f.Add([]byte(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Downtown","name_es":"Centro"},` +
		`"geometry":{"type":"Polygon","coordinates":[[[-74.05,40.71],[-74.03,40.71],[-74.03,40.73],[-74.05,40.71]]]}}]}`))
	f.Add([]byte(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"X"},` +
		`"geometry":{"type":"Polygon","coordinates":[[[NaN,1],[2,3],[4,5],[NaN,1]]]}}]}`))
	f.Add([]byte(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"X"},` +
		`"geometry":{"type":"MultiPolygon","coordinates":[[[[1e308,1],[2,3],[4,5],[1e308,1]]]]}}]}`))
	f.Add([]byte(`{"type":"FeatureCollection","features":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		hoods, err := ParseBoundaries(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code != EINVALID {
				t.Fatalf("refused with %v, want an invalid error", err)
			}
			return
		}
		for _, n := range hoods {
			if n.NameEN == "" || n.NameES == "" {
				t.Fatalf("accepted a neighbourhood without a name: %+v", n)
			}
			g, err := geojson.UnmarshalGeometry(n.Geometry)
			if err != nil {
				t.Fatalf("stored geometry does not read back: %v", err)
			}
			var polys []orb.Polygon
			switch v := g.Geometry().(type) {
			case orb.Polygon:
				polys = []orb.Polygon{v}
			case orb.MultiPolygon:
				polys = v
			default:
				t.Fatalf("accepted a %T", v)
			}
			for _, p := range polys {
				for _, ring := range p {
					if len(ring) < 4 || ring[0] != ring[len(ring)-1] {
						t.Fatalf("accepted an open or short ring %v", ring)
					}
					for _, pt := range ring {
						if math.IsNaN(pt[0]) || math.IsNaN(pt[1]) || pt[0] < -180 || pt[0] > 180 || pt[1] < -90 || pt[1] > 90 {
							t.Fatalf("accepted the point %v", pt)
						}
					}
				}
			}
		}
	})
}
