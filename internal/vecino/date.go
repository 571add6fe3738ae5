package vecino

import (
	"fmt"
	"time"
)

var monthsES = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
	"octubre", "noviembre", "diciembre"}

// FormatDate writes a day the way lang writes it in running text:
// "November 20, 2026" in English, "20 de noviembre de 2026" in Spanish
// (docs/glossary.md). Never 2026-11-20 in a sentence a person reads.
func FormatDate(lang string, d time.Time) string {
	if lang == "es" {
		return fmt.Sprintf("%d de %s de %d", d.Day(), monthsES[d.Month()-1], d.Year())
	}
	return d.Format("January 2, 2006")
}

// FormatDateOnly is FormatDate for a YYYY-MM-DD day; anything else comes
// back as it is.
func FormatDateOnly(lang, day string) string {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return FormatDate(lang, d)
}
