package imaging_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
)

var taken = time.Date(2026, 10, 3, 8, 15, 30, 0, time.FixedZone("", -4*3600))

func TestSniffRefusesWhatIsNotAPhoto(t *testing.T) {
	cases := map[string][]byte{
		"html named .jpg": []byte("<!doctype html><script>alert(1)</script>"),
		"svg":             []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
		"gif":             []byte("GIF89a\x01\x00\x01\x00"),
		"pdf":             []byte("%PDF-1.7\n"),
		"empty":           nil,
	}
	for name, b := range cases {
		if _, err := imaging.Process(b); !errors.Is(err, imaging.ErrUnsupported) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	for kind, b := range map[string][]byte{"jpeg": imagingtest.JPEG(8, 8, nil), "png": imagingtest.PNG(8, 8)} {
		if got, err := imaging.Sniff(b); err != nil || got != kind {
			t.Errorf("Sniff(%s) = %q, %v", kind, got, err)
		}
	}
}

func TestPolyglotIsReencoded(t *testing.T) {
	b := append(imagingtest.JPEG(32, 32, nil), []byte("<html><script>alert(document.cookie)</script></html>")...)
	res, err := imaging.Process(b)
	if err != nil {
		t.Fatalf("JPEG with trailing HTML: %v", err)
	}
	if bytes.Contains(res.Public, []byte("<script")) || bytes.Contains(res.Thumb, []byte("<script")) {
		t.Error("the public copy carries the HTML payload")
	}
}

func TestDecompressionBombRefusedBeforeDecoding(t *testing.T) {
	bomb := imagingtest.PNGBomb(20000, 20000)
	if len(bomb) > 100 {
		t.Fatalf("bomb is %d bytes; it should be tiny", len(bomb))
	}
	if _, err := imaging.Check(bomb); !errors.Is(err, imaging.ErrDimensions) {
		t.Errorf("20000×20000 PNG: err = %v", err)
	}
	if _, err := imaging.Process(imagingtest.PNGBomb(16000, 16000)); !errors.Is(err, imaging.ErrDimensions) {
		t.Errorf("256-megapixel PNG: err = %v", err)
	}
}

func TestOversizedFile(t *testing.T) {
	b := append(imagingtest.JPEG(8, 8, nil), make([]byte, imaging.MaxBytes)...)
	if _, err := imaging.Process(b); !errors.Is(err, imaging.ErrTooLarge) {
		t.Errorf("err = %v", err)
	}
}

func TestCorrupt(t *testing.T) {
	b := imagingtest.JPEG(64, 64, nil)
	if _, err := imaging.Process(b[:len(b)/2]); !errors.Is(err, imaging.ErrCorrupt) {
		t.Errorf("truncated JPEG: err = %v", err)
	}
}

func TestExifReadThenStripped(t *testing.T) {
	b := imagingtest.JPEG(300, 200, &imagingtest.Exif{Lat: 40.7191, Lng: -74.0425, Taken: taken, Orientation: 1})
	res, err := imaging.Process(b)
	if err != nil {
		t.Fatal(err)
	}
	m := res.Meta
	if m.Latitude == nil || math.Abs(*m.Latitude-40.7191) > 1e-5 || math.Abs(*m.Longitude+74.0425) > 1e-5 {
		t.Fatalf("GPS = %v, %v", m.Latitude, m.Longitude)
	}
	if m.Taken == nil || !m.Taken.Equal(taken) || m.Taken.Location() != time.UTC {
		t.Errorf("taken = %v, want %v in UTC", m.Taken, taken)
	}
	for name, copy := range map[string][]byte{"public": res.Public, "thumb": res.Thumb} {
		if bytes.Contains(copy, []byte("Exif")) {
			t.Errorf("%s copy still has an EXIF block", name)
		}
		if again, err := imaging.Process(copy); err != nil || again.Meta.Latitude != nil || again.Meta.Taken != nil {
			t.Errorf("%s copy: %v, meta %+v", name, err, again.Meta)
		}
	}
}

func TestOrientationAppliedAndResized(t *testing.T) {
	res, err := imaging.Process(imagingtest.JPEG(3000, 1000, &imagingtest.Exif{Taken: taken, Orientation: 6}))
	if err != nil {
		t.Fatal(err)
	}
	if res.Width != 682 || res.Height != 2048 {
		t.Errorf("public copy %d×%d, want 682×2048 (rotated and scaled)", res.Width, res.Height)
	}
	small, err := imaging.Process(imagingtest.PNG(120, 80))
	if err != nil || small.Width != 120 || small.Height != 80 || small.Kind != "png" {
		t.Errorf("small PNG = %+v, %v", small, err)
	}
}

func TestWebP(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/image").Output()
	if err != nil {
		t.Fatalf("locate x/image test data: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "testdata", "blue-purple-pink.lossy.webp"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := imaging.Process(b)
	if err != nil || res.Kind != "webp" || len(res.Public) == 0 {
		t.Errorf("webp = %v", err)
	}
}

// BenchmarkProcess3MB measures a typical phone photo: sniff, EXIF, decode,
// resize, thumbnail and two encodes.
func BenchmarkProcess3MB(b *testing.B) {
	photo := imagingtest.NoisyJPEG(4032, 3024, &imagingtest.Exif{Lat: 40.7, Lng: -74, Taken: taken, Orientation: 6})
	b.SetBytes(int64(len(photo)))
	b.Logf("photo: %.1f MB, 4032×3024", float64(len(photo))/1e6)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := imaging.Process(photo); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzProcess feeds arbitrary bytes to the whole pipeline: it may refuse
// them, but must never panic or hang.
func FuzzProcess(f *testing.F) {
	f.Add(imagingtest.JPEG(16, 16, &imagingtest.Exif{Lat: 1, Lng: 2, Taken: taken, Orientation: 8}))
	f.Add(imagingtest.PNG(4, 4))
	f.Add(imagingtest.PNGBomb(100, 100))
	f.Fuzz(func(t *testing.T, b []byte) {
		res, err := imaging.Process(b)
		if err == nil && (len(res.Public) == 0 || res.Width > imaging.PublicMax || res.Height > imaging.PublicMax) {
			t.Errorf("accepted with a bad result: %d×%d", res.Width, res.Height)
		}
	})
}
