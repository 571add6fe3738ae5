package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/vecino"
)

// statusOf maps every domain error code to its one HTTP status (API.md).
var statusOf = map[string]int{
	vecino.EINVALID:      http.StatusBadRequest,
	vecino.EUNAUTHORIZED: http.StatusUnauthorized,
	vecino.EFORBIDDEN:    http.StatusForbidden,
	vecino.ENOTFOUND:     http.StatusNotFound,
	vecino.ECONFLICT:     http.StatusConflict,
	vecino.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	vecino.EUNSUPPORTED:  http.StatusUnsupportedMediaType,
	vecino.EMETHOD:       http.StatusMethodNotAllowed,
	vecino.ERATELIMITED:  http.StatusTooManyRequests,
	vecino.EINTERNAL:     http.StatusInternalServerError,
	vecino.EUNAVAILABLE:  http.StatusServiceUnavailable,
}

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
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

// writeError writes err in the JSON error envelope. Internal errors are logged
// with the request id and shown to the user as a generic message.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := vecino.ErrorCode(err)
	if code == vecino.EINTERNAL {
		slog.ErrorContext(r.Context(), "internal error", "request_id", requestID(r.Context()), "method", r.Method,
			"path", r.URL.Path, "err", err)
	}
	var fields map[string]string
	var e *vecino.Error
	if errors.As(err, &e) {
		fields = e.Fields
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
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, maxJSONBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return vecino.Errorf(vecino.ETOOLARGE, "The request is too large.")
		}
		return vecino.Errorf(vecino.EINVALID, "The request body is not valid JSON for this endpoint.")
	}
	if dec.Decode(&struct{}{}) != io.EOF {
		return vecino.Errorf(vecino.EINVALID, "The request body must hold one JSON value.")
	}
	return nil
}
