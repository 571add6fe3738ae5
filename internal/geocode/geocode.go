// Package geocode turns a typed address into a map point through a
// Nominatim-compatible search API (OpenStreetMap's Nominatim, Photon's
// Nominatim mode, a city's own instance) or Google's Geocoding API, bounded
// to the city's area and cached in memory.
package geocode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Geocoder asks a geocoding service (Nominatim-compatible or Google's).
// Only results inside the box around the city's centre count.
type Geocoder struct {
	url    string
	box    [4]float64 // min lng, min lat, max lng, max lat
	client *http.Client
	agent  string
	search func(g *Geocoder, ctx context.Context, address string) (result, error)

	mu    sync.Mutex
	cache map[string]result
}

type result struct {
	lat, lng float64
	found    bool
}

// maxCached bounds the cache; when full it starts again (addresses repeat
// within days, not months).
const maxCached = 5000

// New returns a geocoder for baseURL (e.g. https://nominatim.openstreetmap.org),
// bounded to radiusKm around the city's centre. agent identifies the site to
// the service, as Nominatim's usage policy asks.
func New(baseURL string, centerLat, centerLng, radiusKm float64, timeout time.Duration, agent string) *Geocoder {
	return newGeocoder(baseURL, centerLat, centerLng, radiusKm, timeout, agent, (*Geocoder).nominatim)
}

// NewGoogle returns a geocoder on Google's Geocoding API at baseURL
// (https://maps.googleapis.com) with key, bounded like New.
func NewGoogle(baseURL, key string, centerLat, centerLng, radiusKm float64, timeout time.Duration, agent string) *Geocoder {
	return newGeocoder(baseURL, centerLat, centerLng, radiusKm, timeout, agent, func(g *Geocoder, ctx context.Context, address string) (result, error) {
		return g.google(ctx, key, address)
	})
}

func newGeocoder(baseURL string, centerLat, centerLng, radiusKm float64, timeout time.Duration, agent string,
	search func(*Geocoder, context.Context, string) (result, error)) *Geocoder {
	dLat := radiusKm / 111.32
	dLng := radiusKm / (111.32 * math.Cos(centerLat*math.Pi/180))
	return &Geocoder{url: strings.TrimRight(baseURL, "/"), box: [4]float64{centerLng - dLng, centerLat - dLat, centerLng + dLng, centerLat + dLat},
		client: &http.Client{Timeout: timeout}, agent: agent, search: search, cache: map[string]result{}}
}

// inBox reports whether a point is in the city's area.
func (g *Geocoder) inBox(lat, lng float64) bool {
	return lng >= g.box[0] && lat >= g.box[1] && lng <= g.box[2] && lat <= g.box[3]
}

// Geocode returns the point of address, found false when the service knows
// no such place in the city's area, or an error when it did not answer.
// Answers (found or not) are cached; errors are not.
func (g *Geocoder) Geocode(ctx context.Context, address string) (lat, lng float64, found bool, err error) {
	key := strings.ToLower(strings.Join(strings.Fields(address), " "))
	if key == "" {
		return 0, 0, false, nil
	}
	g.mu.Lock()
	r, ok := g.cache[key]
	g.mu.Unlock()
	if ok {
		return r.lat, r.lng, r.found, nil
	}
	r, err = g.search(g, ctx, address)
	if err != nil {
		return 0, 0, false, err
	}
	g.mu.Lock()
	if len(g.cache) >= maxCached {
		g.cache = map[string]result{}
	}
	g.cache[key] = r
	g.mu.Unlock()
	return r.lat, r.lng, r.found, nil
}

func f6(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }

// getJSON asks path?q of the service and decodes its JSON answer into v.
func (g *Geocoder) getJSON(ctx context.Context, path string, q url.Values, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, g.url+path+"?"+q.Encode(), nil)
	if err != nil {
		return err
	}
	req.Header.Set("User-Agent", g.agent)
	req.Header.Set("Accept", "application/json")
	res, err := g.client.Do(req)
	if err != nil {
		// The URL holds the key for Google: say only what failed.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return fmt.Errorf("geocoder: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("geocoder: HTTP %d", res.StatusCode)
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, res.Body, 1<<20)).Decode(v); err != nil {
		return fmt.Errorf("geocoder: %w", err)
	}
	return nil
}

// nominatim asks a Nominatim-compatible /search.
func (g *Geocoder) nominatim(ctx context.Context, address string) (result, error) {
	q := url.Values{"q": {address}, "format": {"jsonv2"}, "limit": {"1"}, "bounded": {"1"},
		"viewbox": {f6(g.box[0]) + "," + f6(g.box[3]) + "," + f6(g.box[2]) + "," + f6(g.box[1])}}
	var places []struct {
		Lat string `json:"lat"`
		Lon string `json:"lon"`
	}
	if err := g.getJSON(ctx, "/search", q, &places); err != nil {
		return result{}, err
	}
	for _, p := range places {
		lat, err1 := strconv.ParseFloat(p.Lat, 64)
		lng, err2 := strconv.ParseFloat(p.Lon, 64)
		// bounded=1 asks the service to keep to the box; check it anyway.
		if err1 == nil && err2 == nil && g.inBox(lat, lng) {
			return result{lat: lat, lng: lng, found: true}, nil
		}
	}
	return result{}, nil
}

// google asks Google's Geocoding API (/maps/api/geocode/json), biased to
// the city's box; ZERO_RESULTS is "not found", any other status but OK an
// error (a refused key, a spent quota), which is not cached.
func (g *Geocoder) google(ctx context.Context, key, address string) (result, error) {
	q := url.Values{"address": {address}, "key": {key},
		"bounds": {f6(g.box[1]) + "," + f6(g.box[0]) + "|" + f6(g.box[3]) + "," + f6(g.box[2])}}
	var answer struct {
		Status  string `json:"status"`
		Results []struct {
			Geometry struct {
				Location struct{ Lat, Lng float64 } `json:"location"`
			} `json:"geometry"`
		} `json:"results"`
	}
	if err := g.getJSON(ctx, "/maps/api/geocode/json", q, &answer); err != nil {
		return result{}, err
	}
	switch answer.Status {
	case "OK":
	case "ZERO_RESULTS":
		return result{}, nil
	default:
		return result{}, fmt.Errorf("geocoder: Google answered %s", answer.Status)
	}
	for _, r := range answer.Results {
		if l := r.Geometry.Location; g.inBox(l.Lat, l.Lng) {
			return result{lat: l.Lat, lng: l.Lng, found: true}, nil
		}
	}
	return result{}, nil
}
