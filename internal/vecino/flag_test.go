package vecino

import "testing"

func TestFlagEnabled(t *testing.T) {
	tests := []struct {
		name   string
		global bool
		roles  map[Role]bool
		user   []Role
		want   bool
	}{
		{"no roles, global on", true, nil, nil, true},
		{"no roles, global off", false, map[Role]bool{RoleReporter: true}, nil, false},
		{"role unset takes global on", true, nil, []Role{RoleReviewer}, true},
		{"role unset takes global off", false, nil, []Role{RoleReviewer}, false},
		{"role on beats global off", false, map[Role]bool{RoleReviewer: true}, []Role{RoleReviewer}, true},
		{"role off beats global on", true, map[Role]bool{RoleReviewer: false}, []Role{RoleReviewer}, false},
		{"any role on is enough", false, map[Role]bool{RoleReviewer: false, RoleOwner: true}, []Role{RoleReviewer, RoleOwner}, true},
		{"all roles off", true, map[Role]bool{RoleReviewer: false, RoleOwner: false}, []Role{RoleReviewer, RoleOwner}, false},
		{"one off, other unset with global on", true, map[Role]bool{RoleReviewer: false}, []Role{RoleReviewer, RoleOwner}, true},
		{"one off, other unset with global off", false, map[Role]bool{RoleReviewer: false}, []Role{RoleReviewer, RoleOwner}, false},
		{"setting for a role the user lacks is ignored", false, map[Role]bool{RoleOwner: true}, []Role{RoleReporter}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := Flag{ID: "x", Enabled: tt.global, Roles: tt.roles}
			if got := FlagEnabled(f, tt.user); got != tt.want {
				t.Errorf("FlagEnabled = %v, want %v", got, tt.want)
			}
		})
	}
}
