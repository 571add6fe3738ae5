package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/vecino"
)

// admits is the product's rule for who may call a route, written out
// independently of the server: a route's roles, and a reviewer_admin
// wherever a reviewer is admitted.
func admits(rt httpapi.RouteAccess, role vecino.Role) bool {
	if len(rt.Roles) == 0 {
		return true
	}
	return slices.Contains(rt.Roles, role) || (role == vecino.RoleReviewerAdmin && slices.Contains(rt.Roles, vecino.RoleReviewer))
}

// TestEveryRestrictedRouteByEveryRole walks the route table itself: every
// route that needs sign-in is tried by a visitor (401) and by every role
// (403 unless admitted), so a new route cannot escape its access rule.
func TestEveryRestrictedRouteByEveryRole(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		otherS := e.signup("other@example.org", pw)
		var rep reportJSON
		e.upload(otherS.token, pothole(), exifPhoto).json(t, &rep)
		// Path values that name something real, by the route's noun.
		fill := strings.NewReplacer("/owner/users/{id}", "/owner/users/"+otherS.user["id"].(string),
			"/reports/{id}", "/reports/"+rep.ID, "/flags/{id}", "/flags/analytics", "{role}", "reviewer",
			"/investor-requests/{id}", "/investor-requests/00000000-0000-0000-0000-000000000000")
		sessions := map[vecino.Role]session{}
		for _, role := range vecino.Roles {
			sessions[role] = e.userWithRole(string(role)+"@example.org", role)
		}
		tried := 0
		for _, rt := range httpapi.RouteTable() {
			// A rule of the product, checked on the table's own lines: the
			// owner area is for owners only.
			if strings.HasPrefix(rt.Path, "/api/owner/") && !slices.Equal(rt.Roles, []vecino.Role{vecino.RoleOwner}) {
				t.Errorf("%s %s is in the owner area but admits %v", rt.Method, rt.Path, rt.Roles)
			}
			if !rt.Member {
				continue
			}
			tried++
			path := fill.Replace(rt.Path)
			var body any
			if rt.Method != "GET" && rt.Method != "DELETE" {
				body = map[string]any{}
			}
			if r := e.do(rt.Method, path, body, ""); r.status != 401 {
				t.Errorf("visitor %s %s = %d, want 401", rt.Method, rt.Path, r.status)
			}
			for _, role := range vecino.Roles {
				r := e.do(rt.Method, path, body, sessions[role].token)
				switch admitted := admits(rt, role); {
				case admitted && (r.status == 401 || r.status == 403):
					t.Errorf("%s %s %s = %d, want admitted", role, rt.Method, rt.Path, r.status)
				case !admitted && r.status != 403:
					t.Errorf("%s %s %s = %d, want 403", role, rt.Method, rt.Path, r.status)
				}
			}
		}
		if tried < 30 {
			t.Errorf("only %d restricted routes in the table", tried)
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
