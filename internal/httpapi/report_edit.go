package httpapi

import (
	"net/http"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// patchReport lets a reporter correct their report while it is in
// screening. Absent fields keep their value; photos stay as they are.
func (s *Server) patchReport(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Type            *string    `json:"type"`
		Description     *string    `json:"description"`
		Latitude        *float64   `json:"latitude"`
		Longitude       *float64   `json:"longitude"`
		Address         *string    `json:"address"`
		OccurredAt      *time.Time `json:"occurred_at"`
		LicensePlate    *string    `json:"license_plate"`
		BuildingAddress *string    `json:"building_address"`
		Unit            *string    `json:"unit"`
		LandlordName    *string    `json:"landlord_name"`
		StartedAt       *time.Time `json:"started_at"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	u := userFrom(r.Context())
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	if rep.ReporterID != u.ID {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	in := vecino.ReportInput{Category: rep.Category, Type: pick(req.Type, rep.Type), Description: pick(req.Description, rep.Description),
		Latitude: rep.Latitude, Longitude: rep.Longitude, Address: pick(req.Address, rep.Address), OccurredAt: rep.OccurredAt,
		LicensePlate: pick(req.LicensePlate, rep.LicensePlate), BuildingAddress: pick(req.BuildingAddress, rep.BuildingAddress),
		Unit: pick(req.Unit, rep.Unit), LandlordName: pick(req.LandlordName, rep.LandlordName), StartedAt: rep.StartedAt,
		Photos: len(rep.Photos)}
	if req.Latitude != nil || req.Longitude != nil {
		in.Latitude, in.Longitude = req.Latitude, req.Longitude
	}
	if req.OccurredAt != nil {
		t := req.OccurredAt.UTC().Truncate(time.Second)
		in.OccurredAt = &t
	}
	if req.StartedAt != nil {
		t := req.StartedAt.UTC().Truncate(time.Second)
		in.StartedAt = &t
	}
	in.Normalize()
	if err := in.Validate(s.now()); err != nil {
		return err
	}
	rep.Type, rep.Description, rep.Latitude, rep.Longitude, rep.Address = in.Type, in.Description, in.Latitude, in.Longitude, in.Address
	rep.OccurredAt, rep.LicensePlate, rep.BuildingAddress, rep.Unit = in.OccurredAt, in.LicensePlate, in.BuildingAddress, in.Unit
	rep.LandlordName, rep.StartedAt = in.LandlordName, in.StartedAt
	if err := s.db.UpdateReport(r.Context(), rep); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.reportView(rep, u))
	return nil
}

func pick(v *string, def string) string {
	if v != nil {
		return *v
	}
	return def
}

// deleteReport withdraws a reporter's report while it is in screening.
func (s *Server) deleteReport(w http.ResponseWriter, r *http.Request) error {
	photos, err := s.db.DeleteReport(r.Context(), r.PathValue("id"), userFrom(r.Context()).ID)
	if err != nil {
		return err
	}
	s.removeFiles(photos)
	w.WriteHeader(http.StatusNoContent)
	return nil
}
