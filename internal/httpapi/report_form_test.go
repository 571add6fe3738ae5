package httpapi

import (
	"bytes"
	"mime/multipart"
	"testing"
)

// FuzzReadReportForm feeds arbitrary multipart bodies to the report decoder:
// it may refuse them but must not panic, and what it accepts must respect
// the limits.
func FuzzReadReportForm(f *testing.F) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.SetBoundary("BOUNDARY")                       //nolint:errcheck
	mw.WriteField("category", "road-infrastructure") //nolint:errcheck
	mw.WriteField("latitude", "40.7")                //nolint:errcheck
	w, _ := mw.CreateFormFile("photos", "a.jpg")
	w.Write([]byte("\xff\xd8\xff\xe0 not really a jpeg")) //nolint:errcheck
	mw.Close()
	f.Add(buf.Bytes())
	f.Add([]byte("--BOUNDARY\r\nContent-Disposition: form-data; name=\"occurred_at\"\r\n\r\n2026-01-01T00:00:00Z\r\n--BOUNDARY--\r\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		form, err := readReportForm(multipart.NewReader(bytes.NewReader(body), "BOUNDARY"), t.TempDir())
		if err != nil {
			return
		}
		defer form.Close()
		if len(form.files) > 5 {
			t.Errorf("%d files accepted", len(form.files))
		}
		for k, v := range form.fields {
			if !reportFields[k] || len(v) > maxFieldBytes {
				t.Errorf("field %q (%d bytes) accepted", k, len(v))
			}
		}
		form.input() //nolint:errcheck // must not panic
	})
}
