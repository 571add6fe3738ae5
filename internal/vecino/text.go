package vecino

import (
	"unicode"
	"unicode/utf8"
)

// ValidText reports whether s may be stored and shown: valid UTF-8 without
// NUL or other control characters, except tab, line feed and carriage
// return, which multi-line fields need. Both databases then accept the same
// input (PostgreSQL refuses NUL and bad UTF-8 where SQLite stores them).
func ValidText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return false
		}
	}
	return true
}

// ErrBadText answers a field or path holding bytes ValidText refuses.
func ErrBadText(field string) *Error {
	return &Error{Code: EINVALID, Message: "The request holds characters that are not allowed.",
		Fields: map[string]string{field: FieldInvalidFormat}}
}
