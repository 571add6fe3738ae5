package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// message is an error written for the person at the command line: a
// sentence, printed as is.
type message string

func (m message) Error() string { return string(m) }

// fieldFlags name the command-line flag behind each field a domain error
// can point at.
var fieldFlags = map[string]string{"email": "--email", "password": "password", "language": "--language",
	"preferred_language": "--language", "first_name": "--first-name", "last_name": "--last-name", "role": "--role"}

// fieldTexts say in words what each field code means (the web app's
// wording, in English).
var fieldTexts = map[string]string{
	vecino.FieldRequired:      "is required.",
	vecino.FieldTooShort:      "is too short.",
	vecino.FieldTooLong:       "is too long.",
	vecino.FieldInvalidFormat: "is not valid.",
	vecino.FieldOutOfRange:    "is out of range.",
	vecino.FieldNotAllowed:    "is not allowed.",
	vecino.FieldTooCommon:     "is too common or too easy to guess. Choose another one.",
	vecino.FieldTaken:         "is already registered.",
}

// describe turns an error into what the command line prints: a domain
// error's message with one line per field in words, or the error's text.
func describe(err error) string {
	var e *vecino.Error
	if !errors.As(err, &e) {
		return err.Error()
	}
	var b strings.Builder
	b.WriteString(e.Message)
	fields := make([]string, 0, len(e.Fields))
	for f := range e.Fields {
		fields = append(fields, f)
	}
	slices.Sort(fields)
	for _, f := range fields {
		fmt.Fprintf(&b, "\n  - %s %s", flagOf(f), fieldText(f, e.Fields[f]))
	}
	return b.String()
}

func flagOf(field string) string {
	if name, ok := fieldFlags[field]; ok {
		return name
	}
	return field
}

func fieldText(field, code string) string {
	switch {
	case field == "password" && code == vecino.FieldTooShort:
		return fmt.Sprintf("is too short: use at least %d characters.", auth.MinPasswordLen)
	case field == "password" && code == vecino.FieldTooLong:
		return fmt.Sprintf("is too long: use at most %d characters.", auth.MaxPasswordLen)
	case field == "email" && code == vecino.FieldInvalidFormat:
		return "is not a valid email address."
	case field == "language" && code == vecino.FieldInvalidFormat:
		return "must be en or es."
	}
	if text, ok := fieldTexts[code]; ok {
		return text
	}
	return code
}
