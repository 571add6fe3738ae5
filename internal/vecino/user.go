package vecino

import (
	"slices"
	"strings"
	"time"
)

// Role is a staff or resident role from docs/PRODUCT.md §1.
type Role string

// The five roles. A user with no stored role is treated as a reporter.
const (
	RoleReporter      Role = "reporter"
	RoleReporterAdmin Role = "reporter_admin"
	RoleReviewer      Role = "reviewer"
	RoleReviewerAdmin Role = "reviewer_admin"
	RoleOwner         Role = "owner"
)

// Roles lists every role in a stable order.
var Roles = []Role{RoleReporter, RoleReporterAdmin, RoleReviewer, RoleReviewerAdmin, RoleOwner}

// ParseRole returns the role named s, or an EINVALID error.
func ParseRole(s string) (Role, error) {
	r := Role(s)
	if !slices.Contains(Roles, r) {
		return "", &Error{Code: EINVALID, Message: "Unknown role.", Fields: map[string]string{"role": FieldInvalidFormat}}
	}
	return r, nil
}

// Languages are the interface languages; the first is the default.
var Languages = []string{"en", "es"}

// ValidLanguage reports whether code is a supported interface language.
func ValidLanguage(code string) bool { return slices.Contains(Languages, code) }

// User is an account with its profile and roles.
type User struct {
	ID                string `json:"id"`
	Email             string `json:"email"`
	FirstName         string `json:"first_name"`
	LastName          string `json:"last_name"`
	FullName          string `json:"full_name"`
	PreferredLanguage string `json:"preferred_language"`
	Roles             []Role `json:"roles"`
	Disabled          bool   `json:"disabled"`
	// EmailConfirmed is false until the owner of the address follows the
	// link emailed at sign-up; such an account cannot sign in.
	EmailConfirmed bool      `json:"email_confirmed"`
	CreatedAt      time.Time `json:"created_at"`
}

// EffectiveRoles returns the user's roles, or reporter when there are none
// (docs/PRODUCT.md §1).
func (u *User) EffectiveRoles() []Role {
	if len(u.Roles) == 0 {
		return []Role{RoleReporter}
	}
	return u.Roles
}

// HasAnyRole reports whether the user holds one of roles (effective roles),
// a reviewer_admin holding every power of a reviewer (docs/PRODUCT.md §1).
func (u *User) HasAnyRole(roles ...Role) bool {
	return slices.ContainsFunc(roles, func(r Role) bool { return holds(u.EffectiveRoles(), r) })
}

// StaffRoles are the roles beyond reporter: those who review reports.
var StaffRoles = []Role{RoleReporterAdmin, RoleReviewer, RoleReviewerAdmin, RoleOwner}

// IsStaff reports whether u (nil for a visitor) holds any role beyond reporter.
func (u *User) IsStaff() bool { return u != nil && u.HasAnyRole(StaffRoles...) }

// NormalizeEmail trims and lower-cases an email address.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// FullName joins first and last name the way the spec's signup metadata does.
func FullName(first, last string) string {
	return strings.TrimSpace(strings.TrimSpace(first) + " " + strings.TrimSpace(last))
}
