package vecino

import (
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Report limits (docs/PRODUCT.md §4).
const (
	MinDescription   = 10
	MaxDescription   = 2000
	MaxAddress       = 300
	MaxUnit          = 50
	MaxLandlord      = 200
	MaxPlate         = 10
	MaxPhotos        = 5
	MinStreetPhotos  = 1
	ClockSkewAllowed = 5 * time.Minute
)

// ReportInput is what a resident sends when filing or editing a report.
type ReportInput struct {
	Category, Type  string
	Description     string
	Latitude        *float64
	Longitude       *float64
	Address         string
	OccurredAt      *time.Time
	LicensePlate    string
	BuildingAddress string
	Unit            string
	LandlordName    string
	StartedAt       *time.Time
	Photos          int // how many files come with it
	// Blur are the boxes the reporter marked on each photo, in order (a
	// licence plate, a face the detector may miss): blurred on its public
	// copy with the faces found.
	Blur [][]Box
	// ClientKey is the filing's Idempotency-Key (optional): 1 to 64 letters,
	// digits, '-' or '_'.
	ClientKey string
	// Open311 is set for a request filed by a city system through Open311,
	// which sends a media_url instead of photos: none is required.
	Open311 bool
}

// NormalizePlate keeps only A–Z and 0–9, upper-cased: "abc-123 " → "ABC123".
func NormalizePlate(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Normalize trims text fields, canonicalises the type slug and the plate.
func (in *ReportInput) Normalize() {
	in.Description = strings.TrimSpace(in.Description)
	in.Address = strings.TrimSpace(in.Address)
	in.BuildingAddress = strings.TrimSpace(in.BuildingAddress)
	in.Unit = strings.TrimSpace(in.Unit)
	in.LandlordName = strings.TrimSpace(in.LandlordName)
	in.Type = CanonicalType(in.Category, in.Type)
	in.LicensePlate = NormalizePlate(in.LicensePlate)
}

// Validate checks every field against the catalog and the limits, with now
// as the present, and returns EINVALID listing each bad field, or nil. The
// caller has already filled a missing location from the photos' EXIF.
func (in *ReportInput) Validate(now time.Time) error {
	fe := FieldErrors{}
	cat, typ, ok := LookupType(in.Category, in.Type)
	if !ok {
		if _, known := CategoryBySlug(in.Category); !known {
			fe.Add("category", FieldInvalidFormat)
		} else {
			fe.Add("type", FieldInvalidFormat)
		}
		return fe.Err()
	}
	CheckLength(fe, "description", in.Description, MinDescription, MaxDescription)
	if cat.Private {
		CheckLength(fe, "building_address", in.BuildingAddress, 1, MaxAddress)
		CheckLength(fe, "unit", in.Unit, 0, MaxUnit)
		CheckLength(fe, "landlord_name", in.LandlordName, 0, MaxLandlord)
		notFuture(fe, "started_at", in.StartedAt, now)
		if in.LicensePlate != "" {
			fe.Add("license_plate", FieldNotAllowed)
		}
	} else {
		in.validateStreet(fe, cat, typ, now)
	}
	if in.Photos > MaxPhotos {
		fe.Add("photos", FieldTooLong)
	}
	checkBlur(fe, in.Blur, in.Photos)
	if !validClientKey(in.ClientKey) {
		fe.Add("idempotency_key", FieldInvalidFormat)
	}
	return fe.Err()
}

func (in *ReportInput) validateStreet(fe FieldErrors, cat *Category, typ *ReportType, now time.Time) {
	CheckLength(fe, "address", in.Address, 0, MaxAddress)
	switch {
	case (in.Latitude == nil) != (in.Longitude == nil):
		fe.Add("location", FieldInvalidFormat)
	case in.Latitude == nil && in.Address == "":
		// A typed address is enough: the map is never the only way.
		fe.Add("location", FieldRequired)
	case in.Latitude != nil && !validPoint(*in.Latitude, *in.Longitude):
		fe.Add("location", FieldOutOfRange)
	}
	if in.OccurredAt == nil {
		fe.Add("occurred_at", FieldRequired)
	} else {
		notFuture(fe, "occurred_at", in.OccurredAt, now)
	}
	vehicle := cat.Vehicle || (typ != nil && typ.Vehicle)
	switch {
	case in.LicensePlate != "" && !vehicle:
		fe.Add("license_plate", FieldNotAllowed)
	case len(in.LicensePlate) > MaxPlate:
		fe.Add("license_plate", FieldTooLong)
	}
	if in.Photos < MinStreetPhotos && !in.Open311 {
		fe.Add("photos", FieldRequired)
	}
}

// checkBlur checks the reporter's blur boxes: one list per photo at most,
// each of at most MaxBlurBoxes boxes inside the photo.
func checkBlur(fe FieldErrors, blur [][]Box, photos int) {
	if len(blur) > photos {
		fe.Add("blur", FieldOutOfRange)
		return
	}
	for i, boxes := range blur {
		if len(boxes) > MaxBlurBoxes {
			fe.Add("blur", FieldTooLong)
		}
		for _, b := range boxes {
			if !b.Valid(MinBoxSide) {
				fe.Add("blur", FieldOutOfRange)
				fe.Add("blur."+strconv.Itoa(i), FieldOutOfRange)
				break
			}
		}
	}
}

func validPoint(lat, lng float64) bool {
	return !math.IsNaN(lat) && !math.IsNaN(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180
}

// CheckLength records required (empty while minLen > 0), too_short or
// too_long for field, counting characters, not bytes.
func CheckLength(fe FieldErrors, field, v string, minLen, maxLen int) {
	n := utf8.RuneCountInString(v)
	switch {
	case n == 0 && minLen > 0:
		fe.Add(field, FieldRequired)
	case n < minLen:
		fe.Add(field, FieldTooShort)
	case n > maxLen:
		fe.Add(field, FieldTooLong)
	}
}

func notFuture(fe FieldErrors, field string, t *time.Time, now time.Time) {
	if t != nil && t.After(now.Add(ClockSkewAllowed)) {
		fe.Add(field, "in_future")
	}
}

// validClientKey accepts an empty key or 1 to 64 of A–Z, a–z, 0–9, '-', '_'
// (a UUID fits).
func validClientKey(k string) bool {
	if len(k) > 64 {
		return false
	}
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
