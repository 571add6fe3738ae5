package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Upload limits: every photo at most imaging.MaxBytes, five of them, and a
// little room for the text fields.
const (
	maxFieldBytes = 16 << 10
	maxUpload     = vecino.MaxPhotos*imaging.MaxBytes + 1<<20
)

// reportFields are the text fields a report form may carry (API.md).
var reportFields = map[string]bool{
	"category": true, "type": true, "description": true, "latitude": true, "longitude": true, "address": true,
	"occurred_at": true, "license_plate": true, "building_address": true, "unit": true, "landlord_name": true, "started_at": true,
	"blur": true,
}

// reportForm is a decoded report upload: text fields and the photo parts,
// spooled to temporary files. Close it when done.
type reportForm struct {
	fields map[string]string
	files  []spooled
}

// Close removes the spooled files.
func (f *reportForm) Close() {
	for _, sp := range f.files {
		sp.file.Close()
	}
}

var errTooLarge = &vecino.Error{Code: vecino.ETOOLARGE, Message: "Each photo can be at most 10 MB.", Fields: map[string]string{"photos": "too_large"}}

// readReportForm decodes a multipart report upload, streaming each photo to
// an unlinked temporary file in dir ("" is the system's) and refusing an
// oversized one as soon as it passes the limit rather than after reading it
// all. On error nothing is left behind.
func readReportForm(mr *multipart.Reader, dir string) (_ *reportForm, err error) {
	f := &reportForm{fields: map[string]string{}}
	defer func() {
		if err != nil {
			f.Close()
		}
	}()
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return f, nil
		}
		if err != nil {
			if isBodyTooLarge(err) {
				return nil, errTooLarge
			}
			return nil, vecino.Errorf(vecino.EINVALID, "The upload could not be read.")
		}
		name := part.FormName()
		switch {
		case name == "photos":
			if len(f.files) == vecino.MaxPhotos {
				return nil, &vecino.Error{Code: vecino.EINVALID, Message: "At most 5 files.", Fields: map[string]string{"photos": vecino.FieldTooLong}}
			}
			sp, err := spool(part, dir, imaging.MaxBytes)
			if err != nil {
				return nil, err
			}
			if sp.size > 0 {
				f.files = append(f.files, sp)
			} else {
				sp.file.Close()
			}
		case reportFields[name]:
			b, err := readLimited(part, maxFieldBytes)
			if err != nil {
				return nil, &vecino.Error{Code: vecino.EINVALID, Message: "A field is too long.", Fields: map[string]string{name: vecino.FieldTooLong}}
			}
			if !vecino.ValidText(string(b)) {
				return nil, vecino.ErrBadText(name)
			}
			if _, dup := f.fields[name]; !dup {
				f.fields[name] = string(b)
			}
		default:
			return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Unknown field in the upload.", Fields: map[string]string{name: vecino.FieldNotAllowed}}
		}
		part.Close()
	}
}

var isBodyTooLarge = httpkit.IsBodyTooLarge

// readLimited reads r, failing with errTooLarge past limit bytes.
func readLimited(r io.Reader, limit int64) ([]byte, error) {
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(r, limit+1))
	if err != nil {
		if isBodyTooLarge(err) {
			return nil, errTooLarge
		}
		return nil, vecino.Errorf(vecino.EINVALID, "The upload could not be read.")
	}
	if n > limit {
		return nil, errTooLarge
	}
	return buf.Bytes(), nil
}

// spool copies r into an unlinked temporary file in dir, failing with
// errTooLarge past limit bytes.
func spool(r io.Reader, dir string, limit int64) (spooled, error) {
	file, err := os.CreateTemp(dir, "upload-*")
	if err != nil {
		return spooled{}, err
	}
	os.Remove(file.Name()) //nolint:errcheck // the open file stays readable
	n, err := io.Copy(file, io.LimitReader(r, limit+1))
	if err == nil && n > limit {
		err = errTooLarge
	} else if isBodyTooLarge(err) {
		err = errTooLarge
	} else if err != nil {
		err = vecino.Errorf(vecino.EINVALID, "The upload could not be read.")
	}
	if err != nil {
		file.Close()
		return spooled{}, err
	}
	return spooled{file: file, size: n}, nil
}

// input turns the text fields into a ReportInput; unparsable numbers and
// times become field errors.
func (f *reportForm) input() (vecino.ReportInput, error) {
	v := f.fields
	in := vecino.ReportInput{Category: v["category"], Type: v["type"], Description: v["description"], Address: v["address"],
		LicensePlate: v["license_plate"], BuildingAddress: v["building_address"], Unit: v["unit"], LandlordName: v["landlord_name"],
		Photos: len(f.files)}
	fe := vecino.FieldErrors{}
	in.Latitude = parseFloat(fe, "location", v["latitude"])
	in.Longitude = parseFloat(fe, "location", v["longitude"])
	in.OccurredAt = parseTime(fe, "occurred_at", v["occurred_at"])
	in.StartedAt = parseTime(fe, "started_at", v["started_at"])
	if b := strings.TrimSpace(v["blur"]); b != "" && json.Unmarshal([]byte(b), &in.Blur) != nil {
		fe.Add("blur", vecino.FieldInvalidFormat)
	}
	return in, fe.Err()
}

func parseFloat(fe vecino.FieldErrors, field, s string) *float64 {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		fe.Add(field, vecino.FieldInvalidFormat)
		return nil
	}
	return &f
}

func parseTime(fe vecino.FieldErrors, field, s string) *time.Time {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339, strings.TrimSpace(s))
	if err != nil {
		fe.Add(field, vecino.FieldInvalidFormat)
		return nil
	}
	t = t.UTC().Truncate(time.Second)
	return &t
}
