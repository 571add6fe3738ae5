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
	f.Add([]byte("--BOUNDARY\r\nContent-Disposition: form-data; name=\"blur\"\r\n\r\n[[{\"x\":0.1,\"y\":0.2,\"w\":0.3,\"h\":0.1}],[]]\r\n" +
		"--BOUNDARY\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"a.heic\"\r\nContent-Type: image/heic\r\n\r\n" +
		"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic\r\n--BOUNDARY--\r\n"))
	// One spool folder for every input: a new folder per input made the
	// fuzzer run a few inputs a second (the spooled files are removed by
	// Close).
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, body []byte) {
		form, err := readReportForm(multipart.NewReader(bytes.NewReader(body), "BOUNDARY"), dir)
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
