// Package geocode turns a typed address into a map point through a
// Nominatim-compatible search API (OpenStreetMap's Nominatim, Photon's
// Nominatim mode, a city's own instance), bounded to the city's area and
// cached in memory.
package geocode

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Nominatim asks a Nominatim-compatible /search endpoint. Only results
// inside the box around the city's centre count.
type Nominatim struct {
	url    string
	box    [4]float64 // min lng, min lat, max lng, max lat
	client *http.Client
	agent  string

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
func New(baseURL string, centerLat, centerLng, radiusKm float64, timeout time.Duration, agent string) *Nominatim {
	dLat := radiusKm / 111.32
	dLng := radiusKm / (111.32 * math.Cos(centerLat*math.Pi/180))
	return &Nominatim{url: strings.TrimRight(baseURL, "/"), box: [4]float64{centerLng - dLng, centerLat - dLat, centerLng + dLng, centerLat + dLat},
		client: &http.Client{Timeout: timeout}, agent: agent, cache: map[string]result{}}
}

// Geocode returns the point of address, found false when the service knows
// no such place in the city's area, or an error when it did not answer.
// Answers (found or not) are cached; errors are not.
func (g *Nominatim) Geocode(ctx context.Context, address string) (lat, lng float64, found bool, err error) {
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
	r, err = g.search(ctx, address)
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

func (g *Nominatim) search(ctx context.Context, address string) (result, error) {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }
	q := url.Values{"q": {address}, "format": {"jsonv2"}, "limit": {"1"}, "bounded": {"1"},
		"viewbox": {f(g.box[0]) + "," + f(g.box[3]) + "," + f(g.box[2]) + "," + f(g.box[1])}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, g.url+"/search?"+q.Encode(), nil)
	if err != nil {
		return result{}, err
	}
	req.Header.Set("User-Agent", g.agent)
	req.Header.Set("Accept", "application/json")
	res, err := g.client.Do(req)
	if err != nil {
		return result{}, fmt.Errorf("geocoder: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return result{}, fmt.Errorf("geocoder: HTTP %d", res.StatusCode)
	}
	var places []struct {
		Lat string `json:"lat"`
		Lon string `json:"lon"`
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, res.Body, 1<<20)).Decode(&places); err != nil {
		return result{}, fmt.Errorf("geocoder: %w", err)
	}
	for _, p := range places {
		lat, err1 := strconv.ParseFloat(p.Lat, 64)
		lng, err2 := strconv.ParseFloat(p.Lon, 64)
		// bounded=1 asks the service to keep to the box; check it anyway.
		if err1 == nil && err2 == nil && lng >= g.box[0] && lat >= g.box[1] && lng <= g.box[2] && lat <= g.box[3] {
			return result{lat: lat, lng: lng, found: true}, nil
		}
	}
	return result{}, nil
}
