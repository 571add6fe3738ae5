package httpapi_test

import (
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/vecino"
)

// restricted lists every route that needs a role, with the roles it admits
// (nil: any signed-in user). Each is tried by every role and by a visitor.
var restricted = []struct {
	method, path string
	allowed      []vecino.Role
}{
	{"GET", "/api/me", nil},
	{"PATCH", "/api/me", nil},
	{"PUT", "/api/auth/password", nil},
	{"GET", "/api/owner/flags", []vecino.Role{vecino.RoleOwner}},
	{"PUT", "/api/owner/flags/analytics", []vecino.Role{vecino.RoleOwner}},
	{"PUT", "/api/owner/flags/analytics/roles/reviewer", []vecino.Role{vecino.RoleOwner}},
	{"DELETE", "/api/owner/flags/analytics/roles/reviewer", []vecino.Role{vecino.RoleOwner}},
	{"GET", "/api/owner/users", []vecino.Role{vecino.RoleOwner}},
	{"PUT", "/api/owner/users/{other}/roles/reviewer", []vecino.Role{vecino.RoleOwner}},
	{"DELETE", "/api/owner/users/{other}/roles/reviewer", []vecino.Role{vecino.RoleOwner}},
	{"PUT", "/api/owner/users/{other}/disabled", []vecino.Role{vecino.RoleOwner}},
	{"GET", "/api/owner/role-changes", []vecino.Role{vecino.RoleOwner}},
	{"GET", "/api/owner/investor-requests", []vecino.Role{vecino.RoleOwner}},
	{"GET", "/api/reports", staffRoles},
	{"GET", "/api/reports/first?status=screening", staffRoles},
	{"GET", "/api/reports/count?status=pending", staffRoles},
	{"GET", "/api/reports/stats", staffRoles},
	{"GET", "/api/reports/weekly", staffRoles},
	{"GET", "/api/reports/{report}/position?status=screening", staffRoles},
	{"GET", "/api/reports/{report}/duplicates", staffRoles},
	{"POST", "/api/reports/{report}/transitions", []vecino.Role{vecino.RoleReporterAdmin, vecino.RoleReviewer, vecino.RoleReviewerAdmin}},
	{"POST", "/api/reports/bulk-transitions", []vecino.Role{vecino.RoleReporterAdmin}},
	{"POST", "/api/reports/{report}/resolution", []vecino.Role{vecino.RoleReviewerAdmin}},
	{"GET", "/api/reports/mine", nil},
	{"GET", "/api/reports/mine/stats", nil},
	{"PATCH", "/api/owner/investor-requests/00000000-0000-0000-0000-000000000000", []vecino.Role{vecino.RoleOwner}},
}

var staffRoles = []vecino.Role{vecino.RoleReporterAdmin, vecino.RoleReviewer, vecino.RoleReviewerAdmin, vecino.RoleOwner}

func TestEveryRestrictedRouteByEveryRole(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		otherS := e.signup("other@example.org", pw)
		other := otherS.user["id"].(string)
		var rep reportJSON
		e.upload(otherS.token, pothole(), exifPhoto).json(t, &rep)
		sessions := map[vecino.Role]session{}
		for _, role := range vecino.Roles {
			sessions[role] = e.userWithRole(string(role)+"@example.org", role)
		}
		for _, rt := range restricted {
			path := strings.ReplaceAll(strings.ReplaceAll(rt.path, "{other}", other), "{report}", rep.ID)
			var body any
			if rt.method != "GET" && rt.method != "DELETE" {
				body = map[string]any{}
			}
			if r := e.do(rt.method, path, body, ""); r.status != 401 {
				t.Errorf("visitor %s %s = %d, want 401", rt.method, rt.path, r.status)
			}
			for _, role := range vecino.Roles {
				admitted := rt.allowed == nil
				for _, a := range rt.allowed {
					admitted = admitted || a == role
				}
				r := e.do(rt.method, path, body, sessions[role].token)
				switch {
				case admitted && (r.status == 401 || r.status == 403):
					t.Errorf("%s %s %s = %d, want admitted", role, rt.method, rt.path, r.status)
				case !admitted && r.status != 403:
					t.Errorf("%s %s %s = %d, want 403", role, rt.method, rt.path, r.status)
				}
			}
		}
	})
}

func TestOwnerUserManagement(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		target := e.signup("maria.lopez@example.org", pw)
		id := target.user["id"].(string)
		e.signup("zed@example.org", pw)
		if r := e.do("PUT", "/api/owner/users/"+id+"/roles/reviewer", nil, owner.token); r.status != 204 {
			t.Fatalf("grant = %d %s", r.status, r.body)
		}
		if r := e.do("PUT", "/api/owner/users/"+id+"/roles/emperor", nil, owner.token); r.status != 400 {
			t.Errorf("unknown role = %d", r.status)
		}
		var list struct {
			Items []struct {
				Email string
				Roles []string
			}
			NextCursor *string `json:"next_cursor"`
		}
		e.do("GET", "/api/owner/users?q=LOPEZ", nil, owner.token).json(t, &list)
		if len(list.Items) != 1 || list.Items[0].Email != "maria.lopez@example.org" || list.Items[0].Roles[0] != "reviewer" {
			t.Errorf("search = %+v", list)
		}
		e.do("GET", "/api/owner/users?role=reporter", nil, owner.token).json(t, &list)
		if len(list.Items) != 1 || list.Items[0].Email != "zed@example.org" {
			t.Errorf("reporters (users without roles) = %+v", list.Items)
		}
		e.do("GET", "/api/owner/users?limit=1", nil, owner.token).json(t, &list)
		if len(list.Items) != 1 || list.NextCursor == nil {
			t.Fatalf("first page = %+v", list)
		}
		e.do("GET", "/api/owner/users?limit=1&cursor="+*list.NextCursor, nil, owner.token).json(t, &list)
		if len(list.Items) != 1 || list.Items[0].Email != "owner@example.org" {
			t.Errorf("second page = %+v", list.Items)
		}
		// A new role takes effect on the next request, with no new sign-in.
		if r := e.do("GET", "/api/owner/users", nil, target.token); r.status != 403 {
			t.Errorf("reviewer on owner route = %d", r.status)
		}
		e.do("PUT", "/api/owner/users/"+id+"/roles/owner", nil, owner.token)
		if r := e.do("GET", "/api/owner/users", nil, target.token); r.status != 200 {
			t.Errorf("new owner = %d", r.status)
		}
		e.do("DELETE", "/api/owner/users/"+id+"/roles/owner", nil, owner.token)
		var changes []struct {
			UserEmail string `json:"user_email"`
			Role      string
			Action    string
			ActorName *string `json:"actor_name"`
		}
		e.do("GET", "/api/owner/role-changes", nil, owner.token).json(t, &changes)
		if len(changes) < 3 || changes[0].Action != "revoke" || changes[0].Role != "owner" || changes[0].ActorName == nil ||
			changes[0].UserEmail != "maria.lopez@example.org" {
			t.Errorf("audit = %+v", changes)
		}
		if r := e.do("DELETE", "/api/owner/users/"+owner.user["id"].(string)+"/roles/owner", nil, owner.token); r.status != 400 {
			t.Errorf("owner revoking own owner role = %d", r.status)
		}
	})
}
