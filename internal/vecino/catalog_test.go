package vecino

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// wantCatalog is docs/PRODUCT.md §3, written out by hand: category slugs in order,
// each with its type slugs in order.
var wantCatalog = []struct {
	slug  string
	types []string
}{
	{"bike-lane", nil},
	{"careless-driver", []string{"speeding", "running-red-light", "running-stop-sign", "blocking-intersection", "distracted-driving", "yield-to-pedestrians"}},
	{"speed-traffic", []string{"speeding-in-school-zone", "no-speed-bumps", "unmarked-school-zone", "two-way-too-wide", "commercial-vehicles-near-school"}},
	{"crosswalk-signals", []string{"low-visibility-crosswalk", "broken-signal", "no-crossing-signal", "short-walk-time", "nonfunctional-button", "missing-audio-cue"}},
	{"infrastructure-gaps", []string{"missing-sidewalk", "broken-sidewalk", "blocked-sidewalk", "missing-curb-ramp"}},
	{"visibility-hazards", []string{"poor-lighting", "unsafe-crossing", "overgrown-vegetation", "blocked-signage", "poor-street-lighting", "obstructed-sightlines", "glare-issues"}},
	{"signage-signals", []string{"obscured-stop-sign", "malfunctioning-signal", "missing-signage", "construction-confusion", "faded-signs"}},
	{"road-infrastructure", []string{"pothole", "cracked-pavement", "missing-curb-ramp-road", "blocked-by-construction", "flooding-drainage", "debris-in-lane"}},
	{"illegal-parking", []string{"curb-cut-blocked", "crosswalk-parking", "double-parking", "sidewalk-parking", "fire-lane-blocked", "school-zone-parking"}},
	{"bike-issues", []string{"bike-lane-blocked-school", "no-bike-lane-school-route", "bike-lane-ends-abruptly", "cars-turning-through-bike-lane"}},
	{"intersections-signals", []string{"missing-crosswalk-school", "broken-crosswalk-signal", "drivers-run-stop-signs", "no-flashing-school-light"}},
	{"drop-off-zones", []string{"double-parking-dropoff", "blocking-crosswalk-dropoff", "dropoff-too-close-to-intersection", "no-school-dropoff-design"}},
	{"enforcement-gaps", []string{"illegal-parking-school-hours", "crosswalk-parking-near-school", "no-enforcement-in-zone", "signage-blocked"}},
	{"renter-protection", []string{"illegal-lockouts", "retaliation", "habitability-failures", "building-safety-requirements", "rent-control-violations", "security-deposit-violations", "housing-discrimination", "criminal-history-screening", "lead-safety-violations", "failure-to-post-notices"}},
}

// wantVehicleTypes lists, as "category/type", every type for which a licence
// plate is meaningful.
var wantVehicleTypes = []string{
	"careless-driver/speeding",
	"careless-driver/running-red-light",
	"careless-driver/running-stop-sign",
	"careless-driver/blocking-intersection",
	"careless-driver/distracted-driving",
	"careless-driver/yield-to-pedestrians",
	"speed-traffic/speeding-in-school-zone",
	"speed-traffic/commercial-vehicles-near-school",
	"illegal-parking/curb-cut-blocked",
	"illegal-parking/crosswalk-parking",
	"illegal-parking/double-parking",
	"illegal-parking/sidewalk-parking",
	"illegal-parking/fire-lane-blocked",
	"illegal-parking/school-zone-parking",
	"bike-issues/cars-turning-through-bike-lane",
	"intersections-signals/drivers-run-stop-signs",
	"drop-off-zones/double-parking-dropoff",
	"drop-off-zones/blocking-crosswalk-dropoff",
	"enforcement-gaps/illegal-parking-school-hours",
	"enforcement-gaps/crosswalk-parking-near-school",
}

func TestCatalogSlugs(t *testing.T) {
	if len(Catalog) != 14 {
		t.Fatalf("len(Catalog) = %d, want 14", len(Catalog))
	}
	for i, want := range wantCatalog {
		c := Catalog[i]
		t.Run(want.slug, func(t *testing.T) {
			if c.Slug != want.slug {
				t.Fatalf("Catalog[%d].Slug = %q, want %q", i, c.Slug, want.slug)
			}
			var got []string
			for _, rt := range c.Types {
				got = append(got, rt.Slug)
			}
			if !slices.Equal(got, want.types) {
				t.Errorf("types = %q\nwant    %q", got, want.types)
			}
		})
	}
}

func checkText(t *testing.T, where string, lt LocalizedText) {
	t.Helper()
	for lang, s := range map[string]string{"en": lt.EN, "es": lt.ES} {
		switch {
		case strings.TrimSpace(s) == "":
			t.Errorf("%s: empty %s text", where, lang)
		case s != strings.TrimSpace(s) || strings.ContainsAny(s, "\n\t") || strings.Contains(s, "  "):
			t.Errorf("%s: %s text %q has stray whitespace", where, lang, s)
		}
	}
}

func checkDescription(t *testing.T, where string, lt LocalizedText) {
	t.Helper()
	checkText(t, where, lt)
	for lang, s := range map[string]string{"en": lt.EN, "es": lt.ES} {
		if !strings.HasSuffix(s, ".") || strings.Count(s, ". ") > 0 {
			t.Errorf("%s: %s description %q is not one sentence ending in a full stop", where, lang, s)
		}
	}
}

func TestCatalogText(t *testing.T) {
	for _, c := range Catalog {
		checkText(t, c.Slug+" label", c.Label)
		checkDescription(t, c.Slug+" description", c.Description)
		seen := map[string]bool{}
		for _, rt := range c.Types {
			where := c.Slug + "/" + rt.Slug
			if rt.Slug == "" {
				t.Errorf("%s: empty type slug", c.Slug)
			}
			if seen[rt.Slug] {
				t.Errorf("%s: duplicate type slug", where)
			}
			seen[rt.Slug] = true
			checkText(t, where+" label", rt.Label)
			checkDescription(t, where+" description", rt.Description)
		}
	}
}

func TestCatalogLabels(t *testing.T) {
	tests := []struct {
		category, typ string
		want          LocalizedText
	}{
		{"careless-driver", "running-red-light", LocalizedText{"Running a Red Light", "Pasarse un semáforo en rojo"}},
		{"speed-traffic", "two-way-too-wide", LocalizedText{"One Way Requested", "Se pide un solo sentido"}},
		{"road-infrastructure", "pothole", LocalizedText{"Pothole", "Bache"}},
	}
	for _, tt := range tests {
		t.Run(tt.typ, func(t *testing.T) {
			_, rt, ok := LookupType(tt.category, tt.typ)
			if !ok {
				t.Fatalf("LookupType(%q, %q) not found", tt.category, tt.typ)
			}
			if rt.Label != tt.want {
				t.Errorf("label = %+v, want %+v", rt.Label, tt.want)
			}
		})
	}
}

func TestCatalogVehicle(t *testing.T) {
	var got []string
	for _, c := range Catalog {
		for _, rt := range c.Types {
			if rt.Vehicle {
				got = append(got, c.Slug+"/"+rt.Slug)
			}
		}
	}
	slices.Sort(got)
	want := slices.Sorted(slices.Values(wantVehicleTypes))
	if !slices.Equal(got, want) {
		t.Errorf("vehicle types = %q\nwant            %q", got, want)
	}
	for _, c := range Catalog {
		if wantV := c.Slug == CategoryBikeLane; c.Vehicle != wantV {
			t.Errorf("%s: category Vehicle = %v, want %v", c.Slug, c.Vehicle, wantV)
		}
	}
}

func TestBikeLaneCategory(t *testing.T) {
	c, ok := CategoryBySlug(CategoryBikeLane)
	if !ok {
		t.Fatal("bike-lane not found")
	}
	if len(c.Types) != 0 {
		t.Errorf("bike-lane has %d types, want none", len(c.Types))
	}
	if want := []Role{RoleReporter, RoleReporterAdmin}; !slices.Equal(c.RestrictedToRoles, want) {
		t.Errorf("RestrictedToRoles = %v, want %v", c.RestrictedToRoles, want)
	}
	tests := []struct {
		name  string
		roles []Role
		want  bool
	}{
		{"reporter", []Role{RoleReporter}, true},
		{"reporter_admin", []Role{RoleReporterAdmin}, true},
		{"reviewer", []Role{RoleReviewer}, false},
		{"reviewer_admin", []Role{RoleReviewerAdmin}, false},
		{"owner", []Role{RoleOwner}, false},
		{"owner and reporter", []Role{RoleOwner, RoleReporter}, true},
		{"no roles", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := c.AllowedFor(tt.roles); got != tt.want {
				t.Errorf("AllowedFor(%v) = %v, want %v", tt.roles, got, tt.want)
			}
		})
	}
}

func TestUnrestrictedCategoriesAllowEveryone(t *testing.T) {
	for _, c := range Catalog {
		if c.Slug == CategoryBikeLane {
			continue
		}
		if len(c.RestrictedToRoles) != 0 {
			t.Errorf("%s: RestrictedToRoles = %v, want none", c.Slug, c.RestrictedToRoles)
		}
		for _, r := range Roles {
			if !c.AllowedFor([]Role{r}) {
				t.Errorf("%s: AllowedFor(%s) = false", c.Slug, r)
			}
		}
		if !c.AllowedFor(nil) {
			t.Errorf("%s: AllowedFor(nil) = false", c.Slug)
		}
	}
}

func TestCatalogPrivate(t *testing.T) {
	for _, c := range Catalog {
		if want := c.Slug == CategoryRenterProtection; c.Private != want {
			t.Errorf("%s: Private = %v, want %v", c.Slug, c.Private, want)
		}
	}
}

func TestCategoryBySlug(t *testing.T) {
	c, ok := CategoryBySlug("road-infrastructure")
	if !ok || c.Slug != "road-infrastructure" {
		t.Fatalf("CategoryBySlug(road-infrastructure) = %v, %v", c, ok)
	}
	if c != &Catalog[7] {
		t.Error("CategoryBySlug does not point into Catalog")
	}
	for _, slug := range []string{"", "nope", "Bike-Lane", " bike-lane"} {
		if c, ok := CategoryBySlug(slug); ok || c != nil {
			t.Errorf("CategoryBySlug(%q) = %v, %v, want nil, false", slug, c, ok)
		}
	}
}

func TestLookupType(t *testing.T) {
	tests := []struct {
		name          string
		category, typ string
		ok            bool
		wantCategory  string
		wantType      string // "" with ok: no type (bike-lane)
	}{
		{"valid", "careless-driver", "speeding", true, "careless-driver", "speeding"},
		{"valid last", "renter-protection", "failure-to-post-notices", true, "renter-protection", "failure-to-post-notices"},
		{"valid first category with types", "speed-traffic", "two-way-too-wide", true, "speed-traffic", "two-way-too-wide"},
		{"unknown category", "no-such-category", "speeding", false, "", ""},
		{"empty category", "", "", false, "", ""},
		{"unknown type", "careless-driver", "no-such-type", false, "", ""},
		{"type from another category", "careless-driver", "pothole", false, "", ""},
		{"empty type where types exist", "careless-driver", "", false, "", ""},
		{"bike-lane without type", "bike-lane", "", true, "bike-lane", ""},
		{"bike-lane with type", "bike-lane", "speeding", false, "", ""},
		{"old unsafe-lane-change", "careless-driver", "unsafe-lane-change", true, "careless-driver", "distracted-driving"},
		{"old missing-curb-ramp", "road-infrastructure", "missing-curb-ramp", true, "road-infrastructure", "missing-curb-ramp-road"},
		{"missing-curb-ramp is current in infrastructure-gaps", "infrastructure-gaps", "missing-curb-ramp", true, "infrastructure-gaps", "missing-curb-ramp"},
		{"old slug only maps in its own category", "speed-traffic", "unsafe-lane-change", false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, rt, ok := LookupType(tt.category, tt.typ)
			if ok != tt.ok {
				t.Fatalf("LookupType(%q, %q) ok = %v, want %v", tt.category, tt.typ, ok, tt.ok)
			}
			if !ok {
				if c != nil || rt != nil {
					t.Errorf("not found but got %v, %v", c, rt)
				}
				return
			}
			if c == nil || c.Slug != tt.wantCategory {
				t.Errorf("category = %v, want %q", c, tt.wantCategory)
			}
			switch {
			case tt.wantType == "" && rt != nil:
				t.Errorf("type = %q, want nil", rt.Slug)
			case tt.wantType != "" && (rt == nil || rt.Slug != tt.wantType):
				t.Errorf("type = %v, want %q", rt, tt.wantType)
			}
		})
	}
}

func TestCanonicalType(t *testing.T) {
	tests := []struct {
		category, typ, want string
	}{
		{"careless-driver", "unsafe-lane-change", "distracted-driving"},
		{"road-infrastructure", "missing-curb-ramp", "missing-curb-ramp-road"},
		{"infrastructure-gaps", "missing-curb-ramp", "missing-curb-ramp"},
		{"careless-driver", "speeding", "speeding"},
		{"careless-driver", "no-such-type", "no-such-type"},
		{"no-such-category", "unsafe-lane-change", "unsafe-lane-change"},
		{"bike-lane", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.category+"/"+tt.typ, func(t *testing.T) {
			if got := CanonicalType(tt.category, tt.typ); got != tt.want {
				t.Errorf("CanonicalType(%q, %q) = %q, want %q", tt.category, tt.typ, got, tt.want)
			}
		})
	}
}

// Every old slug must map to a type that exists in its own category.
func TestLegacyTypesResolve(t *testing.T) {
	for cat, m := range legacyTypes {
		for old, cur := range m {
			if _, rt, ok := LookupType(cat, cur); !ok || rt == nil {
				t.Errorf("%s: %s maps to %s, which is not a current type", cat, old, cur)
			}
			if _, rt, _ := LookupType(cat, old); rt != nil && rt.Slug == old {
				t.Errorf("%s: old slug %s is still a current type", cat, old)
			}
		}
	}
}

func TestCatalogJSON(t *testing.T) {
	b, err := json.Marshal(Catalog[0])
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got["category"] != "bike-lane" || got["vehicle"] != true {
		t.Errorf("bike-lane JSON = %s", b)
	}
	if roles, _ := got["restricted_to_roles"].([]any); len(roles) != 2 {
		t.Errorf("bike-lane restricted_to_roles = %v", got["restricted_to_roles"])
	}
	b, err = json.Marshal(Catalog[1])
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "restricted_to_roles") {
		t.Errorf("unrestricted category JSON has restricted_to_roles: %s", b)
	}
	if !strings.Contains(string(b), `"label":{"en":"Careless Driving","es":`) {
		t.Errorf("careless-driver JSON label shape: %s", b)
	}
}
