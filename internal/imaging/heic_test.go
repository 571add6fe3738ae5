package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/jpeg"
	"math"
	"os"
	"testing"
	"time"
)

// The fixtures were made with Debian's heif-enc (libheif 1.15) from 640×480
// JPEGs with a red block at the top left and a green one at the bottom right,
// their EXIF written by exiftool (GPS 40.7191 N 74.0425 W, taken
// 2026:10:03 08:15:30 -04:00):
//
//   - gps.heic: stored upright, EXIF orientation 1.
//   - irot.heic: stored turned a quarter counter-clockwise (480×640), with an
//     irot property of 270° (added to heif-enc's output: heif-enc 1.15 writes
//     none) and EXIF orientation 6, as an iPhone writes a portrait photo.
func heicFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var heicTaken = time.Date(2026, 10, 3, 8, 15, 30, 0, time.FixedZone("", -4*3600))

// upright checks that a public copy has the red block at its top left and
// the green one at its bottom right.
func checkUpright(t *testing.T, public []byte) {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(public))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	red := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return r>>8 > 180 && g>>8 < 90 && bl>>8 < 90
	}
	green := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return g>>8 > 150 && r>>8 < 90 && bl>>8 < 90
	}
	if !red(b.Dx()/10, b.Dy()/10) || !green(b.Dx()-b.Dx()/20, b.Dy()-b.Dy()/20) {
		t.Errorf("public copy is not upright: top left %v, bottom right %v", img.At(b.Dx()/10, b.Dy()/10), img.At(b.Dx()-b.Dx()/20, b.Dy()-b.Dy()/20))
	}
}

func TestHEICSniffAndCheck(t *testing.T) {
	b := heicFixture(t, "gps.heic")
	if kind, err := Sniff(b); kind != "heic" || err != nil {
		t.Errorf("Sniff = %q, %v", kind, err)
	}
	if kind, err := Check(b); kind != "heic" || err != nil {
		t.Errorf("Check = %q, %v", kind, err)
	}
	if got := ContentType("heic"); got != "image/heic" {
		t.Errorf("ContentType = %q", got)
	}
	cfg, err := heifConfig(b)
	if err != nil || cfg.Width != 640 || cfg.Height != 480 {
		t.Errorf("config = %+v, %v", cfg, err)
	}
	if _, err := Check(append(bytes.Clone(b), make([]byte, MaxBytes)...)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("11 MB HEIC: err = %v", err)
	}
}

func TestHEICProcess(t *testing.T) {
	res, err := Process(heicFixture(t, "gps.heic"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != "heic" || res.Width != 640 || res.Height != 480 {
		t.Errorf("kind %q, %d×%d", res.Kind, res.Width, res.Height)
	}
	m := res.Meta
	if m.Latitude == nil || math.Abs(*m.Latitude-40.7191) > 1e-4 || math.Abs(*m.Longitude+74.0425) > 1e-4 {
		t.Errorf("GPS = %v, %v", m.Latitude, m.Longitude)
	}
	if m.Taken == nil || !m.Taken.Equal(heicTaken) || m.Taken.Location() != time.UTC {
		t.Errorf("taken = %v, want %v in UTC", m.Taken, heicTaken)
	}
	checkUpright(t, res.Public)
	if bytes.Contains(res.Public, []byte("Exif")) || bytes.Contains(res.Thumb, []byte("Exif")) {
		t.Error("a copy carries EXIF")
	}
	if k, err := Sniff(res.Public); k != "jpeg" || err != nil {
		t.Errorf("public copy is %q, %v; want JPEG", k, err)
	}
}

// An iPhone's portrait photo is stored sideways with an irot property, and
// EXIF orientation 6 besides: the decoder applies irot; EXIF must not turn it
// a second time.
func TestHEICRotationAppliedOnce(t *testing.T) {
	b := heicFixture(t, "irot.heic")
	blk, err := heifExif(b)
	if err != nil {
		t.Fatal(err)
	}
	if tf, off, err := newTIFF(blk); err != nil {
		t.Fatal(err)
	} else if o, _ := tf.uint(tf.ifd(off)[tagOrientation]); o != 6 {
		t.Fatalf("fixture's EXIF orientation = %d, want 6", o)
	}
	res, err := Process(b)
	if err != nil {
		t.Fatal(err)
	}
	if res.Width != 640 || res.Height != 480 {
		t.Errorf("public copy %d×%d, want 640×480", res.Width, res.Height)
	}
	if res.Meta.Orientation != 0 || res.Meta.Latitude == nil {
		t.Errorf("meta = %+v", res.Meta)
	}
	checkUpright(t, res.Public)
	up, err := Upright(b)
	if err != nil || up.Bounds().Dx() != 640 {
		t.Errorf("Upright = %v, %v", up.Bounds(), err)
	}
}

// ftyp builds an ftyp box.
func ftyp(major string, compat ...string) []byte {
	out := binary.BigEndian.AppendUint32(nil, uint32(16+4*len(compat)))
	out = append(out, "ftyp"+major+"\x00\x00\x00\x00"...)
	for _, c := range compat {
		out = append(out, c...)
	}
	return out
}

// withBrands replaces the ftyp box of a HEIF file.
func withBrands(b []byte, major string, compat ...string) []byte {
	n := binary.BigEndian.Uint32(b)
	return append(ftyp(major, compat...), b[n:]...)
}

func TestHEICOtherISOBMFFRefused(t *testing.T) {
	heic := heicFixture(t, "gps.heic")
	cases := map[string][]byte{
		"mp4":            append(ftyp("isom", "isom", "iso2", "avc1", "mp41"), "\x00\x00\x00\x08free\x00\x00\x00\x08mdat"...),
		"quicktime":      append(ftyp("qt  ", "qt  "), "\x00\x00\x00\x08wide"...),
		"3gp":            ftyp("3gp4", "isom", "3gp4"),
		"avif":           withBrands(heic, "avif", "mif1", "avif", "miaf"),
		"truncated ftyp": heic[:12],
	}
	for name, b := range cases {
		if k, err := Sniff(b); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: Sniff = %q, %v", name, k, err)
		}
		if _, err := Process(b); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: Process err = %v", name, err)
		}
	}
	// A generic HEIF (mif1 only) whose image is AV1: sniffed as HEIF, refused
	// by Check from its item type before any decoding.
	av1 := withBrands(bytes.Replace(heic, []byte("hvc1"), []byte("av01"), -1), "mif1", "mif1", "miaf")
	if k, err := Sniff(av1); k != "heic" || err != nil {
		t.Errorf("mif1 Sniff = %q, %v", k, err)
	}
	if _, err := Check(av1); !errors.Is(err, ErrUnsupported) {
		t.Errorf("mif1 with an av01 item: err = %v", err)
	}
	// A HEIF sequence with no meta box: a video, not a photo.
	if _, err := Check(append(ftyp("msf1", "msf1", "hevc"), "\x00\x00\x00\x08moov"...)); !errors.Is(err, ErrUnsupported) {
		t.Errorf("sequence: err = %v", err)
	}
	// The same photo, with mif1 as its major brand, is taken.
	if k, err := Check(withBrands(heic, "mif1", "mif1", "heic")); k != "heic" || err != nil {
		t.Errorf("mif1 HEVC: %q, %v", k, err)
	}
}

func TestHEICTruncatedOrCorrupt(t *testing.T) {
	b := heicFixture(t, "gps.heic")
	ftypLen := int(binary.BigEndian.Uint32(b))
	for n := ftypLen; n < len(b); n += max(1, len(b)/64) {
		if _, err := Process(b[:n]); !errors.Is(err, ErrCorrupt) {
			t.Errorf("cut at %d of %d: err = %v", n, len(b), err)
		}
	}
	mdat := bytes.Index(b, []byte("mdat"))
	if mdat < 0 {
		t.Fatal("no mdat")
	}
	// The coded image zeroed, and garbage: refused or decoded, never a panic.
	for name, fill := range map[string]func(i int) byte{"zeros": func(int) byte { return 0 }, "garbage": func(i int) byte { return byte(i * 7919 >> 3) }} {
		c := bytes.Clone(b)
		for i := mdat + 4; i < len(c); i++ {
			c[i] = fill(i)
		}
		if _, err := Process(c); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	// A meta box that claims more than there is.
	c := bytes.Clone(b)
	meta := bytes.Index(c, []byte("meta")) - 4
	binary.BigEndian.PutUint32(c[meta:], uint32(len(c)))
	if _, err := Process(c); !errors.Is(err, ErrCorrupt) {
		t.Errorf("oversized meta box: err = %v", err)
	}
}

// withSize rewrites the (single) ispe property of a HEIF file.
func withSize(t *testing.T, b []byte, w, h uint32) []byte {
	t.Helper()
	c := bytes.Clone(b)
	i := bytes.Index(c, []byte("ispe"))
	if i < 0 || bytes.Count(c, []byte("ispe")) != 1 {
		t.Fatal("want exactly one ispe")
	}
	binary.BigEndian.PutUint32(c[i+8:], w)
	binary.BigEndian.PutUint32(c[i+12:], h)
	return c
}

func TestHEICDimensionsFromHeader(t *testing.T) {
	b := heicFixture(t, "gps.heic")
	for _, s := range [][2]uint32{{20_000, 100}, {100, MaxSide + 1}, {10_000, 10_000}, {0, 480}} {
		if _, err := Check(withSize(t, b, s[0], s[1])); !errors.Is(err, ErrDimensions) {
			t.Errorf("%d×%d: err = %v", s[0], s[1], err)
		}
	}
	if _, err := Check(withSize(t, b, 16_000, 3_000)); err != nil { // 48 MP: allowed by the header
		t.Errorf("16000×3000: err = %v", err)
	}
}

// A crafted file can nest grids that each name the next a thousand times:
// the references followed are bounded, not a billion.
func TestHEICNestedReferencesBounded(t *testing.T) {
	f := &heifFile{types: map[uint32]string{1: "grid", 2: "grid", 3: "grid", 4: "hvc1"}, refs: map[string]map[uint32][]uint32{"dimg": {}}}
	for from, to := range map[uint32]uint32{1: 2, 2: 3, 3: 4} {
		for range 1000 {
			f.refs["dimg"][from] = append(f.refs["dimg"][from], to)
		}
	}
	start := time.Now()
	var coded []uint32
	budget := heifMaxItems
	if f.decodable(1, 0, &budget, &coded) || time.Since(start) > time.Second {
		t.Errorf("nested grids: taken after %v", time.Since(start))
	}
}

// FuzzHEIFContainer feeds arbitrary bytes after a HEIF ftyp box to the
// container parser (Sniff, Check's header read, the Exif item and readMeta):
// it may refuse them, but must never panic or hang. It does not decode.
func FuzzHEIFContainer(f *testing.F) {
	for _, name := range []string{"gps.heic", "irot.heic"} {
		b := heicFixture(f, name)
		f.Add(b)
		f.Add(b[:len(b)/3])
	}
	f.Add(append(ftyp("msf1", "msf1", "hevc"), "\x00\x00\x00\x08moov"...))
	f.Fuzz(func(t *testing.T, b []byte) {
		kind, _ := Sniff(b)
		if kind != "heic" {
			return
		}
		cfg, err := heifConfig(b)
		if err == nil && (cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide) {
			t.Errorf("accepted %d×%d", cfg.Width, cfg.Height)
		}
		if blk, err := heifExif(b); err == nil && len(blk) > len(b) {
			t.Errorf("Exif block of %d bytes from a %d-byte file", len(blk), len(b))
		}
		readMeta(kind, b)
	})
}

// benchHEIC reads HEIC_BENCH (a path; a 12 MP phone photo, say), or a
// fixture.
func benchHEIC(b *testing.B) []byte {
	path := os.Getenv("HEIC_BENCH")
	if path == "" {
		path = "testdata/gps.heic"
	}
	photo, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %d bytes", path, len(photo))
	return photo
}

// BenchmarkDecodeHEIC measures the decoder alone (compiled beforehand, as
// it is once per process).
func BenchmarkDecodeHEIC(b *testing.B) {
	photo := benchHEIC(b)
	var err error
	if _, err := heifRuntime(); err != nil { // compiled once per process
		b.Fatal(err)
	}
	b.SetBytes(int64(len(photo)))
	b.ReportAllocs()
	var img image.Image
	for b.Loop() {
		if img, err = decodeHEIC(bytes.NewReader(photo)); err != nil {
			b.Fatal(err)
		}
	}
	b.Logf("decoded %v", img.Bounds())
}

// BenchmarkProcessHEIC measures the whole pipeline, as BenchmarkProcess3MB
// does for a JPEG.
func BenchmarkProcessHEIC(b *testing.B) {
	photo := benchHEIC(b)
	b.SetBytes(int64(len(photo)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Process(photo); err != nil {
			b.Fatal(err)
		}
	}
}
