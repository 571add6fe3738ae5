package auth

import (
	"net/mail"
	"strings"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Password and name limits (docs/PRODUCT.md §6). Passwords longer than the maximum
// are refused, never silently cut.
const (
	MinPasswordLen = 10
	MaxPasswordLen = 256
	maxNameLen     = 100
	maxEmailLen    = 254
)

// ValidateEmail records a field error for a missing or malformed email.
func ValidateEmail(fe vecino.FieldErrors, email string) {
	email = strings.TrimSpace(email)
	if email == "" {
		fe.Add("email", vecino.FieldRequired)
		return
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > maxEmailLen || !strings.Contains(email[strings.LastIndex(email, "@"):], ".") {
		fe.Add("email", vecino.FieldInvalidFormat)
	}
}

// ValidatePassword records a field error under field for a password that is
// too short, too long, common, or made from the email.
func ValidatePassword(fe vecino.FieldErrors, field, password, email string) {
	n := utf8.RuneCountInString(password)
	switch {
	case password == "":
		fe.Add(field, vecino.FieldRequired)
	case n < MinPasswordLen:
		fe.Add(field, vecino.FieldTooShort)
	case n > MaxPasswordLen:
		fe.Add(field, vecino.FieldTooLong)
	case IsCommonPassword(password, email):
		fe.Add(field, vecino.FieldTooCommon)
	}
}

// ValidateSignup checks every sign-up field and returns an EINVALID error
// listing each bad one, or nil.
func ValidateSignup(email, password, first, last, lang string) error {
	fe := vecino.FieldErrors{}
	ValidateEmail(fe, email)
	ValidatePassword(fe, "password", password, email)
	ValidateName(fe, "first_name", first)
	ValidateName(fe, "last_name", last)
	if !vecino.ValidLanguage(lang) {
		fe.Add("preferred_language", vecino.FieldInvalidFormat)
	}
	return fe.Err()
}

// ValidateName records a field error for an empty or overlong name.
func ValidateName(fe vecino.FieldErrors, field, name string) {
	name = strings.TrimSpace(name)
	if name == "" {
		fe.Add(field, vecino.FieldRequired)
	} else if utf8.RuneCountInString(name) > maxNameLen {
		fe.Add(field, vecino.FieldTooLong)
	}
}

// commonBases are words that top every leaked-password list, in English and
// Spanish; with the usual suffixes they make most common long passwords.
var commonBases = []string{
	"password", "passw0rd", "p@ssword", "p@ssw0rd", "qwerty", "qwertyuiop", "asdfghjkl", "zxcvbnm", "iloveyou", "welcome",
	"admin", "administrator", "letmein", "football", "baseball", "basketball", "soccer", "dragon", "monkey", "sunshine",
	"princess", "starwars", "superman", "batman", "trustno1", "shadow", "master", "michael", "jennifer", "whatever",
	"freedom", "computer", "internet", "abc123", "abcdef", "abcdefgh", "abcdefghij", "charlie", "jordan", "hello", "hellohello",
	"login", "secret", "changeme", "default", "summer", "winter", "spring", "autumn", "pokemon", "naruto", "samsung", "google",
	"contraseña", "contrasena", "contrasenia", "teamo", "tequiero", "hola", "holahola", "futbol", "america", "barcelona",
	"realmadrid", "mexico", "colombia", "argentina", "amor", "amorcito", "corazon", "mariposa", "estrella", "angel",
	"vecino", "vecinos", "qazwsx", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4", "zaq12wsx", "aa123456", "a1b2c3d4",
	"123qwe", "qwe123", "qwerty123", "password1", "iloveyou1",
}

// productNames are the site's own name: the first guess against its users.
var productNames = []string{"vecino"}

var commonSuffixes = []string{"", "1", "12", "123", "1234", "12345", "123456", "1234567", "!", "1!", "123!", "01", "007",
	"2020", "2021", "2022", "2023", "2024", "2025", "2026", "2027", "69", "99", "00", "11", "22", "77", "88"}

var commonSet = func() map[string]bool {
	m := map[string]bool{}
	for _, b := range commonBases {
		for _, s := range commonSuffixes {
			m[b+s] = true
			m[s+b] = true
		}
	}
	return m
}()

// IsCommonPassword reports whether password is a well-known password, a run
// of one character, a keyboard or number sequence, or built from the email.
func IsCommonPassword(password, email string) bool {
	p := strings.ToLower(password)
	if commonSet[p] {
		return true
	}
	if strings.Count(p, string([]rune(p)[0])) == utf8.RuneCountInString(p) {
		return true
	}
	for _, seq := range []string{"01234567890123456789", "98765432109876543210", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"} {
		if strings.Contains(seq, p) {
			return true
		}
	}
	for _, name := range productNames { // "Vecino2026!", "mivecino123"
		if strings.Contains(p, name) && len(p)-len(name) < 6 {
			return true
		}
	}
	local, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(email)), "@")
	return len(local) >= 4 && strings.Contains(p, local) && len(p)-len(local) < 6
}
