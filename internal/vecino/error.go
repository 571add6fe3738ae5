// Package vecino is the domain of the app: reports, users, roles, flags and the
// rules that bind them. It imports nothing internal; storage and transport
// adapters depend on it, never the other way round.
package vecino

import (
	"errors"
	"fmt"
	"time"
)

// Error codes. The set is closed: every error the API returns carries one of
// these, and httpapi maps each to exactly one HTTP status.
const (
	EINVALID      = "invalid"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	ENOTFOUND     = "not_found"
	ECONFLICT     = "conflict"
	ETOOLARGE     = "too_large"
	EUNSUPPORTED  = "unsupported_media"
	EMETHOD       = "method_not_allowed"
	ERATELIMITED  = "rate_limited"
	EINTERNAL     = "internal"
	EUNAVAILABLE  = "unavailable"
	ESTORAGEFULL  = "storage_full"
	// EUNCONFIRMED answers the right password of an account whose email
	// is not confirmed yet.
	EUNCONFIRMED = "email_not_confirmed"
	// EPHOTOSUNCHECKED refuses to approve a report whose photos are not
	// processed and checked by staff yet.
	EPHOTOSUNCHECKED = "photos_unchecked"
)

// Field error codes: stable values the frontend translates.
const (
	FieldRequired      = "required"
	FieldTooShort      = "too_short"
	FieldTooLong       = "too_long"
	FieldInvalidFormat = "invalid_format"
	FieldOutOfRange    = "out_of_range"
	FieldNotAllowed    = "not_allowed"
	FieldTooCommon     = "too_common"
	FieldTaken         = "taken"
)

// Error is a domain error: a code from the closed set, a message safe to show,
// and optional per-field codes.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
	// RetryAfter, when set, is how long a refused caller should wait
	// (rate_limited, unavailable); the API sends it as Retry-After.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	return fmt.Sprintf("vecino error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// FieldErrors collects per-field validation codes; Err returns nil when empty.
type FieldErrors map[string]string

// Add records code for field unless the field already has one.
func (f FieldErrors) Add(field, code string) {
	if _, ok := f[field]; !ok {
		f[field] = code
	}
}

// Err returns an EINVALID *Error carrying the fields, or nil when there are none.
func (f FieldErrors) Err() error {
	if len(f) == 0 {
		return nil
	}
	return &Error{Code: EINVALID, Message: "Some fields are not valid.", Fields: f}
}

// ErrorCode returns the code of err, EINTERNAL for errors that are not *Error,
// and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-safe message of err; internal errors get a
// generic text so that nothing about the system leaks.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "An internal error occurred."
}
