package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// The JSON answers and bodies are httpkit's, which Open311 and the web
// host share; the names below keep this package's handlers short.
var (
	statusOf  = httpkit.StatusOf
	writeJSON = httpkit.WriteJSON
	noContent = httpkit.NoContent
	decode    = httpkit.Decode
)

// reply writes v as JSON with status 200, or returns err for the envelope.
func reply[T any](w http.ResponseWriter, v T, err error) error { return httpkit.Reply(w, v, err) }

// replyStatus writes v as JSON with the given status, or returns err for the
// envelope.
func replyStatus[T any](w http.ResponseWriter, status int, v T, err error) error {
	return httpkit.ReplyStatus(w, status, v, err)
}

// retryAfter is the Retry-After (seconds) sent with 503 and 507 answers: a
// stalled database usually recovers within seconds, a full volume needs an
// operator.
var retryAfter = map[string]string{vecino.EUNAVAILABLE: "5", vecino.ESTORAGEFULL: "300"}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
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
