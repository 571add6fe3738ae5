// Package httpkit is what Vecino's HTTP packages share: the JSON API
// (httpapi), Open311 (open311) and the web app's hosting (webhost). It holds
// the HTTP status of each domain error code, JSON answers and request
// bodies, the request's context (its id and signed-in user) and the line of
// a route table. It imports no other HTTP package of Vecino, so each of
// them can use it.
package httpkit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/vecino"
)

// StatusOf maps every domain error code to its one HTTP status (API.md).
var StatusOf = map[string]int{
	vecino.EINVALID:         http.StatusBadRequest,
	vecino.EUNAUTHORIZED:    http.StatusUnauthorized,
	vecino.EFORBIDDEN:       http.StatusForbidden,
	vecino.ENOTFOUND:        http.StatusNotFound,
	vecino.ECONFLICT:        http.StatusConflict,
	vecino.ETOOLARGE:        http.StatusRequestEntityTooLarge,
	vecino.EUNSUPPORTED:     http.StatusUnsupportedMediaType,
	vecino.EMETHOD:          http.StatusMethodNotAllowed,
	vecino.ERATELIMITED:     http.StatusTooManyRequests,
	vecino.EINTERNAL:        http.StatusInternalServerError,
	vecino.EUNAVAILABLE:     http.StatusServiceUnavailable,
	vecino.ESTORAGEFULL:     http.StatusInsufficientStorage,
	vecino.EUNCONFIRMED:     http.StatusForbidden,
	vecino.EPHOTOSUNCHECKED: http.StatusConflict,
}

// Handler is the shape of every route's handler: it writes its answer, or
// returns an error, which the server writes as the JSON error envelope.
type Handler func(w http.ResponseWriter, r *http.Request) error

// Access says who may call a route: anyone (a signed-in caller's user is
// attached), any signed-in member, or members holding one of Roles. The
// server enforces it before the handler runs.
type Access struct {
	Member bool
	Roles  []vecino.Role
}

var (
	Anyone = Access{}
	Member = Access{Member: true}
	Owner  = Only(vecino.RoleOwner)
	Staff  = Only(vecino.StaffRoles...)
)

// Only admits signed-in members holding one of roles.
func Only(roles ...vecino.Role) Access { return Access{Member: true, Roles: roles} }

// Route is one line of a route table: "METHOD /path", who may call it, and
// its handler. A package with routes of its own hands the server its table;
// the server mounts it with its own, under the same access checks.
type Route struct {
	Pattern string
	Access  Access
	Handle  Handler
}

// SessionHintCookie holds no secret: it tells the browser app (and the web
// host) that this browser holds a session the app will restore.
const SessionHintCookie = "vecino_session"

type ctxKey int

const (
	ctxRequestID ctxKey = iota
	ctxUser
)

// WithRequestID returns ctx carrying the request's id (for the logs).
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, ctxRequestID, id)
}

// RequestID is the request's id, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(ctxRequestID).(string)
	return id
}

// WithUser returns ctx carrying the signed-in user of the request.
func WithUser(ctx context.Context, u *vecino.User) context.Context {
	return context.WithValue(ctx, ctxUser, u)
}

// UserFrom returns the signed-in user of the request, or nil.
func UserFrom(ctx context.Context) *vecino.User {
	u, _ := ctx.Value(ctxUser).(*vecino.User)
	return u
}

// MaxJSONBody caps every JSON request body.
const MaxJSONBody = 1 << 20

// WriteJSON writes v as JSON with the given status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if v != nil {
		json.NewEncoder(w).Encode(v) //nolint:errcheck // the client went away
	}
}

// Reply writes v as JSON with status 200, or returns err for the envelope.
func Reply[T any](w http.ResponseWriter, v T, err error) error {
	return ReplyStatus(w, http.StatusOK, v, err)
}

// ReplyStatus writes v as JSON with the given status, or returns err for
// the envelope.
func ReplyStatus[T any](w http.ResponseWriter, status int, v T, err error) error {
	if err != nil {
		return err
	}
	WriteJSON(w, status, v)
	return nil
}

// NoContent answers 204, or returns err for the envelope.
func NoContent(w http.ResponseWriter, err error) error {
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// IsBodyTooLarge reports whether err comes from http.MaxBytesReader (which
// multipart wraps with %w), by its type rather than its text.
func IsBodyTooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe)
}

// Decode reads a JSON body into v: content type checked, size capped,
// unknown fields refused, exactly one value.
func Decode(r *http.Request, v any) error {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return vecino.Errorf(vecino.EUNSUPPORTED, "Send the request as application/json.")
	}
	raw, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, MaxJSONBody))
	if IsBodyTooLarge(err) {
		return vecino.Errorf(vecino.ETOOLARGE, "The request is too large.")
	} else if err != nil {
		return vecino.Errorf(vecino.EINVALID, "The request body could not be read.")
	}
	if !utf8.Valid(raw) { // the decoder would quietly turn bad bytes into U+FFFD
		return vecino.ErrBadText("body")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return vecino.Errorf(vecino.EINVALID, "The request body is not valid JSON for this endpoint.")
	}
	if dec.Decode(&struct{}{}) != io.EOF {
		return vecino.Errorf(vecino.EINVALID, "The request body must hold one JSON value.")
	}
	if field, ok := badText(reflect.ValueOf(v), "body"); ok {
		return vecino.ErrBadText(field)
	}
	return nil
}

// badText finds a decoded string that vecino.ValidText refuses (a JSON
// "\u0000" decodes to NUL) and names its field by its JSON key.
func badText(v reflect.Value, name string) (string, bool) {
	switch v.Kind() {
	case reflect.String:
		return name, !vecino.ValidText(v.String())
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return badText(v.Elem(), name)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if f, bad := badText(v.Index(i), name); bad {
				return f, true
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			key := fmt.Sprint(it.Key().Interface())
			if !vecino.ValidText(key) {
				return name, true
			}
			if f, bad := badText(it.Value(), key); bad {
				return f, true
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			sf := v.Type().Field(i)
			if !sf.IsExported() {
				continue
			}
			key, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
			if key == "" {
				key = sf.Name
			}
			if f, bad := badText(v.Field(i), key); bad {
				return f, true
			}
		}
	}
	return "", false
}

// ParseDay reads an RFC 3339 time or a date; a date used as an upper bound
// means the end of that day. A bad value is a field error of field.
func ParseDay(fe vecino.FieldErrors, field, s string, end bool) *time.Time {
	if s == "" {
		return nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return &t
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		fe.Add(field, vecino.FieldInvalidFormat)
		return nil
	}
	if end {
		t = t.Add(24*time.Hour - time.Second)
	}
	return &t
}
