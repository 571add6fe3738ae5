package vecino

import "testing"

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
