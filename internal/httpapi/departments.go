package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Departments, routing rules and the route tester: owners only.

func (s *Server) listDepartments(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.Departments(r.Context())
	return reply(w, v, err)
}

func (s *Server) createDepartment(w http.ResponseWriter, r *http.Request) error {
	var in vecino.Department
	if err := decode(r, &in); err != nil {
		return err
	}
	d, err := s.app.SaveDepartment(r.Context(), "", in)
	return replyStatus(w, http.StatusCreated, d, err)
}

func (s *Server) updateDepartment(w http.ResponseWriter, r *http.Request) error {
	var in vecino.Department
	if err := decode(r, &in); err != nil {
		return err
	}
	d, err := s.app.SaveDepartment(r.Context(), r.PathValue("id"), in)
	return reply(w, d, err)
}

func (s *Server) deleteDepartment(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.DeleteDepartment(r.Context(), r.PathValue("id")))
}

func (s *Server) createRoutingRule(w http.ResponseWriter, r *http.Request) error {
	var in vecino.RoutingRule
	if err := decode(r, &in); err != nil {
		return err
	}
	rule, err := s.app.CreateRoutingRule(r.Context(), in)
	return replyStatus(w, http.StatusCreated, rule, err)
}

func (s *Server) deleteRoutingRule(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.DeleteRoutingRule(r.Context(), r.PathValue("id")))
}

// routingTest is "which department would get this?".
func (s *Server) routingTest(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Category  string   `json:"category"`
		Type      string   `json:"type"`
		Latitude  *float64 `json:"latitude"`
		Longitude *float64 `json:"longitude"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	v, err := s.app.TestRoute(r.Context(), in.Category, in.Type, in.Latitude, in.Longitude)
	return reply(w, v, err)
}

// Deliveries: staff see them; those who may approve resend.

// departmentName is what staff need to pick a department.
type departmentName struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Channel string `json:"channel"`
}

func (s *Server) departmentNames(w http.ResponseWriter, r *http.Request) error {
	ds, err := s.db.Departments(r.Context())
	if err != nil {
		return err
	}
	out := make([]departmentName, len(ds))
	for i, d := range ds {
		out[i] = departmentName{ID: d.ID, Name: d.Name, Channel: d.Channel()}
	}
	return reply(w, out, nil)
}

func (s *Server) reportDeliveries(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.ReportDeliveries(r.Context(), r.PathValue("id"))
	return reply(w, v, err)
}

func (s *Server) resendReport(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		DepartmentID string `json:"department_id"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	d, err := s.app.Resend(r.Context(), r.PathValue("id"), in.DepartmentID)
	return replyStatus(w, http.StatusCreated, d, err)
}

// reportUpdates are the departments' updates of a report: anyone's for a
// public report, staff's only otherwise.
func (s *Server) reportUpdates(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.ReportUpdates(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	return reply(w, v, err)
}

// The department's signed page: no account, the link's signature admits.

func (s *Server) departmentUpdatePage(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.DepartmentUpdatePage(r.Context(), r.PathValue("id"), r.URL.Query().Get("sig"))
	return reply(w, v, err)
}

func (s *Server) departmentUpdate(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Sig  string `json:"sig"`
		Kind string `json:"kind"`
		Note string `json:"note"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	u, err := s.app.DepartmentUpdate(r.Context(), r.PathValue("id"), in.Sig, in.Kind, in.Note)
	return replyStatus(w, http.StatusCreated, u, err)
}
