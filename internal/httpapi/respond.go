package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"mime"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/vecino"
)

// statusOf maps every domain error code to its one HTTP status (API.md).
var statusOf = map[string]int{
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

// retryAfter is the Retry-After (seconds) sent with 503 and 507 answers: a
// stalled database usually recovers within seconds, a full volume needs an
// operator.
var retryAfter = map[string]string{vecino.EUNAVAILABLE: "5", vecino.ESTORAGEFULL: "300"}

// maxJSONBody caps every JSON request body.
const maxJSONBody = 1 << 20

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// writeJSON writes v as JSON with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if v != nil {
		json.NewEncoder(w).Encode(v) //nolint:errcheck // the client went away
	}
}

// reply writes v as JSON with status 200, or returns err for the envelope.
func reply[T any](w http.ResponseWriter, v T, err error) error {
	return replyStatus(w, http.StatusOK, v, err)
}

// replyStatus writes v as JSON with the given status, or returns err for the
// envelope.
func replyStatus[T any](w http.ResponseWriter, status int, v T, err error) error {
	if err != nil {
		return err
	}
	writeJSON(w, status, v)
	return nil
}

// noContent answers 204, or returns err for the envelope.
func noContent(w http.ResponseWriter, err error) error {
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// statusClientClosed is what the access log and metrics record for a
// request whose client went away before its answer (nginx's 499).
const statusClientClosed = 499

// writeError writes err in the JSON error envelope. Internal errors are logged
// with the request id and shown to the user as a generic message.
//
// An error that is no domain error but says the database or the object
// store is out of reach (the server's Unavailable classifier: refused or
// cut connections, a deadline passed, a store answering 5xx) is 503
// unavailable with Retry-After, never 500.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := vecino.ErrorCode(err)
	info := infoFrom(r.Context())
	if errors.Is(r.Context().Err(), context.Canceled) {
		// The client hung up: nobody reads an answer, and whatever failed
		// for it (a query cut short, a body read half-way) is no server
		// error. Logged as such, with nginx's 499 for the access log.
		slog.InfoContext(r.Context(), "client disconnected", "request_id", requestID(r.Context()), "method", r.Method,
			"path", r.URL.Path, "err", err)
		if info != nil {
			info.code = "client_closed"
		}
		w.WriteHeader(statusClientClosed)
		return
	}
	if code == vecino.EINTERNAL && info != nil && info.unavailable != nil && info.unavailable(err) &&
		!errors.Is(err, context.DeadlineExceeded) {
		slog.WarnContext(r.Context(), "service unavailable", "request_id", requestID(r.Context()), "method", r.Method,
			"path", r.URL.Path, "err", err)
		err = vecino.Errorf(vecino.EUNAVAILABLE, "A service the server needs is not answering. Please try again in a moment.")
		code = vecino.EUNAVAILABLE
	}
	if info != nil {
		info.code = code
	}
	if code == vecino.EINTERNAL && errors.Is(err, context.DeadlineExceeded) {
		// The request's deadline (REQUEST_TIMEOUT) passed: the database is
		// stalled or overloaded.
		slog.WarnContext(r.Context(), "request timed out", "request_id", requestID(r.Context()), "method", r.Method,
			"path", r.URL.Path, "err", err)
		err = vecino.Errorf(vecino.EUNAVAILABLE, "The server is busy. Please try again in a moment.")
		code = vecino.EUNAVAILABLE
	}
	if s, ok := retryAfter[code]; ok && w.Header().Get("Retry-After") == "" {
		w.Header().Set("Retry-After", s)
	}
	if code == vecino.EINTERNAL {
		slog.ErrorContext(r.Context(), "internal error", "request_id", requestID(r.Context()), "method", r.Method,
			"path", r.URL.Path, "err", err)
	}
	var fields map[string]string
	var e *vecino.Error
	if errors.As(err, &e) {
		fields = e.Fields
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
		}
	}
	if code == vecino.EUNAVAILABLE && w.Header().Get("Retry-After") == "" {
		w.Header().Set("Retry-After", "2")
	}
	writeJSON(w, statusOf[code], errorBody{errorDetail{Code: code, Message: vecino.ErrorMessage(err), Fields: fields}})
}

// writeRateLimited answers 429 with Retry-After in whole seconds.
func writeRateLimited(w http.ResponseWriter, r *http.Request, retryAfter int) {
	w.Header().Set("Retry-After", strconv.Itoa(retryAfter))
	writeError(w, r, vecino.Errorf(vecino.ERATELIMITED, "Too many attempts. Please wait and try again."))
}

// decode reads a JSON body into v: content type checked, size capped,
// unknown fields refused, exactly one value.
func decode(r *http.Request, v any) error {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return vecino.Errorf(vecino.EUNSUPPORTED, "Send the request as application/json.")
	}
	raw, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxJSONBody))
	if isBodyTooLarge(err) {
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
