package sqlstore

import (
	"testing"
	"time"
)

// FuzzParseCursor: any cursor a client sends is either refused as invalid or
// read as a time and an id; every cursor the server hands out reads back as
// the position it encodes.
func FuzzParseCursor(f *testing.F) {
	f.Add("", int64(0), "id")
	f.Add(cursor(time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC), "0193"), int64(1_700_000_000_123_456), "01a2-x")
	f.Add("%%%", int64(-1), "|")
	f.Fuzz(func(t *testing.T, c string, micros int64, id string) {
		if _, _, err := parseCursor(c); err != nil && c == "" {
			t.Fatal("the empty cursor refused")
		}
		at := time.UnixMicro(micros % (1 << 50)).UTC()
		if at.Year() < 0 || at.Year() > 9999 {
			return
		}
		got, gotID, err := parseCursor(cursor(at, id))
		if err != nil || !got.Equal(at) || gotID != id {
			t.Fatalf("cursor(%v, %q) read back as %v, %q, %v", at, id, got, gotID, err)
		}
	})
}
