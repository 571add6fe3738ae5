package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"time"
)

// Meta is what Vecino reads from a photo's EXIF before throwing it away.
type Meta struct {
	Latitude, Longitude *float64
	Taken               *time.Time // DateTimeOriginal, UTC when an offset was recorded
	// Orientation is 1–8; 0 when absent, and always 0 for HEIC: HEIF turns
	// an image with its own irot and imir properties, which the decoder
	// applies (the EXIF tag there only repeats them, and is not applied again).
	Orientation int
}

// EXIF tags used here.
const (
	tagOrientation  = 0x0112
	tagExifIFD      = 0x8769
	tagGPSIFD       = 0x8825
	tagDateOriginal = 0x9003
	tagOffsetOrig   = 0x9011
	tagGPSLatRef    = 0x0001
	tagGPSLat       = 0x0002
	tagGPSLngRef    = 0x0003
	tagGPSLng       = 0x0004
)

var errNoExif = errors.New("no exif")

// exifBlock finds the raw TIFF-structured EXIF block of a JPEG (APP1
// "Exif\0\0"), PNG (eXIf chunk), WebP (EXIF chunk) or HEIC (Exif item).
func exifBlock(kind string, b []byte) ([]byte, error) {
	switch kind {
	case "heic":
		return heifExif(b)
	case "jpeg":
		for i := 2; i+4 <= len(b); {
			if b[i] != 0xFF {
				return nil, errNoExif
			}
			marker := b[i+1]
			if marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7) || marker == 0x01 {
				i += 2
				continue
			}
			if marker == 0xDA || marker == 0xD9 { // image data starts: no more metadata
				return nil, errNoExif
			}
			n := int(binary.BigEndian.Uint16(b[i+2:]))
			if n < 2 || i+2+n > len(b) {
				return nil, errNoExif
			}
			seg := b[i+4 : i+2+n]
			if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
				return seg[6:], nil
			}
			i += 2 + n
		}
	case "png":
		for i := 8; i+12 <= len(b); {
			n := int(binary.BigEndian.Uint32(b[i:]))
			if n < 0 || i+12+n > len(b) {
				return nil, errNoExif
			}
			if string(b[i+4:i+8]) == "eXIf" {
				return b[i+8 : i+8+n], nil
			}
			i += 12 + n
		}
	case "webp":
		for i := 12; i+8 <= len(b); {
			n := int(binary.LittleEndian.Uint32(b[i+4:]))
			if n < 0 || i+8+n > len(b) {
				return nil, errNoExif
			}
			if string(b[i:i+4]) == "EXIF" {
				blk := b[i+8 : i+8+n]
				return bytes.TrimPrefix(blk, []byte("Exif\x00\x00")), nil
			}
			i += 8 + n + n%2
		}
	}
	return nil, errNoExif
}

// tiff reads IFD entries from a TIFF-structured block, bounds-checked
// everywhere: the block comes from a stranger's file.
type tiff struct {
	b  []byte
	bo binary.ByteOrder
}

type entry struct {
	typ, count uint32
	value      []byte // the value bytes, inline or at their offset
}

func newTIFF(b []byte) (*tiff, uint32, error) {
	if len(b) < 8 {
		return nil, 0, errNoExif
	}
	var bo binary.ByteOrder
	switch string(b[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return nil, 0, errNoExif
	}
	if bo.Uint16(b[2:]) != 42 {
		return nil, 0, errNoExif
	}
	return &tiff{b: b, bo: bo}, bo.Uint32(b[4:]), nil
}

var typeSize = map[uint16]uint32{1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8}

// ifd returns the entries of the IFD at off, by tag.
func (t *tiff) ifd(off uint32) map[uint16]entry {
	out := map[uint16]entry{}
	if uint64(off)+2 > uint64(len(t.b)) {
		return out
	}
	n := int(t.bo.Uint16(t.b[off:]))
	for i := range min(n, 512) {
		p := uint64(off) + 2 + uint64(i)*12
		if p+12 > uint64(len(t.b)) {
			break
		}
		e := t.b[p : p+12]
		tag, typ, count := t.bo.Uint16(e), t.bo.Uint16(e[2:]), t.bo.Uint32(e[4:])
		size, ok := typeSize[typ]
		if !ok || count > 1<<16 {
			continue
		}
		total := uint64(size) * uint64(count)
		var val []byte
		if total <= 4 {
			val = e[8 : 8+total]
		} else {
			o := uint64(t.bo.Uint32(e[8:]))
			if o+total > uint64(len(t.b)) {
				continue
			}
			val = t.b[o : o+total]
		}
		out[tag] = entry{typ: uint32(typ), count: count, value: val}
	}
	return out
}

func (t *tiff) uint(e entry) (uint32, bool) {
	switch {
	case e.typ == 3 && len(e.value) >= 2:
		return uint32(t.bo.Uint16(e.value)), true
	case e.typ == 4 && len(e.value) >= 4:
		return t.bo.Uint32(e.value), true
	}
	return 0, false
}

func (t *tiff) ascii(e entry) string {
	if e.typ != 2 {
		return ""
	}
	return strings.TrimRight(string(e.value), "\x00 ")
}

// degrees reads three RATIONALs (degrees, minutes, seconds).
func (t *tiff) degrees(e entry) (float64, bool) {
	if e.typ != 5 || e.count != 3 || len(e.value) < 24 {
		return 0, false
	}
	var v [3]float64
	for i := range 3 {
		num, den := t.bo.Uint32(e.value[i*8:]), t.bo.Uint32(e.value[i*8+4:])
		if den == 0 {
			return 0, false
		}
		v[i] = float64(num) / float64(den)
	}
	d := v[0] + v[1]/60 + v[2]/3600
	return d, !math.IsNaN(d) && !math.IsInf(d, 0)
}

// readMeta extracts GPS, time and orientation; a photo without EXIF, or with
// a broken one, simply has none.
func readMeta(kind string, b []byte) Meta {
	var m Meta
	blk, err := exifBlock(kind, b)
	if err != nil {
		return m
	}
	t, off, err := newTIFF(blk)
	if err != nil {
		return m
	}
	ifd0 := t.ifd(off)
	if e, ok := ifd0[tagOrientation]; ok && kind != "heic" {
		if o, ok := t.uint(e); ok && o >= 1 && o <= 8 {
			m.Orientation = int(o)
		}
	}
	if e, ok := ifd0[tagExifIFD]; ok {
		if p, ok := t.uint(e); ok {
			ex := t.ifd(p)
			m.Taken = parseExifTime(t.ascii(ex[tagDateOriginal]), t.ascii(ex[tagOffsetOrig]))
		}
	}
	if e, ok := ifd0[tagGPSIFD]; ok {
		if p, ok := t.uint(e); ok {
			g := t.ifd(p)
			lat, ok1 := t.degrees(g[tagGPSLat])
			lng, ok2 := t.degrees(g[tagGPSLng])
			if ok1 && ok2 && lat <= 90 && lng <= 180 {
				if t.ascii(g[tagGPSLatRef]) == "S" {
					lat = -lat
				}
				if t.ascii(g[tagGPSLngRef]) == "W" {
					lng = -lng
				}
				if lat != 0 || lng != 0 {
					m.Latitude, m.Longitude = &lat, &lng
				}
			}
		}
	}
	return m
}

// parseExifTime reads "2006:01:02 15:04:05" with an optional "+07:00" offset.
// Without an offset the time is taken as UTC; the browser, which knows the
// device's zone, is the better judge and offers it to the resident.
func parseExifTime(s, offset string) *time.Time {
	if s == "" {
		return nil
	}
	layout, val := "2006:01:02 15:04:05", s
	if offset != "" {
		layout, val = layout+"-07:00", s+offset
	}
	t, err := time.Parse(layout, val)
	if err != nil || t.Year() < 1990 {
		return nil
	}
	t = t.UTC()
	return &t
}
