package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// access says who may call a route (httpkit.Access): anyone (a signed-in
// caller's user is attached), any signed-in member, or members holding one
// of roles. The server enforces it before the handler runs; access_test.go
// tries every restricted route as a visitor and as every role.
type access = httpkit.Access

var (
	anyone = httpkit.Anyone
	member = httpkit.Member
	owner  = httpkit.Owner
	staff  = httpkit.Staff
	only   = httpkit.Only
)

// route is one line of the table: "METHOD /path", who may call it, and the
// handler (a method expression, so the table needs no server to exist).
type route struct {
	pattern string
	access  access
	handle  func(*Server, http.ResponseWriter, *http.Request) error
}

// routes is every route of the JSON API. To add one, add a line here: its
// access rule is then tested by access_test.go without further work. Open311
// (with the owners' API keys) and the web host bring tables of their own,
// which the server mounts with this one (routeTable).
var routes = []route{
	{"GET /healthz", anyone, (*Server).healthz},
	{"GET /readyz", anyone, (*Server).readyz},
	{"GET /api/config", anyone, (*Server).getConfig},
	{"GET /api/languages", anyone, (*Server).listLanguages},
	{"POST /api/maps/key", anyone, (*Server).mapsKey},

	{"POST /api/auth/signup", anyone, (*Server).signup},
	{"POST /api/auth/signin", anyone, (*Server).signin},
	{"POST /api/auth/signin/form", anyone, (*Server).signinForm}, // the sign-in form is shown: its token (docs/signin.md)
	{"POST /api/auth/refresh", anyone, (*Server).refresh},
	{"POST /api/auth/signout", anyone, (*Server).signout},
	{"POST /api/auth/recover", anyone, (*Server).recover},
	{"POST /api/auth/reset", anyone, (*Server).reset},
	{"POST /api/auth/confirm", anyone, (*Server).confirmEmail},
	{"POST /api/auth/confirm/resend", anyone, (*Server).resendConfirmation},
	{"PUT /api/auth/password", member, (*Server).changePassword},
	{"GET /api/me", member, (*Server).getMe},
	{"PATCH /api/me", member, (*Server).patchMe},
	{"GET /api/me/export", member, (*Server).exportMyData}, // a zip of everything held about the caller
	{"DELETE /api/me", member, (*Server).deleteMe},         // with the password

	{"GET /api/owner/users", owner, (*Server).listUsers},
	{"PUT /api/owner/users/{id}/roles/{role}", owner, (*Server).setRole},
	{"DELETE /api/owner/users/{id}/roles/{role}", owner, (*Server).setRole},
	{"PUT /api/owner/users/{id}/disabled", owner, (*Server).setDisabled},
	{"GET /api/owner/role-changes", owner, (*Server).roleChanges},

	{"GET /api/neighborhoods", anyone, (*Server).neighborhoodNames},
	{"GET /api/owner/neighborhoods", owner, (*Server).listNeighborhoods},
	{"POST /api/owner/neighborhoods", owner, (*Server).createNeighborhood},
	{"POST /api/owner/neighborhoods/import", owner, (*Server).importNeighborhoods},
	{"PATCH /api/owner/neighborhoods/{id}", owner, (*Server).renameNeighborhood},
	{"DELETE /api/owner/neighborhoods/{id}", owner, (*Server).deleteNeighborhood},
	{"GET /api/owner/departments", owner, (*Server).listDepartments},
	{"POST /api/owner/departments", owner, (*Server).createDepartment},
	{"PUT /api/owner/departments/{id}", owner, (*Server).updateDepartment},
	{"DELETE /api/owner/departments/{id}", owner, (*Server).deleteDepartment},
	{"POST /api/owner/routing-rules", owner, (*Server).createRoutingRule},
	{"DELETE /api/owner/routing-rules/{id}", owner, (*Server).deleteRoutingRule},
	{"POST /api/owner/routing-test", owner, (*Server).routingTest},
	{"GET /api/owner/analytics", owner, (*Server).analytics},
	{"GET /api/owner/jobs", owner, (*Server).listJobs},
	{"GET /api/owner/retention", owner, (*Server).getRetention},
	{"PUT /api/owner/retention", owner, (*Server).setRetention},
	{"POST /api/owner/jobs/{id}/retry", owner, (*Server).retryJob},

	{"POST /api/investor-requests", anyone, (*Server).createInvestorRequest},
	{"POST /api/analytics/pageview", anyone, (*Server).recordPageView},
	{"GET /api/public/stats", anyone, (*Server).publicStats},
	{"GET /api/owner/investor-requests", owner, (*Server).listInvestorRequests},
	{"PATCH /api/owner/investor-requests/{id}", owner, (*Server).updateInvestorRequest},

	{"GET /api/catalog", anyone, (*Server).getCatalog},
	{"POST /api/reports", member, (*Server).createReport}, // bike-lane: reporter, reporter_admin (checked against the catalog)
	{"GET /api/reports/mine", member, (*Server).listMyReports},
	{"GET /api/reports/mine/stats", member, (*Server).myReportStats},
	{"GET /api/reports/{id}", anyone, (*Server).getReport},           // its reporter, staff, or anyone once public
	{"PATCH /api/reports/{id}", member, (*Server).patchReport},       // its reporter, while screening
	{"DELETE /api/reports/{id}", member, (*Server).deleteReport},     // its reporter, while screening
	{"GET /api/reports/{id}/events", member, (*Server).reportEvents}, // its reporter (no staff names) or staff
	{"GET /media/{id}/{variant}", anyone, (*Server).serveMedia},      // signed URL, or public copy of a public report

	// Review: the route admits staff; each move is then checked against the
	// workflow table (vecino.CheckTransition) for the user's roles.
	{"GET /api/reports", staff, staffCached((*Server).staffList)},
	{"GET /api/reports/first", staff, staffCached((*Server).first)},
	{"GET /api/reports/count", staff, staffCached((*Server).count)},
	{"GET /api/reports/stats", staff, (*Server).reviewStats},
	{"GET /api/reports/weekly", staff, (*Server).submissionsByWeek},
	{"GET /api/reports/{id}/position", staff, staffCached((*Server).position)},
	{"GET /api/reports/{id}/duplicates", staff, (*Server).duplicates},
	{"POST /api/reports/{id}/transitions", only(vecino.RoleReporterAdmin, vecino.RoleReviewer), (*Server).transition},
	{"POST /api/reports/bulk-transitions", only(vecino.RoleReporterAdmin), (*Server).bulkTransition},
	{"POST /api/reports/{id}/resolution", only(vecino.RoleReviewerAdmin), (*Server).resolve},
	{"GET /api/departments", staff, (*Server).departmentNames},
	{"GET /api/reports/{id}/deliveries", staff, (*Server).reportDeliveries},
	{"POST /api/reports/{id}/deliveries", only(vecino.RoleReporterAdmin, vecino.RoleReviewer), (*Server).resendReport}, // resend
	{"PUT /api/reports/{id}/location", staff, (*Server).placeReport},                                                   // a report filed without a point
	{"POST /api/reports/{id}/photos-check", staff, (*Server).checkPhotos},                                              // approval needs it
	// Shared work ([7/7]): claims by those who decide in the queues; notes and templates for staff; templates edited by admins.
	{"PUT /api/reports/{id}/claim", only(vecino.RoleReporterAdmin, vecino.RoleReviewer), (*Server).claimReport},
	{"DELETE /api/reports/{id}/claim", only(vecino.RoleReporterAdmin, vecino.RoleReviewer), (*Server).releaseClaim},
	{"POST /api/reports/{id}/notes", staff, (*Server).addNote},
	{"GET /api/reports/{id}/reply-templates", staff, (*Server).reportTemplates},
	{"GET /api/reply-templates", staff, (*Server).replyTemplates},
	{"POST /api/reply-templates", only(vecino.RoleReporterAdmin, vecino.RoleReviewerAdmin, vecino.RoleOwner), (*Server).saveTemplate},
	{"PUT /api/reply-templates/{id}", only(vecino.RoleReporterAdmin, vecino.RoleReviewerAdmin, vecino.RoleOwner), (*Server).saveTemplate},
	{"DELETE /api/reply-templates/{id}", only(vecino.RoleReporterAdmin, vecino.RoleReviewerAdmin, vecino.RoleOwner), (*Server).deleteTemplate},
	{"GET /api/photos/{id}/editor", staff, (*Server).getPhotoEditor},
	{"POST /api/photos/{id}/preview", staff, (*Server).previewPhoto},
	{"POST /api/photos/{id}/edits", staff, (*Server).editPhoto},
	{"POST /api/photos/{id}/revert", staff, (*Server).revertPhoto},

	// The public record's reads are the same for everyone: answers are kept
	// in memory (answer_cache.go) until the next event.
	{"GET /api/public/reports", anyone, cached((*Server).publicReports)},
	{"GET /api/public/reports/{id}", anyone, cached((*Server).publicReport)},
	{"GET /api/public/clusters", anyone, cached((*Server).mapPoints)},
	{"GET /api/public/reports.csv", anyone, (*Server).exportCSV},
	{"GET /api/reports/{id}/updates", anyone, (*Server).reportUpdates},           // departments' updates: public report, or staff
	{"GET /api/department-updates/{id}", anyone, (*Server).departmentUpdatePage}, // with the link's sig
	{"POST /api/department-updates/{id}", anyone, (*Server).departmentUpdate},    // with the link's sig
	{"GET /api/public/reports.geojson", anyone, (*Server).exportGeoJSON},

	// Following reports, area alerts, unsubscribing and "is it fixed?"
	// (follow.go): a visitor subscribes by email and confirms by link; the
	// emailed links carry signed tokens and need no session.
	{"POST /api/reports/{id}/follow", anyone, (*Server).followReport}, // a public report only
	{"GET /api/reports/{id}/follow", member, (*Server).followState},
	{"DELETE /api/reports/{id}/follow", member, (*Server).unfollowReport},
	{"POST /api/area-alerts", anyone, (*Server).subscribeArea},
	{"POST /api/subscriptions/confirm", anyone, (*Server).confirmSubscription},
	{"GET /api/subscriptions", anyone, (*Server).listSubscriptions},          // signed in, or ?token= of a manage link
	{"DELETE /api/subscriptions/{id}", anyone, (*Server).deleteSubscription}, // the same
	{"GET /api/unsubscribe", anyone, (*Server).unsubscribePage},
	{"POST /api/unsubscribe", anyone, (*Server).unsubscribeOneClick},
	{"POST /api/fixed-answers", anyone, (*Server).answerFixed},

	// The renter-protection assistant, while the renter_chat flag is on.
	{"GET /api/chat/assistants", anyone, (*Server).chatAssistants},
	{"GET /api/chat/renter-protection/{type}", anyone, (*Server).chatScript},
	{"POST /api/chat/renter-protection/{type}/draft", anyone, (*Server).chatDraft},
	{"POST /api/chat/renter-protection/{type}/questions", anyone, (*Server).chatQuestion},
	{"GET /api/owner/chat/resources", owner, (*Server).ownerChatResources},
	{"PUT /api/owner/chat/resources", owner, (*Server).setChatResources},
	{"DELETE /api/owner/chat/resources", owner, (*Server).resetChatResources},

	{"GET /api/flags", anyone, (*Server).evaluateFlags},
	{"GET /api/flags/{id}", anyone, (*Server).evaluateFlag},
	{"GET /api/owner/flags", owner, (*Server).listFlags},
	{"PUT /api/owner/flags/{id}", owner, (*Server).setFlag},
	{"PUT /api/owner/flags/{id}/roles/{role}", owner, (*Server).setRoleFlag},
	{"DELETE /api/owner/flags/{id}/roles/{role}", owner, (*Server).setRoleFlag},
	{"GET /api/events", anyone, (*Server).streamEvents},
}

// table is every route the server mounts: the JSON API's, then those of
// the packages that bring their own (Open311, the web host).
func (s *Server) routeTable(others ...[]httpkit.Route) []httpkit.Route {
	out := make([]httpkit.Route, 0, len(routes))
	for _, rt := range routes {
		out = append(out, httpkit.Route{Pattern: rt.pattern, Access: rt.access,
			Handle: func(w http.ResponseWriter, r *http.Request) error { return rt.handle(s, w, r) }})
	}
	for _, o := range others {
		out = append(out, o...)
	}
	return out
}

// mount registers the table, then the fallback (fallback.go): 405 for a
// known path with another method, JSON 404 for unknown API paths, and the
// web app for everything else.
func (s *Server) mount(mux *http.ServeMux, table []httpkit.Route) {
	for _, rt := range table {
		var h http.Handler = s.guard(rt.Access, rt.Handle)
		if !untimed[rt.Pattern] {
			h = s.timed(h)
		}
		mux.Handle(rt.Pattern, h)
	}
	s.known = newKnownPaths(table)
	mux.HandleFunc("/", s.fallback)
}
