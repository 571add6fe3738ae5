package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// routes registers every route. The wrapper on each line is its access rule:
// anyone, member (signed in), or only(roles…). The server enforces it.
func (s *Server) routes(mux *http.ServeMux) {
	const owner = vecino.RoleOwner

	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)

	mux.Handle("GET /api/config", s.anyone(s.getConfig))
	mux.Handle("GET /api/languages", s.anyone(s.listLanguages))
	mux.Handle("POST /api/maps/key", s.anyone(s.mapsKey))

	mux.Handle("POST /api/auth/signup", s.anyone(s.signup))
	mux.Handle("POST /api/auth/signin", s.anyone(s.signin))
	mux.Handle("POST /api/auth/refresh", s.anyone(s.refresh))
	mux.Handle("POST /api/auth/signout", s.anyone(s.signout))
	mux.Handle("POST /api/auth/recover", s.anyone(s.recover))
	mux.Handle("POST /api/auth/reset", s.anyone(s.reset))
	mux.Handle("PUT /api/auth/password", s.member(s.changePassword))
	mux.Handle("GET /api/me", s.member(s.getMe))
	mux.Handle("PATCH /api/me", s.member(s.patchMe))

	mux.Handle("GET /api/owner/users", s.only(s.listUsers, owner))
	mux.Handle("PUT /api/owner/users/{id}/roles/{role}", s.only(s.setRole, owner))
	mux.Handle("DELETE /api/owner/users/{id}/roles/{role}", s.only(s.setRole, owner))
	mux.Handle("PUT /api/owner/users/{id}/disabled", s.only(s.setDisabled, owner))
	mux.Handle("GET /api/owner/role-changes", s.only(s.roleChanges, owner))

	mux.Handle("POST /api/investor-requests", s.anyone(s.createInvestorRequest))
	mux.Handle("POST /api/analytics/pageview", s.anyone(s.recordPageView))
	mux.Handle("GET /api/public/stats", s.anyone(s.publicStats))
	mux.Handle("GET /api/owner/investor-requests", s.only(s.listInvestorRequests, owner))
	mux.Handle("PATCH /api/owner/investor-requests/{id}", s.only(s.updateInvestorRequest, owner))

	mux.Handle("GET /api/catalog", s.anyone(s.getCatalog))
	mux.Handle("POST /api/reports", s.member(s.createReport)) // bike-lane: reporter, reporter_admin (checked against the catalog)
	mux.Handle("GET /api/reports/mine", s.member(s.listMyReports))
	mux.Handle("GET /api/reports/mine/stats", s.member(s.myReportStats))
	mux.Handle("GET /api/reports/{id}", s.anyone(s.getReport))       // its reporter, staff, or anyone once public
	mux.Handle("PATCH /api/reports/{id}", s.member(s.patchReport))   // its reporter, while screening
	mux.Handle("DELETE /api/reports/{id}", s.member(s.deleteReport)) // its reporter, while screening
	mux.HandleFunc("GET /media/{id}/{variant}", s.serveMedia)        // signed URL, or public copy of a public report

	const (
		reporterAdmin = vecino.RoleReporterAdmin
		reviewer      = vecino.RoleReviewer
		reviewerAdmin = vecino.RoleReviewerAdmin
	)
	// Review: the route admits staff; each move is then checked against the
	// workflow table (vecino.CheckTransition) for the user's roles.
	mux.Handle("GET /api/reports", s.only(s.staffList, staff...))
	mux.Handle("GET /api/reports/first", s.only(s.first, staff...))
	mux.Handle("GET /api/reports/count", s.only(s.count, staff...))
	mux.Handle("GET /api/reports/stats", s.only(s.reviewStats, staff...))
	mux.Handle("GET /api/reports/weekly", s.only(s.submissionsByWeek, staff...))
	mux.Handle("GET /api/reports/{id}/position", s.only(s.position, staff...))
	mux.Handle("GET /api/reports/{id}/duplicates", s.only(s.duplicates, staff...))
	mux.Handle("GET /api/reports/{id}/events", s.member(s.reportEvents)) // its reporter (no staff names) or staff
	mux.Handle("POST /api/reports/{id}/transitions", s.only(s.transition, reporterAdmin, reviewer, reviewerAdmin))
	mux.Handle("POST /api/reports/bulk-transitions", s.only(s.bulkTransition, reporterAdmin))
	mux.Handle("POST /api/reports/{id}/resolution", s.only(s.resolve, reviewerAdmin))

	mux.Handle("GET /api/public/reports", s.anyone(s.publicReports))
	mux.Handle("GET /api/public/reports/{id}", s.anyone(s.publicReport))
	mux.Handle("GET /api/public/clusters", s.anyone(s.mapPoints))
	mux.Handle("GET /api/public/reports.csv", s.anyone(s.exportCSV))
	mux.Handle("GET /api/public/reports.geojson", s.anyone(s.exportGeoJSON))

	// Open311 GeoReport v2 (read side), while the open311_api flag is on.
	mux.Handle("GET /open311/v2/discovery.json", s.anyone(s.open311Discovery))
	mux.Handle("GET /open311/v2/services.json", s.anyone(s.open311Services))
	mux.Handle("GET /open311/v2/requests.json", s.anyone(s.open311Requests))
	mux.Handle("GET /open311/v2/requests/{file}", s.anyone(s.open311RequestByID))

	mux.Handle("GET /api/flags", s.anyone(s.evaluateFlags))
	mux.Handle("GET /api/flags/{id}", s.anyone(s.evaluateFlag))
	mux.Handle("GET /api/owner/flags", s.only(s.listFlags, owner))
	mux.Handle("PUT /api/owner/flags/{id}", s.only(s.setFlag, owner))
	mux.Handle("PUT /api/owner/flags/{id}/roles/{role}", s.only(s.setRoleFlag, owner))
	mux.Handle("DELETE /api/owner/flags/{id}/roles/{role}", s.only(s.setRoleFlag, owner))
	mux.Handle("GET /api/events", s.anyone(s.streamEvents))

	mux.Handle("/api/", s.anyone(notFound))
	mux.Handle("/", s.spa)
}

func notFound(http.ResponseWriter, *http.Request) error {
	return vecino.Errorf(vecino.ENOTFOUND, "No such API endpoint.")
}
