package httpapi

import (
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

// transition is POST /api/reports/{id}/transitions: a move by the workflow
// table, as a compare-and-set on expected_status.
func (s *Server) transition(w http.ResponseWriter, r *http.Request) error {
	var req app.Move
	if err := decode(r, &req); err != nil {
		return err
	}
	u := userFrom(r.Context())
	rep, err := s.app.Transition(r.Context(), u, r.PathValue("id"), req)
	return s.replyReport(w, r, rep, err)
}

// bulkTransition is POST /api/reports/bulk-transitions: the same move for
// several reports, answering with what happened to each.
func (s *Server) bulkTransition(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		IDs []string `json:"ids"`
		app.Move
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	results, err := s.app.BulkTransition(r.Context(), userFrom(r.Context()), req.IDs, req.Move)
	return reply(w, map[string]any{"results": results}, err)
}

// resolve is POST /api/reports/{id}/resolution {resolved, note}.
func (s *Server) resolve(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Resolved *bool  `json:"resolved"`
		Note     string `json:"note"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	u := userFrom(r.Context())
	rep, err := s.app.Resolve(r.Context(), u, r.PathValue("id"), req.Resolved, req.Note)
	return s.replyReport(w, r, rep, err)
}

// reportEvents is the report's history: staff see who did what; the
// reporter sees the moves and reasons, not staff names.
func (s *Server) reportEvents(w http.ResponseWriter, r *http.Request) error {
	events, err := s.app.ReportEvents(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	return reply(w, events, err)
}

// requiredStatus reads ?status=, which must name a status.
func requiredStatus(r *http.Request) (vecino.Status, error) {
	status, err := parseStatus(r.URL.Query().Get("status"))
	if err != nil || status == "" {
		return "", &vecino.Error{Code: vecino.EINVALID, Message: "Say which status.", Fields: map[string]string{"status": vecino.FieldRequired}}
	}
	return status, nil
}

// position is GET /api/reports/{id}/position?status=: docs/PRODUCT.md §5's navigation.
func (s *Server) position(w http.ResponseWriter, r *http.Request) error {
	status, err := requiredStatus(r)
	if err != nil {
		return err
	}
	p, err := s.db.PositionOf(r.Context(), r.PathValue("id"), status)
	return reply(w, p, err)
}

// first is GET /api/reports/first?status=: the earliest report in a queue.
func (s *Server) first(w http.ResponseWriter, r *http.Request) error {
	status, err := requiredStatus(r)
	if err != nil {
		return err
	}
	id, err := s.db.FirstInStatus(r.Context(), status)
	return reply(w, map[string]string{"id": id}, err)
}

// count is GET /api/reports/count?status=&until=.
func (s *Server) count(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	status, err := parseStatus(q.Get("status"))
	if err != nil {
		return err
	}
	var n int
	if until := q.Get("until"); until != "" {
		t, perr := time.Parse(time.RFC3339Nano, until)
		if perr != nil || status == "" {
			return &vecino.Error{Code: vecino.EINVALID, Message: "until needs a status and an RFC 3339 time.", Fields: map[string]string{"until": vecino.FieldInvalidFormat}}
		}
		n, err = s.db.CountUntil(r.Context(), status, t)
	} else {
		n, err = s.db.CountReports(r.Context(), status)
	}
	return reply(w, map[string]int{"count": n}, err)
}

// staffList is GET /api/reports?status=&category=&q=&neighborhood=&cursor=.
func (s *Server) staffList(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	status, err := parseStatus(q.Get("status"))
	if err != nil {
		return err
	}
	limit, err := pageLimit(r, 25)
	if err != nil {
		return err
	}
	u := userFrom(r.Context())
	f := vecino.StaffFilter{Status: status, Category: q.Get("category"), Query: q.Get("q"),
		Neighborhood: q.Get("neighborhood"), Cursor: q.Get("cursor"), Limit: limit}
	if rep := q.Get("reporter"); rep != "" {
		if _, err := uuid.Parse(rep); err != nil {
			return &vecino.Error{Code: vecino.EINVALID, Message: "reporter must be a user id.", Fields: map[string]string{"reporter": vecino.FieldInvalidFormat}}
		}
		f.Reporter = rep
	}
	switch c := q.Get("claim"); c {
	case "":
	case "mine", "unassigned":
		f.Claim, f.ClaimUser, f.ClaimSince = c, u.ID, s.now().Add(-vecino.ClaimTimeout)
	default:
		return &vecino.Error{Code: vecino.EINVALID, Message: "claim must be mine or unassigned.", Fields: map[string]string{"claim": vecino.FieldInvalidFormat}}
	}
	reports, next, err := s.db.StaffReports(r.Context(), f)
	if err != nil {
		return err
	}
	views := s.views(reports, u, familyFrom(r.Context()))
	if err := s.attachClaims(r, views); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, page(views, next))
	return nil
}

// views shapes reports for u, signed in as session family.
func (s *Server) views(reports []*vecino.Report, u *vecino.User, family string) []reportOut {
	out := make([]reportOut, len(reports))
	for i, rep := range reports {
		out[i] = s.reportView(rep, u, family)
	}
	return out
}

// duplicates is GET /api/reports/{id}/duplicates: same type, 50 m, 7 days.
func (s *Server) duplicates(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	dups, err := s.db.Duplicates(r.Context(), rep, 50, 7)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.views(dups, userFrom(r.Context()), familyFrom(r.Context())))
	return nil
}

func (s *Server) reviewStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.db.ReviewStats(r.Context())
	return reply(w, st, err)
}

func (s *Server) submissionsByWeek(w http.ResponseWriter, r *http.Request) error {
	weeks, err := s.db.SubmissionsByWeek(r.Context(), 12)
	return reply(w, weeks, err)
}

// placeReport is PUT /api/reports/{id}/location {latitude, longitude}: staff
// place a report that has no point on the map.
func (s *Server) placeReport(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Latitude  *float64 `json:"latitude"`
		Longitude *float64 `json:"longitude"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	if body.Latitude == nil || body.Longitude == nil {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Send the latitude and the longitude.",
			Fields: map[string]string{"latitude": vecino.FieldRequired, "longitude": vecino.FieldRequired}}
	}
	rep, err := s.app.PlaceReport(r.Context(), r.PathValue("id"), *body.Latitude, *body.Longitude)
	return s.replyReport(w, r, rep, err)
}
