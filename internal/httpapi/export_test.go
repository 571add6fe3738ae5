package httpapi

import (
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// RouteAccess is one line of the route table as access_test.go sees it.
type RouteAccess struct {
	Method, Path string
	Member       bool          // needs sign-in
	Roles        []vecino.Role // and one of these roles, when any
}

// RouteTable returns the route table that the server mounts: the JSON
// API's and those of Open311 and the web host.
func RouteTable() []RouteAccess {
	s := NewServer(Deps{})
	defer s.Close()
	out := make([]RouteAccess, len(s.table))
	for i, rt := range s.table {
		method, path, _ := strings.Cut(rt.Pattern, " ")
		out[i] = RouteAccess{Method: method, Path: path, Member: rt.Access.Member, Roles: rt.Access.Roles}
	}
	return out
}
