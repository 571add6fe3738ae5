package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

type transitionRequest struct {
	To             vecino.Status `json:"to"`
	ReasonCode     string        `json:"reason_code"`
	Note           string        `json:"note"`
	ExpectedStatus vecino.Status `json:"expected_status"`
}

// transition is POST /api/reports/{id}/transitions: a move by the workflow
// table, as a compare-and-set on expected_status.
func (s *Server) transition(w http.ResponseWriter, r *http.Request) error {
	var req transitionRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	rep, err := s.applyTransition(r.Context(), r.PathValue("id"), req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.reportView(rep, userFrom(r.Context())))
	return nil
}

// applyTransition checks and makes one move, then tells browsers and the
// reporter. The report must still be in expected_status: if someone else
// moved it first, ECONFLICT.
func (s *Server) applyTransition(ctx context.Context, id string, req transitionRequest) (*vecino.Report, error) {
	u := userFrom(ctx)
	if req.ExpectedStatus == "" {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Say which status you expect the report to be in.",
			Fields: map[string]string{"expected_status": vecino.FieldRequired}}
	}
	t := vecino.Transition{From: req.ExpectedStatus, To: req.To, ReasonCode: req.ReasonCode, Note: strings.TrimSpace(req.Note)}
	if err := vecino.CheckTransition(t, u.Roles); err != nil {
		return nil, err
	}
	from := req.ExpectedStatus
	if err := s.db.ChangeStatus(ctx, vecino.Event{ReportID: id, ActorID: &u.ID, FromStatus: &from, ToStatus: req.To,
		ReasonCode: t.ReasonCode, Note: t.Note}); err != nil {
		return nil, err
	}
	rep, err := s.db.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	s.publish(ctx, "report.status_changed", map[string]string{"id": id, "from": string(from), "to": string(req.To)})
	if req.To == vecino.StatusApproved || req.To == vecino.StatusRejected {
		s.notifyReporter(ctx, rep, t)
	}
	return rep, nil
}

// notifyReporter emails the reporter about a decision, in their language,
// unless the owners switched email notifications off.
func (s *Server) notifyReporter(ctx context.Context, rep *vecino.Report, t vecino.Transition) {
	if f, err := s.db.Flag(ctx, "email_notifications"); err != nil || !f.Enabled {
		return
	}
	u, err := s.db.UserByID(ctx, rep.ReporterID)
	if err != nil || u.Disabled {
		return
	}
	link := s.cfg.PublicURL + "/dashboard/violations"
	s.sendMail(mail.StatusChanged(u.PreferredLanguage, s.cfg.AppName, u.Email, string(t.To), t.ReasonCode, t.Note, link))
}

// bulkTransition is POST /api/reports/bulk-transitions: the same move for
// several reports, each its own compare-and-set. It answers with what
// happened to each, so one conflict does not undo the rest.
func (s *Server) bulkTransition(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		IDs []string `json:"ids"`
		transitionRequest
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if len(req.IDs) == 0 || len(req.IDs) > 100 {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Choose 1 to 100 reports.", Fields: map[string]string{"ids": vecino.FieldOutOfRange}}
	}
	results := make(map[string]string, len(req.IDs))
	for _, id := range req.IDs {
		_, err := s.applyTransition(r.Context(), id, req.transitionRequest)
		if code := vecino.ErrorCode(err); code == vecino.EINVALID || code == vecino.EFORBIDDEN {
			return err // the same for every report: refuse the whole request
		} else if code == vecino.EINTERNAL {
			return err
		}
		results[id] = "ok"
		if err != nil {
			results[id] = vecino.ErrorCode(err)
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"results": results})
	return nil
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
	fe := vecino.FieldErrors{}
	if req.Resolved == nil {
		fe.Add("resolved", vecino.FieldRequired)
	}
	vecino.CheckLength(fe, "note", strings.TrimSpace(req.Note), 0, vecino.MaxNote)
	if err := fe.Err(); err != nil {
		return err
	}
	u := userFrom(r.Context())
	if err := s.db.SetResolved(r.Context(), r.PathValue("id"), *req.Resolved, strings.TrimSpace(req.Note), u.ID); err != nil {
		return err
	}
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	s.publish(r.Context(), "report.status_changed", map[string]string{"id": rep.ID, "from": "approved", "to": "approved"})
	writeJSON(w, http.StatusOK, s.reportView(rep, u))
	return nil
}

type eventView struct {
	vecino.Event
	ActorName string `json:"actor_name,omitempty"`
}

// reportEvents is the report's history: staff see who did what; the
// reporter sees the moves and reasons, not staff names.
func (s *Server) reportEvents(w http.ResponseWriter, r *http.Request) error {
	u := userFrom(r.Context())
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	staff := isStaff(u)
	if !staff && rep.ReporterID != u.ID {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	events, err := s.db.Events(r.Context(), rep.ID)
	if err != nil {
		return err
	}
	out := make([]eventView, len(events))
	names := map[string]string{}
	for i, ev := range events {
		out[i] = eventView{Event: ev}
		if !staff {
			out[i].ActorID = nil
			continue
		}
		if ev.ActorID != nil {
			if _, ok := names[*ev.ActorID]; !ok {
				if a, err := s.db.UserByID(r.Context(), *ev.ActorID); err == nil {
					names[*ev.ActorID] = a.FullName
				}
			}
			out[i].ActorName = names[*ev.ActorID]
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// requiredStatus reads ?status=, which must name a status.
func requiredStatus(r *http.Request) (vecino.Status, error) {
	status, err := parseStatus(r.URL.Query().Get("status"))
	if err != nil || status == "" {
		return "", &vecino.Error{Code: vecino.EINVALID, Message: "Say which status.", Fields: map[string]string{"status": vecino.FieldRequired}}
	}
	return status, nil
}

// position is GET /api/reports/{id}/position?status=: spec §4's navigation.
func (s *Server) position(w http.ResponseWriter, r *http.Request) error {
	status, err := requiredStatus(r)
	if err != nil {
		return err
	}
	p, err := s.db.PositionOf(r.Context(), r.PathValue("id"), status)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// first is GET /api/reports/first?status=: the earliest report in a queue.
func (s *Server) first(w http.ResponseWriter, r *http.Request) error {
	status, err := requiredStatus(r)
	if err != nil {
		return err
	}
	id, err := s.db.FirstInStatus(r.Context(), status)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"id": id})
	return nil
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
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"count": n})
	return nil
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
	reports, next, err := s.db.StaffReports(r.Context(), vecino.StaffFilter{Status: status, Category: q.Get("category"), Query: q.Get("q"),
		Neighborhood: q.Get("neighborhood"), Cursor: q.Get("cursor"), Limit: limit})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, page(s.views(reports, userFrom(r.Context())), next))
	return nil
}

func (s *Server) views(reports []*vecino.Report, u *vecino.User) []reportOut {
	out := make([]reportOut, len(reports))
	for i, rep := range reports {
		out[i] = s.reportView(rep, u)
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
	writeJSON(w, http.StatusOK, s.views(dups, userFrom(r.Context())))
	return nil
}

func (s *Server) reviewStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.db.ReviewStats(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

func (s *Server) submissionsByWeek(w http.ResponseWriter, r *http.Request) error {
	weeks, err := s.db.SubmissionsByWeek(r.Context(), 12)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, weeks)
	return nil
}
