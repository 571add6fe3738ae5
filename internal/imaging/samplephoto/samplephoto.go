// Package samplephoto makes sample photos: gradient JPEGs carrying EXIF GPS,
// time and orientation, for the demo data, the browser-test fixtures and the
// tests. It ships in the binary (serve --demo), so it holds no test helpers.
package samplephoto

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"time"
)

// Exif is what to write into a test photo.
type Exif struct {
	Lat, Lng    float64 // 0, 0 writes no GPS
	Taken       time.Time
	Orientation uint16
}

// Image returns a w×h test picture with a gradient, so it compresses like a
// photo rather than a flat colour.
func Image(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / max(w, 1)), uint8(y * 255 / max(h, 1)), uint8((x ^ y) & 0xFF), 255})
		}
	}
	return img
}

// JPEG encodes a w×h picture with the EXIF block e inserted after SOI.
func JPEG(w, h int, e *Exif) []byte {
	var buf bytes.Buffer
	jpeg.Encode(&buf, Image(w, h), &jpeg.Options{Quality: 90}) //nolint:errcheck
	return WithExif(buf.Bytes(), e)
}

// WithExif inserts the EXIF block e after the JPEG's SOI marker.
func WithExif(b []byte, e *Exif) []byte {
	if e == nil {
		return b
	}
	app1 := append([]byte("Exif\x00\x00"), tiffBlock(e)...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(app1)+2))
	out := append([]byte{}, b[:2]...)
	out = append(out, seg...)
	out = append(out, app1...)
	return append(out, b[2:]...)
}

// tiffBlock builds a little-endian TIFF with IFD0 (orientation, pointers),
// an Exif IFD (DateTimeOriginal, OffsetTimeOriginal) and a GPS IFD.
func tiffBlock(e *Exif) []byte {
	le := binary.LittleEndian
	type ent struct {
		tag, typ uint16
		count    uint32
		data     []byte
	}
	var b []byte
	put := func(ents []ent, at int) int { // writes an IFD at offset at; returns the end
		n := len(ents)
		dataOff := at + 2 + n*12 + 4
		ifd := make([]byte, 2+n*12+4)
		le.PutUint16(ifd, uint16(n))
		var extra []byte
		for i, en := range ents {
			p := 2 + i*12
			le.PutUint16(ifd[p:], en.tag)
			le.PutUint16(ifd[p+2:], en.typ)
			le.PutUint32(ifd[p+4:], en.count)
			if len(en.data) <= 4 {
				copy(ifd[p+8:], en.data)
			} else {
				le.PutUint32(ifd[p+8:], uint32(dataOff+len(extra)))
				extra = append(extra, en.data...)
			}
		}
		for len(b) < at {
			b = append(b, 0)
		}
		b = append(b[:at], append(ifd, extra...)...)
		return len(b)
	}
	u16 := func(v uint16) []byte { x := make([]byte, 2); le.PutUint16(x, v); return x }
	u32 := func(v uint32) []byte { x := make([]byte, 4); le.PutUint32(x, v); return x }
	rat := func(v float64) []byte {
		d := math.Floor(v)
		m := math.Floor((v - d) * 60)
		s := ((v-d)*60 - m) * 60
		out := append(append(u32(uint32(d)), u32(1)...), append(u32(uint32(m)), u32(1)...)...)
		return append(out, append(u32(uint32(s*10000)), u32(10000)...)...)
	}
	b = []byte("II*\x00\x08\x00\x00\x00")
	// IFD0 at 8 with 3 entries: 2+36+4 = 42 bytes → ends at 50.
	exifAt, gpsAt := 64, 160
	put([]ent{{0x0112, 3, 1, u16(max(e.Orientation, 1))}, {0x8769, 4, 1, u32(uint32(exifAt))}, {0x8825, 4, 1, u32(uint32(gpsAt))}}, 8)
	ts := e.Taken.Format("2006:01:02 15:04:05") + "\x00"
	put([]ent{{0x9003, 2, uint32(len(ts)), []byte(ts)}, {0x9011, 2, 7, []byte(e.Taken.Format("-07:00") + "\x00")}}, exifAt)
	latRef, lngRef := "N\x00", "E\x00"
	if e.Lat < 0 {
		latRef = "S\x00"
	}
	if e.Lng < 0 {
		lngRef = "W\x00"
	}
	if e.Lat != 0 || e.Lng != 0 {
		put([]ent{{1, 2, 2, []byte(latRef)}, {2, 5, 3, rat(math.Abs(e.Lat))}, {3, 2, 2, []byte(lngRef)}, {4, 5, 3, rat(math.Abs(e.Lng))}}, gpsAt)
	} else {
		put(nil, gpsAt)
	}
	return b
}
