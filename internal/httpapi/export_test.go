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

// RouteTable returns the route table that the server mounts.
func RouteTable() []RouteAccess {
	out := make([]RouteAccess, len(routes))
	for i, rt := range routes {
		method, path, _ := strings.Cut(rt.pattern, " ")
		out[i] = RouteAccess{Method: method, Path: path, Member: rt.access.member, Roles: rt.access.roles}
	}
	return out
}
