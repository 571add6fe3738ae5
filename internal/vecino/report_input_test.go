package vecino

import (
	"strings"
	"testing"
	"time"
)

func TestNormalizePlate(t *testing.T) {
	for in, want := range map[string]string{"abc-123": "ABC123", " 7 xyz 99 ": "7XYZ99", "ñandú": "AND", "": ""} {
		if got := NormalizePlate(in); got != want {
			t.Errorf("NormalizePlate(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestReportInputValidate(t *testing.T) {
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	past, future := now.Add(-time.Hour), now.Add(time.Hour)
	lat, lng, bad := 40.7, -74.0, 123.0
	street := func(mut func(*ReportInput)) ReportInput {
		in := ReportInput{Category: "road-infrastructure", Type: "pothole", Description: "A deep pothole by the bus stop",
			Latitude: &lat, Longitude: &lng, OccurredAt: &past, Photos: 1}
		mut(&in)
		return in
	}
	renter := func(mut func(*ReportInput)) ReportInput {
		in := ReportInput{Category: "renter-protection", Type: "illegal-lockouts", Description: "The landlord changed the locks",
			BuildingAddress: "12 Grove St", StartedAt: &past}
		mut(&in)
		return in
	}
	cases := []struct {
		name  string
		in    ReportInput
		field string // "" means valid
		code  string
	}{
		{"valid street", street(func(*ReportInput) {}), "", ""},
		{"address instead of a point", street(func(i *ReportInput) { i.Latitude, i.Longitude, i.Address = nil, nil, "Grove St & 1st" }), "", ""},
		{"no location at all", street(func(i *ReportInput) { i.Latitude, i.Longitude = nil, nil }), "location", FieldRequired},
		{"half a point", street(func(i *ReportInput) { i.Longitude = nil }), "location", FieldInvalidFormat},
		{"latitude out of range", street(func(i *ReportInput) { i.Latitude = &bad }), "location", FieldOutOfRange},
		{"unknown category", street(func(i *ReportInput) { i.Category = "aliens" }), "category", FieldInvalidFormat},
		{"unknown type", street(func(i *ReportInput) { i.Type = "ufo" }), "type", FieldInvalidFormat},
		{"short description", street(func(i *ReportInput) { i.Description = "too short" }), "description", FieldTooShort},
		{"long description", street(func(i *ReportInput) { i.Description = strings.Repeat("é", 2001) }), "description", FieldTooLong},
		{"no description", street(func(i *ReportInput) { i.Description = "" }), "description", FieldRequired},
		{"no time", street(func(i *ReportInput) { i.OccurredAt = nil }), "occurred_at", FieldRequired},
		{"future time", street(func(i *ReportInput) { i.OccurredAt = &future }), "occurred_at", "in_future"},
		{"no photo", street(func(i *ReportInput) { i.Photos = 0 }), "photos", FieldRequired},
		{"no photo through Open311", street(func(i *ReportInput) { i.Photos, i.Open311 = 0, true }), "", ""},
		{"six photos", street(func(i *ReportInput) { i.Photos = 6 }), "photos", FieldTooLong},
		{"plate on a pothole", street(func(i *ReportInput) { i.LicensePlate = "ABC123" }), "license_plate", FieldNotAllowed},
		{"plate on parking", street(func(i *ReportInput) {
			i.Category, i.Type, i.LicensePlate = "illegal-parking", "double-parking", "ABC123"
		}), "", ""},
		{"plate too long", street(func(i *ReportInput) {
			i.Category, i.Type, i.LicensePlate = "illegal-parking", "double-parking", "ABCDEFGHIJK"
		}), "license_plate", FieldTooLong},
		{"bike lane has no type", street(func(i *ReportInput) { i.Category, i.Type = "bike-lane", "" }), "", ""},
		{"address too long", street(func(i *ReportInput) { i.Address = strings.Repeat("a", 301) }), "address", FieldTooLong},
		{"valid renter, no photos", renter(func(*ReportInput) {}), "", ""},
		{"renter without building", renter(func(i *ReportInput) { i.BuildingAddress = "" }), "building_address", FieldRequired},
		{"renter started in future", renter(func(i *ReportInput) { i.StartedAt = &future }), "started_at", "in_future"},
		{"renter with plate", renter(func(i *ReportInput) { i.LicensePlate = "X1" }), "license_plate", FieldNotAllowed},
		{"renter unit too long", renter(func(i *ReportInput) { i.Unit = strings.Repeat("9", 51) }), "unit", FieldTooLong},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			err := in.Validate(now)
			if c.field == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err.(*Error).Fields)
				}
				return
			}
			e, ok := err.(*Error)
			if !ok || e.Fields[c.field] != c.code {
				t.Fatalf("err = %v, want %s=%s", err, c.field, c.code)
			}
		})
	}
}
