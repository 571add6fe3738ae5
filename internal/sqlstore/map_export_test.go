package sqlstore

import "github.com/vecino-city/vecino/internal/vecino"

// CellMarkers is cellMarkers for an unfiltered view on SQLite.
func CellMarkers(f vecino.PublicFilter, limit int) (string, []any, bool) {
	return cellMarkers(SQLite, f, true, limit)
}
