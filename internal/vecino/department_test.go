package vecino

import "testing"

func TestRoute(t *testing.T) {
	nb, other := "nb", "other"
	def := []Department{{ID: "default", IsDefault: true}, {ID: "x"}}
	rules := []RoutingRule{
		{Category: "road-infrastructure", DepartmentID: "roads"},
		{Category: "road-infrastructure", Type: "pothole", DepartmentID: "potholes"},
		{Category: "road-infrastructure", NeighborhoodID: &nb, DepartmentID: "roads-nb"},
		{Category: "road-infrastructure", Type: "pothole", NeighborhoodID: &nb, DepartmentID: "potholes-nb"},
		{Category: "renter-protection", DepartmentID: "housing"},
	}
	for _, c := range []struct {
		category, typ string
		nb            *string
		private       bool
		want          string
	}{
		{"road-infrastructure", "pothole", &nb, false, "potholes-nb"},
		{"road-infrastructure", "pothole", &other, false, "potholes"},
		{"road-infrastructure", "pothole", nil, false, "potholes"},
		{"road-infrastructure", "cracked-pavement", &nb, false, "roads-nb"},
		{"road-infrastructure", "cracked-pavement", nil, false, "roads"},
		{"bike-issues", "no-bike-lane-school-route", nil, false, "default"},
		{"renter-protection", "retaliation", nil, true, "housing"},
	} {
		if got := Route(rules, def, c.category, c.typ, c.nb, c.private); got != c.want {
			t.Errorf("Route(%s/%s, %v) = %q, want %q", c.category, c.typ, c.nb, got, c.want)
		}
	}
	// A private report never goes to the default department.
	if got := Route(rules[:4], def, "renter-protection", "retaliation", nil, true); got != "" {
		t.Errorf("private report without a rule went to %q", got)
	}
}
