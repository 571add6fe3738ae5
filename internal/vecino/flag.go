package vecino

// Flag is a feature flag with its global value and per-role settings.
type Flag struct {
	ID          string        `json:"flag_id"`
	Description string        `json:"description"`
	Enabled     bool          `json:"enabled"`
	Roles       map[Role]bool `json:"roles"`
}

// FlagDef is a flag the product ships with, and its default global value.
type FlagDef struct {
	ID          string
	Default     bool
	Description string
}

// FlagDefs lists every flag seeded with the product: the sidebar's nav_* flags
// (docs/PRODUCT.md §2) and the product switches of docs/PRODUCT.md §8.
var FlagDefs = []FlagDef{
	{"nav_reporter_home", true, "Sidebar: Reporter › Home"},
	{"nav_reporter_upload", true, "Sidebar: Reporter › Upload Violation"},
	{"nav_reporter_violations", true, "Sidebar: Reporter › Your Violations"},
	{"nav_admin_dashboard", true, "Sidebar: Reporter Admin › Dashboard"},
	{"nav_admin_screening", true, "Sidebar: Reporter Admin › Screening"},
	{"nav_admin_all_violations", true, "Sidebar: Reporter Admin › All Violations"},
	{"nav_reviewer_dashboard", true, "Sidebar: Reviewer › Dashboard"},
	{"nav_reviewer_pending", true, "Sidebar: Reviewer › Pending"},
	{"nav_reviewer_admin_home", true, "Sidebar: Reviewer Admin › Home"},
	{"nav_reviewer_admin_dashboard", true, "Sidebar: Reviewer Admin › Dashboard"},
	{"analytics", false, "First-party page-view analytics (no cookies, no IP stored)"},
	{"public_map", true, "The public map of approved reports"},
	{"renter_chat", true, "The renter-protection assistant"},
	{"investor_deck", true, "The investor deck and its request form"},
	{"open311_api", true, "The Open311 GeoReport v2 API"},
	{"email_notifications", true, "Emails to reporters when their report is approved or rejected"},
}

// FlagEnabled evaluates a flag for a user with the given roles (docs/PRODUCT.md §8): on
// when the setting of any of the roles is on, where a role without a setting
// takes the global value; with no roles only the global value counts.
func FlagEnabled(f Flag, roles []Role) bool {
	if len(roles) == 0 {
		return f.Enabled
	}
	for _, r := range roles {
		v, ok := f.Roles[r]
		if !ok {
			v = f.Enabled
		}
		if v {
			return true
		}
	}
	return false
}
