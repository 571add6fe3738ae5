package imaging

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"slices"
)

// HEIF (what iPhones shoot: HEVC in an ISO BMFF container). This file reads
// the container only, bounds-checked everywhere since it comes from a
// stranger: the brands (Sniff), the primary item's size from its ispe
// property (Check, before any decoding) and the Exif item (readMeta).
// heic_decode.go decodes the pixels.

// Brands of HEIF files whose images are HEVC-coded, and of generic HEIF files
// (mif1, msf1) whose primary item Check then looks at. An AVIF file (AV1
// coded) also carries mif1; with no HEVC brand beside it, it is not taken.
var (
	hevcBrands    = map[string]bool{"heic": true, "heix": true, "heim": true, "heis": true, "hevc": true, "hevx": true}
	genericBrands = map[string]bool{"mif1": true, "msf1": true}
	av1Brands     = map[string]bool{"avif": true, "avis": true}
)

// Limits of the container parser: far above what a phone writes (an iPhone
// HEIC has some 60 items, a 48 MP one a few hundred).
const (
	heifMaxItems   = 10_000
	heifMaxExtents = 4_096
	heifMaxExif    = 1 << 20
)

// isHEIF reports whether b starts with an ISO BMFF ftyp box naming a HEIF
// brand this package may decode.
func isHEIF(b []byte) bool {
	if len(b) < 16 || string(b[4:8]) != "ftyp" {
		return false
	}
	n := binary.BigEndian.Uint32(b)
	if n < 16 || n > 4096 || uint64(n) > uint64(len(b)) {
		return false
	}
	brands := []string{string(b[8:12])} // the major brand; then the minor version
	for i := uint32(16); i+4 <= n; i += 4 {
		brands = append(brands, string(b[i:i+4]))
	}
	hevc, generic, av1 := false, false, false
	for _, br := range brands {
		hevc = hevc || hevcBrands[br]
		generic = generic || genericBrands[br]
		av1 = av1 || av1Brands[br]
	}
	return hevc || (generic && !av1)
}

// bmffBox is one box: its four-character type and body (after the header).
type bmffBox struct {
	typ  string
	body []byte
}

// bmffBoxes splits b into boxes. It stops at the first box that does not fit
// (truncated files, trailers some phones append) and reports whether all of
// b was read; at most limit boxes are returned.
func bmffBoxes(b []byte, limit int) ([]bmffBox, bool) {
	var out []bmffBox
	for len(b) > 0 {
		if len(b) < 8 || len(out) >= limit {
			return out, false
		}
		size, hdr := uint64(binary.BigEndian.Uint32(b)), uint64(8)
		typ := string(b[4:8])
		switch size {
		case 0: // to the end
			size = uint64(len(b))
		case 1: // 64-bit size
			if len(b) < 16 {
				return out, false
			}
			size, hdr = binary.BigEndian.Uint64(b[8:]), 16
		}
		if typ == "uuid" {
			hdr += 16
		}
		if size < hdr || size > uint64(len(b)) {
			return out, false
		}
		out = append(out, bmffBox{typ: typ, body: b[hdr:size]})
		b = b[size:]
	}
	return out, true
}

// cursor reads big-endian fields; past the end it reads zeros and sets bad.
type cursor struct {
	b   []byte
	bad bool
}

func (c *cursor) take(n int) []byte {
	if n < 0 || n > len(c.b) {
		c.bad, c.b = true, nil
		return nil
	}
	v := c.b[:n]
	c.b = c.b[n:]
	return v
}

func (c *cursor) u8() uint64 {
	if v := c.take(1); v != nil {
		return uint64(v[0])
	}
	return 0
}

func (c *cursor) u16() uint64 {
	if v := c.take(2); v != nil {
		return uint64(binary.BigEndian.Uint16(v))
	}
	return 0
}

func (c *cursor) u32() uint64 {
	if v := c.take(4); v != nil {
		return uint64(binary.BigEndian.Uint32(v))
	}
	return 0
}

// un reads an n-byte unsigned field, n being 0, 4 or 8 (iloc's sizes).
func (c *cursor) un(n uint64) uint64 {
	switch n {
	case 0:
		return 0
	case 4:
		return c.u32()
	case 8:
		if v := c.take(8); v != nil {
			return binary.BigEndian.Uint64(v)
		}
		return 0
	}
	c.bad = true
	return 0
}

// id reads an item ID, 16 bits wide when small is true, else 32.
func (c *cursor) id(small bool) uint32 {
	if small {
		return uint32(c.u16())
	}
	return uint32(c.u32())
}

// fullBox reads a FullBox's version and flags.
func (c *cursor) fullBox() (version uint8, flags uint32) {
	v := c.u32()
	return uint8(v >> 24), uint32(v & 0xFFFFFF)
}

type heifExtent struct{ offset, length uint64 }

type heifLoc struct {
	method  uint8 // construction method: 0 file offset, 1 in idat, 2 item (not read)
	dataRef uint64
	extents []heifExtent
}

// heifFile is what the meta box says of a HEIF file.
type heifFile struct {
	b       []byte
	primary uint32
	types   map[uint32]string  // item type ("hvc1", "grid", "Exif", …)
	locs    map[uint32]heifLoc // where each item's data lies
	props   []bmffBox          // ipco: property i+1
	assoc   map[uint32][]int   // item → its properties (1-based indices into props)
	refs    map[string]map[uint32][]uint32
	idat    []byte
}

// parseHEIF reads the meta box of the HEIF file b: ErrUnsupported when the
// file is an image sequence (a moov box and no meta), ErrCorrupt when it
// cannot be read.
func parseHEIF(b []byte) (*heifFile, error) {
	if !isHEIF(b) {
		return nil, ErrUnsupported
	}
	top, _ := bmffBoxes(b, 1_000)
	var meta []byte
	found, movie := false, false
	for _, bx := range top {
		movie = movie || bx.typ == "moov"
		if bx.typ == "meta" {
			meta, found = bx.body, true
			break
		}
	}
	if !found {
		if movie { // an image sequence, not a photo
			return nil, ErrUnsupported
		}
		return nil, ErrCorrupt
	}
	c := cursor{b: meta}
	c.fullBox()
	if c.bad {
		return nil, ErrCorrupt
	}
	children, _ := bmffBoxes(c.b, 1_000)
	f := &heifFile{b: b, types: map[uint32]string{}, locs: map[uint32]heifLoc{}, assoc: map[uint32][]int{}, refs: map[string]map[uint32][]uint32{}}
	seen := map[string]bool{}
	for _, bx := range children {
		if seen[bx.typ] { // each of these appears once
			continue
		}
		seen[bx.typ] = true
		var err error
		switch bx.typ {
		case "pitm":
			c := cursor{b: bx.body}
			v, _ := c.fullBox()
			f.primary = c.id(v == 0)
			if c.bad {
				err = ErrCorrupt
			}
		case "iinf":
			err = f.readIinf(bx.body)
		case "iloc":
			err = f.readIloc(bx.body)
		case "iprp":
			err = f.readIprp(bx.body)
		case "iref":
			err = f.readIref(bx.body)
		case "idat":
			f.idat = bx.body
		}
		if err != nil {
			return nil, err
		}
	}
	if !seen["pitm"] || !seen["iinf"] || !seen["iloc"] || !seen["iprp"] {
		return nil, ErrCorrupt
	}
	if _, ok := f.types[f.primary]; !ok {
		return nil, ErrCorrupt
	}
	return f, nil
}

func (f *heifFile) readIinf(body []byte) error {
	c := cursor{b: body}
	v, _ := c.fullBox()
	if v == 0 {
		c.u16()
	} else {
		c.u32()
	}
	if c.bad {
		return ErrCorrupt
	}
	entries, _ := bmffBoxes(c.b, heifMaxItems+1)
	if len(entries) > heifMaxItems {
		return ErrCorrupt
	}
	for _, e := range entries {
		if e.typ != "infe" {
			continue
		}
		c := cursor{b: e.body}
		v, _ := c.fullBox()
		if v < 2 { // no item type before version 2
			continue
		}
		id := c.id(v == 2)
		c.u16() // protection index
		typ := c.take(4)
		if c.bad {
			return ErrCorrupt
		}
		f.types[id] = string(typ)
	}
	return nil
}

func (f *heifFile) readIloc(body []byte) error {
	c := cursor{b: body}
	v, _ := c.fullBox()
	if v > 2 {
		return ErrCorrupt
	}
	sizes := c.u16()
	offSize, lenSize, baseSize, idxSize := sizes>>12, sizes>>8&0xF, sizes>>4&0xF, sizes&0xF
	if v == 0 {
		idxSize = 0
	}
	var count uint64
	if v < 2 {
		count = c.u16()
	} else {
		count = c.u32()
	}
	if count > heifMaxItems {
		return ErrCorrupt
	}
	total := 0
	for range count {
		id := c.id(v < 2)
		var loc heifLoc
		if v > 0 {
			loc.method = uint8(c.u16() & 0xF)
		}
		loc.dataRef = c.u16()
		base := c.un(baseSize)
		n := c.u16()
		total += int(n)
		if total > heifMaxExtents || c.bad {
			return ErrCorrupt
		}
		for range n {
			c.un(idxSize)
			off, length := c.un(offSize), c.un(lenSize)
			if off > 1<<62 || base > 1<<62 {
				return ErrCorrupt
			}
			loc.extents = append(loc.extents, heifExtent{offset: base + off, length: length})
		}
		if c.bad {
			return ErrCorrupt
		}
		f.locs[id] = loc
	}
	return nil
}

func (f *heifFile) readIprp(body []byte) error {
	boxes, _ := bmffBoxes(body, 16)
	var ipma []byte
	for _, bx := range boxes {
		switch bx.typ {
		case "ipco":
			if f.props == nil {
				props, _ := bmffBoxes(bx.body, heifMaxItems+1)
				if len(props) > heifMaxItems {
					return ErrCorrupt
				}
				f.props = append(props[:0:0], props...)
			}
		case "ipma":
			if ipma == nil {
				ipma = bx.body
			}
		}
	}
	if ipma == nil {
		return ErrCorrupt
	}
	c := cursor{b: ipma}
	v, flags := c.fullBox()
	n := c.u32()
	if n > heifMaxItems || c.bad {
		return ErrCorrupt
	}
	total := 0
	for range n {
		id := c.id(v < 1)
		k := int(c.u8())
		total += k
		if total > 16*heifMaxItems || c.bad {
			return ErrCorrupt
		}
		for range k {
			var idx int
			if flags&1 != 0 {
				idx = int(c.u16() & 0x7FFF)
			} else {
				idx = int(c.u8() & 0x7F)
			}
			if idx > 0 { // 0: no property
				f.assoc[id] = append(f.assoc[id], idx)
			}
		}
		if c.bad {
			return ErrCorrupt
		}
	}
	return nil
}

func (f *heifFile) readIref(body []byte) error {
	c := cursor{b: body}
	v, _ := c.fullBox()
	if c.bad {
		return ErrCorrupt
	}
	refs, _ := bmffBoxes(c.b, heifMaxItems+1)
	if len(refs) > heifMaxItems {
		return ErrCorrupt
	}
	total := 0
	for _, r := range refs {
		c := cursor{b: r.body}
		from := c.id(v == 0)
		n := int(c.u16())
		total += n
		if total > 16*heifMaxItems || c.bad {
			return ErrCorrupt
		}
		m := f.refs[r.typ]
		if m == nil {
			m = map[uint32][]uint32{}
			f.refs[r.typ] = m
		}
		for range n {
			m[from] = append(m[from], c.id(v == 0))
		}
		if c.bad {
			return ErrCorrupt
		}
	}
	return nil
}

// ispe returns the image size property of item id.
func (f *heifFile) ispe(id uint32) (w, h uint64, ok bool) {
	for _, i := range f.assoc[id] {
		if i > len(f.props) || f.props[i-1].typ != "ispe" {
			continue
		}
		c := cursor{b: f.props[i-1].body}
		c.fullBox()
		w, h = c.u32(), c.u32()
		return w, h, !c.bad
	}
	return 0, 0, false
}

// decodable reports whether item id is HEVC-coded, or derived (grid, identity,
// overlay) from HEVC-coded items only: what the decoder can turn into pixels.
// The coded items found are appended to coded; budget bounds the references
// followed, however a crafted file repeats or nests them.
func (f *heifFile) decodable(id uint32, depth int, budget *int, coded *[]uint32) bool {
	if *budget--; *budget < 0 {
		return false
	}
	switch f.types[id] {
	case "hvc1":
		*coded = append(*coded, id)
		return true
	case "grid", "iden", "iovl":
		from := f.refs["dimg"][id]
		if depth > 3 || len(from) == 0 {
			return false
		}
		for _, d := range from {
			if d == id || !f.decodable(d, depth+1, budget, coded) {
				return false
			}
		}
		return true
	}
	return false
}

// data returns item id's bytes, at most limit of them; ok is false when they
// do not lie in the file.
func (f *heifFile) data(id uint32, limit uint64) ([]byte, bool) {
	loc, ok := f.locs[id]
	if !ok || loc.dataRef != 0 || len(loc.extents) == 0 {
		return nil, false
	}
	var src []byte
	switch loc.method {
	case 0:
		src = f.b
	case 1:
		src = f.idat
	default:
		return nil, false
	}
	var out []byte
	for _, e := range loc.extents {
		length := e.length
		if e.offset > uint64(len(src)) {
			return nil, false
		}
		if length == 0 { // to the end
			length = uint64(len(src)) - e.offset
		}
		if length > uint64(len(src))-e.offset || uint64(len(out))+length > limit {
			return nil, false
		}
		part := src[e.offset : e.offset+length]
		if len(loc.extents) == 1 {
			return part, true
		}
		out = append(out, part...)
	}
	return out, true
}

// heifConfig reads a HEIF file's primary image size from its ispe property:
// ErrUnsupported unless the decoder can decode it (HEVC; not AVIF),
// ErrDimensions when it, or the coded images it is made of, are too large,
// ErrCorrupt when its data lies outside the file.
func heifConfig(b []byte) (image.Config, error) {
	f, err := parseHEIF(b)
	if err != nil {
		return image.Config{}, err
	}
	var coded []uint32
	budget := heifMaxItems
	if !f.decodable(f.primary, 0, &budget, &coded) {
		return image.Config{}, ErrUnsupported
	}
	w, h, ok := f.ispe(f.primary)
	if !ok {
		return image.Config{}, ErrCorrupt
	}
	if w == 0 || h == 0 || w > MaxSide || h > MaxSide {
		return image.Config{}, ErrDimensions
	}
	// Every coded image the decoder may touch (the tiles of a grid, a
	// thumbnail, an alpha or depth plane) is held to the side limit, and all
	// of them together to twice the pixel limit: a grid of huge tiles must
	// not get past a small declared size.
	var pixels uint64
	for id, typ := range f.types {
		tw, th, ok := f.ispe(id)
		if !ok {
			continue
		}
		if tw > MaxSide || th > MaxSide {
			return image.Config{}, ErrDimensions
		}
		if typ == "hvc1" {
			pixels += tw * th
		}
	}
	if pixels > 2*MaxPixels {
		return image.Config{}, ErrDimensions
	}
	for _, id := range coded {
		if _, ok := f.data(id, MaxBytes); !ok {
			return image.Config{}, ErrCorrupt
		}
	}
	return image.Config{ColorModel: color.YCbCrModel, Width: int(w), Height: int(h)}, nil
}

// heifExif returns the TIFF-structured block of a HEIF file's Exif item (the
// one describing the primary image when there are several). The item starts
// with the offset of the TIFF header after its first four bytes.
func heifExif(b []byte) ([]byte, error) {
	f, err := parseHEIF(b)
	if err != nil {
		return nil, errNoExif
	}
	var exifs []uint32
	for id, typ := range f.types {
		if typ == "Exif" {
			exifs = append(exifs, id)
		}
	}
	if len(exifs) == 0 {
		return nil, errNoExif
	}
	slices.Sort(exifs)
	best := exifs[0]
	for _, id := range exifs {
		if slices.Contains(f.refs["cdsc"][id], f.primary) {
			best = id
			break
		}
	}
	d, ok := f.data(best, heifMaxExif)
	if !ok || len(d) < 4 {
		return nil, errNoExif
	}
	off := uint64(binary.BigEndian.Uint32(d))
	if off > uint64(len(d))-4 {
		return nil, errNoExif
	}
	return bytes.TrimPrefix(d[4+off:], []byte("Exif\x00\x00")), nil
}
