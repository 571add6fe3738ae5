package webhost

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// MapView is where the public map starts: its centre, the configured zoom
// and Leaflet's tile template (MAP_TILE_URL).
type MapView struct {
	Lat, Lng float64
	Zoom     int
	TileURL  string
}

// tileSize is Leaflet's tile size in pixels.
const tileSize = 256

// tilePreview is the markup of the public map's first tiles as plain images,
// which the map page's prerendered HTML shows in the map's place until the
// app has loaded Leaflet: the 5 × 5 tiles around the centre at the public
// map's zoom (the configured one less two, at least 3), each placed from
// the box's centre as Leaflet places it, the outer ring loaded only where it
// shows. The web app draws the same while Leaflet's code loads
// (web/src/components/maps/tile-preview.tsx); keep the two alike.
func tilePreview(v MapView) string {
	zoom := max(v.Zoom-2, 3)
	scale := tileSize * math.Exp2(float64(zoom))
	lat := v.Lat * math.Pi / 180
	x := (v.Lng + 180) / 360 * scale
	y := (1 - math.Log(math.Tan(lat)+1/math.Cos(lat))/math.Pi) / 2 * scale
	count := 1 << zoom
	cx, cy := int(math.Floor(x/tileSize)), int(math.Floor(y/tileSize))
	var b strings.Builder
	b.WriteString(`<div aria-hidden="true" class="relative h-full w-full overflow-hidden bg-muted">`)
	for j := cy - 2; j <= cy+2; j++ {
		if j < 0 || j >= count {
			continue
		}
		for i := cx - 2; i <= cx+2; i++ {
			src := strings.NewReplacer("{z}", strconv.Itoa(zoom), "{x}", strconv.Itoa(((i%count)+count)%count), "{y}", strconv.Itoa(j), "{s}", "a", "{r}", "").Replace(v.TileURL)
			lazy := ""
			if abs(i-cx) == 2 || abs(j-cy) == 2 {
				lazy = ` loading="lazy"`
			}
			fmt.Fprintf(&b, `<img src="%s" alt="" width="256" height="256"%s class="absolute max-w-none" style="left: calc(50%% + %dpx); top: calc(50%% + %dpx);">`,
				html.EscapeString(src), lazy, int(math.Round(float64(i*tileSize)-x)), int(math.Round(float64(j*tileSize)-y)))
		}
	}
	b.WriteString(`</div>`)
	return b.String()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
