package vecino

import (
	"testing"
	"time"
)

func TestValidText(t *testing.T) {
	for s, want := range map[string]bool{
		"": true, "Calle 5, 2º piso\nsin luz\t¡ya!\r\n": true, "🚲": true,
		"a\x00b": false, "\xff\xfe": false, "a\x1bb": false, "a\u0085b": false, "a\x7fb": false,
	} {
		if got := ValidText(s); got != want {
			t.Errorf("ValidText(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestFormatDate(t *testing.T) {
	d := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	if got := FormatDate("es", d); got != "20 de noviembre de 2026" {
		t.Errorf("es = %q", got)
	}
	if got := FormatDate("en", d); got != "November 20, 2026" {
		t.Errorf("en = %q", got)
	}
	if got := FormatDateOnly("es", "2026-01-03"); got != "3 de enero de 2026" {
		t.Errorf("es day = %q", got)
	}
	if got := FormatDateOnly("en", "not a day"); got != "not a day" {
		t.Errorf("not a day = %q", got)
	}
}
