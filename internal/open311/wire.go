package open311

// The wire format: GeoReport v2's answers in JSON and XML, and its error list.

import (
	"encoding/json"
	"encoding/xml"
	"log/slog"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

const open311Changeset = "2026-11-23T00:00:00Z"

type o311Endpoint struct {
	Specification string   `json:"specification" xml:"specification"`
	URL           string   `json:"url" xml:"url"`
	Changeset     string   `json:"changeset" xml:"changeset"`
	Type          string   `json:"type" xml:"type"`
	Formats       []string `json:"formats" xml:"formats>format"`
}

type o311Discovery struct {
	XMLName   xml.Name       `json:"-" xml:"discovery"`
	Changeset string         `json:"changeset" xml:"changeset"`
	Contact   string         `json:"contact" xml:"contact"`
	KeyServ   string         `json:"key_service" xml:"key_service"`
	Endpoints []o311Endpoint `json:"endpoints" xml:"endpoints>endpoint"`
}

type o311Service struct {
	XMLName     xml.Name `json:"-" xml:"service"`
	Code        string   `json:"service_code" xml:"service_code"`
	Name        string   `json:"service_name" xml:"service_name"`
	Description string   `json:"description" xml:"description"`
	Metadata    bool     `json:"metadata" xml:"metadata"`
	Type        string   `json:"type" xml:"type"`
	Keywords    string   `json:"keywords" xml:"keywords"`
	Group       string   `json:"group" xml:"group"`
}

type o311Value struct {
	Key  string `json:"key" xml:"key"`
	Name string `json:"name" xml:"name"`
}

type o311Attribute struct {
	Variable     bool        `json:"variable" xml:"variable"`
	Code         string      `json:"code" xml:"code"`
	Datatype     string      `json:"datatype" xml:"datatype"`
	Required     bool        `json:"required" xml:"required"`
	DatatypeDesc string      `json:"datatype_description" xml:"datatype_description"`
	Order        int         `json:"order" xml:"order"`
	Description  string      `json:"description" xml:"description"`
	Values       []o311Value `json:"values" xml:"values>value"`
}

type o311Definition struct {
	XMLName    xml.Name        `json:"-" xml:"service_definition"`
	Code       string          `json:"service_code" xml:"service_code"`
	Attributes []o311Attribute `json:"attributes" xml:"attributes>attribute"`
}

type o311Request struct {
	XMLName       xml.Name `json:"-" xml:"request"`
	ID            string   `json:"service_request_id" xml:"service_request_id"`
	Status        string   `json:"status" xml:"status"`
	StatusNotes   string   `json:"status_notes" xml:"status_notes"`
	ServiceName   string   `json:"service_name" xml:"service_name"`
	ServiceCode   string   `json:"service_code" xml:"service_code"`
	Description   string   `json:"description" xml:"description"`
	Agency        string   `json:"agency_responsible" xml:"agency_responsible"`
	ServiceNotice string   `json:"service_notice" xml:"service_notice"`
	Requested     string   `json:"requested_datetime" xml:"requested_datetime"`
	Updated       string   `json:"updated_datetime" xml:"updated_datetime"`
	Address       string   `json:"address" xml:"address"`
	Lat           *float64 `json:"lat" xml:"lat,omitempty"`
	Long          *float64 `json:"long" xml:"long,omitempty"`
	// MediaURL is null without a public photo: the spec's schema wants a
	// URI or nothing, not "".
	MediaURL *string `json:"media_url" xml:"media_url,omitempty"`
}

type o311Error struct {
	XMLName     xml.Name `json:"-" xml:"error"`
	Code        int      `json:"code" xml:"code"`
	Description string   `json:"description" xml:"description"`
}

// xmlList is a JSON array as XML: a root element around the items.
type xmlList[T any] struct {
	XMLName xml.Name
	Items   []T
}

// o311Write writes v (or, when err is set, the spec's error list) in the
// format the path asks for: .xml or .json. It always returns nil, so a
// handler can end with `return s.o311Write(…)`.
func o311Write[T any](w http.ResponseWriter, r *http.Request, status int, root string, v []T, err error) error {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		o311CORS(w)
	}
	if err != nil {
		code := vecino.ErrorCode(err)
		if code == vecino.EINTERNAL {
			slog.ErrorContext(r.Context(), "internal error", "request_id", httpkit.RequestID(r.Context()), "path", r.URL.Path, "err", err)
		}
		status = httpkit.StatusOf[code]
		msg := vecino.ErrorMessage(err)
		if e, ok := err.(*vecino.Error); ok {
			if len(e.Fields) > 0 {
				msg += " (" + fieldList(e.Fields) + ")"
			}
			if e.RetryAfter > 0 && w.Header().Get("Retry-After") == "" {
				w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
			}
		}
		return o311Write(w, r, status, "errors", []o311Error{{Code: status, Description: msg}}, nil)
	}
	if strings.HasSuffix(r.URL.Path, ".xml") {
		w.Header().Set("Content-Type", "text/xml; charset=utf-8")
		w.WriteHeader(status)
		w.Write([]byte(xml.Header)) //nolint:errcheck
		var out any = v
		if root != "" {
			out = xmlList[T]{XMLName: xml.Name{Local: root}, Items: v}
		} else if len(v) == 1 {
			out = v[0]
		}
		xml.NewEncoder(w).Encode(out) //nolint:errcheck // the client went away
		return nil
	}
	var out any = v
	if root == "" && len(v) == 1 {
		out = v[0]
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(out) //nolint:errcheck
	return nil
}

func fieldList(f map[string]string) string {
	parts := make([]string, 0, len(f))
	for k, v := range f {
		parts = append(parts, k+": "+v)
	}
	slices.Sort(parts)
	return strings.Join(parts, ", ")
}
