// Package open311client is Vecino as a client of a city's own 311 system:
// it files a service request (GeoReport v2 POST requests.json) and reads
// its status (GET requests/{id}.json).
package open311client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Client talks to one endpoint: BaseURL is the folder of requests.json
// ("https://311.example.gov/open311/v2").
type Client struct {
	BaseURL, APIKey, JurisdictionID string
	HTTP                            *http.Client // nil: a client with a 20 s timeout
}

// Request is what Vecino files: the service code, the point or address,
// the description, a public photo link and attributes.
type Request struct {
	ServiceCode string
	Lat, Long   *float64
	Address     string
	Description string
	MediaURL    string
	Attributes  map[string]string
}

// Error is an answer of the endpoint other than success: its HTTP status
// and the description it gave.
type Error struct {
	Status      int
	Description string
}

func (e *Error) Error() string {
	return fmt.Sprintf("open311: %d %s", e.Status, e.Description)
}

// Permanent reports whether err is an answer no retry changes: the
// endpoint refused the request itself (4xx other than 408 and 429).
func Permanent(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status >= 400 && e.Status < 500 && e.Status != 408 && e.Status != 429
}

func (c *Client) http() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return &http.Client{Timeout: 20 * time.Second}
}

// Create files r and returns the service_request_id (or, when the system
// answers with a token only, "token:" and the token).
func (c *Client) Create(ctx context.Context, r Request) (string, error) {
	form := url.Values{"service_code": {r.ServiceCode}, "description": {r.Description}}
	if c.APIKey != "" {
		form.Set("api_key", c.APIKey)
	}
	if c.JurisdictionID != "" {
		form.Set("jurisdiction_id", c.JurisdictionID)
	}
	if r.Lat != nil && r.Long != nil {
		form.Set("lat", strconv.FormatFloat(*r.Lat, 'f', -1, 64))
		form.Set("long", strconv.FormatFloat(*r.Long, 'f', -1, 64))
	}
	if r.Address != "" {
		form.Set("address_string", r.Address)
	}
	if r.MediaURL != "" {
		form.Set("media_url", r.MediaURL)
	}
	for k, v := range r.Attributes {
		form.Set("attribute["+k+"]", v)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/requests.json", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var out []struct {
		ID    string `json:"service_request_id"`
		Token string `json:"token"`
	}
	if err := c.do(req, &out); err != nil {
		return "", err
	}
	switch {
	case len(out) == 0:
		return "", &Error{Status: 502, Description: "the answer named no request"}
	case out[0].ID != "":
		return out[0].ID, nil
	case out[0].Token != "":
		return "token:" + out[0].Token, nil
	}
	return "", &Error{Status: 502, Description: "the answer named no request"}
}

// Status is a request's status ("open" or "closed") and its notes.
type Status struct {
	Status, Notes string
}

// Status reads the request id's status.
func (c *Client) Status(ctx context.Context, id string) (Status, error) {
	q := url.Values{}
	if c.APIKey != "" {
		q.Set("api_key", c.APIKey)
	}
	if c.JurisdictionID != "" {
		q.Set("jurisdiction_id", c.JurisdictionID)
	}
	u := c.BaseURL + "/requests/" + url.PathEscape(id) + ".json"
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return Status{}, err
	}
	var out []struct {
		Status string `json:"status"`
		Notes  string `json:"status_notes"`
	}
	if err := c.do(req, &out); err != nil {
		return Status{}, err
	}
	if len(out) == 0 {
		return Status{}, &Error{Status: 404, Description: "no such request"}
	}
	return Status{Status: strings.ToLower(out[0].Status), Notes: out[0].Notes}, nil
}

// do sends req and decodes a success into v; any other answer is *Error
// with the description of the spec's error list when there is one.
func (c *Client) do(req *http.Request, v any) error {
	req.Header.Set("Accept", "application/json")
	res, err := c.http().Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		var errs []struct {
			Description string `json:"description"`
		}
		desc := http.StatusText(res.StatusCode)
		if json.Unmarshal(body, &errs) == nil && len(errs) > 0 && errs[0].Description != "" {
			desc = errs[0].Description
		}
		return &Error{Status: res.StatusCode, Description: desc}
	}
	if err := json.Unmarshal(body, v); err != nil {
		return &Error{Status: 502, Description: "the answer is not GeoReport JSON"}
	}
	return nil
}
