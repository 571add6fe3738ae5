package sqlstore

import "github.com/vecino-city/vecino/internal/vecino"

// CellMarkers is cellMarkers.
func (d *DB) CellMarkers(f vecino.PublicFilter, limit int) (string, []any, bool) {
	return d.cellMarkers(f, limit)
}
