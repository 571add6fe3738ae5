package imaging

import (
	"encoding/binary"
	"errors"
	"image"
	"math"
	"sort"
)

// cascade is a pixel-intensity-comparison cascade in pigo's format
// (github.com/esimov/pigo, MIT; Markuš et al.): a list of binary decision
// trees, each node comparing two pixels at offsets given in 1/256 of the
// window's size, each tree adding its leaf's score to the window's, which
// is rejected as soon as the running score drops below the tree's
// threshold. It is evaluated here rather than through pigo's RunCascade so
// that the windows can be turned by any angle with the same cost as
// upright ones (pigo's turned windows clamp columns to the row count, so
// they miss faces in the right part of a landscape photo), mirrored, and
// so that the node offsets are worked out once per window size.
type cascade struct {
	depth, trees int
	codes        []int8    // 4 per node, 2^depth nodes per tree (node 0 unused)
	pred         []float32 // 2^depth leaves per tree
	thr          []float32 // one per tree
}

func parseCascade(b []byte) (*cascade, error) {
	if len(b) < 16 {
		return nil, errors.New("cascade too short")
	}
	c := &cascade{depth: int(binary.LittleEndian.Uint32(b[8:])), trees: int(binary.LittleEndian.Uint32(b[12:]))}
	if c.depth < 1 || c.depth > 12 || c.trees < 1 || c.trees > 1<<16 {
		return nil, errors.New("cascade header out of range")
	}
	leaves := 1 << c.depth
	pos := 16
	for range c.trees {
		if pos+4*leaves-4+4*leaves+4 > len(b) {
			return nil, errors.New("cascade truncated")
		}
		c.codes = append(c.codes, 0, 0, 0, 0)
		for _, v := range b[pos : pos+4*leaves-4] {
			c.codes = append(c.codes, int8(v))
		}
		pos += 4*leaves - 4
		for range leaves {
			c.pred = append(c.pred, math.Float32frombits(binary.LittleEndian.Uint32(b[pos:])))
			pos += 4
		}
		c.thr = append(c.thr, math.Float32frombits(binary.LittleEndian.Uint32(b[pos:])))
		pos += 4
	}
	return c, nil
}

// grayImage is an 8-bit luminance picture.
type grayImage struct {
	pix  []uint8
	w, h int
}

// toGray returns img's luminance scaled down by the whole factor f (each
// pixel the mean of an f×f block), reading the common decoded types
// directly.
func toGray(img image.Image, f int) grayImage {
	b := img.Bounds()
	w, h := b.Dx()/f, b.Dy()/f
	g := grayImage{pix: make([]uint8, w*h), w: w, h: h}
	sum := make([]uint32, w)
	n := uint32(f * f)
	for y := range h {
		clear(sum)
		for yy := y * f; yy < y*f+f; yy++ {
			sy := b.Min.Y + yy
			switch src := img.(type) {
			case *image.YCbCr:
				row := src.Y[src.YOffset(b.Min.X, sy):]
				for x := range w {
					var s uint32
					for _, v := range row[x*f : x*f+f] {
						s += uint32(v)
					}
					sum[x] += s
				}
			case *image.RGBA:
				row := src.Pix[src.PixOffset(b.Min.X, sy):]
				for x := range w {
					var s uint32
					for i := x * f * 4; i < (x*f+f)*4; i += 4 {
						s += (299*uint32(row[i]) + 587*uint32(row[i+1]) + 114*uint32(row[i+2])) / 1000
					}
					sum[x] += s
				}
			case *image.NRGBA:
				row := src.Pix[src.PixOffset(b.Min.X, sy):]
				for x := range w {
					var s uint32
					for i := x * f * 4; i < (x*f+f)*4; i += 4 {
						s += (299*uint32(row[i]) + 587*uint32(row[i+1]) + 114*uint32(row[i+2])) / 1000
					}
					sum[x] += s
				}
			case *image.Gray:
				row := src.Pix[src.PixOffset(b.Min.X, sy):]
				for x := range w {
					var s uint32
					for _, v := range row[x*f : x*f+f] {
						s += uint32(v)
					}
					sum[x] += s
				}
			default:
				for x := range w {
					var s uint32
					for xx := x * f; xx < x*f+f; xx++ {
						r, gg, bb, _ := img.At(b.Min.X+xx, sy).RGBA()
						s += (299*(r>>8) + 587*(gg>>8) + 114*(bb>>8)) / 1000
					}
					sum[x] += s
				}
			}
		}
		row := g.pix[y*w : y*w+w]
		for x := range w {
			row[x] = uint8(sum[x] / n)
		}
	}
	return g
}

// detection is a window the cascade accepted: centre, size, score.
type detection struct {
	row, col, size int
	q              float32
}

// scanParams says which windows are tried.
type scanParams struct {
	minSize, maxSize int
	shift, scale     float64   // step between windows (of their size) and between sizes
	angles           []float64 // in-plane turns, in degrees
	mirror           bool      // also the mirror image of each window
	trees            int       // the first trees only (0: all of them)
}

// scan runs the cascade over g and appends every accepted window to out.
func (c *cascade) scan(g grayImage, p scanParams, out []detection) []detection {
	leaves := 1 << c.depth
	nodes := c.trees * leaves
	trees := c.trees
	if p.trees > 0 {
		trees = min(trees, p.trees)
	}
	off := make([]int32, 2*nodes)
	type variant struct {
		sin, cos float64
		mirror   bool
	}
	var vs []variant
	for _, a := range p.angles {
		s, co := math.Sincos(a * math.Pi / 180)
		vs = append(vs, variant{s, co, false})
		if p.mirror {
			vs = append(vs, variant{s, co, true})
		}
	}
	for fsize := float64(p.minSize); int(fsize+0.5) <= p.maxSize && int(fsize+0.5) <= min(g.w, g.h); fsize *= p.scale {
		size := int(fsize + 0.5)
		step := max(1, p.shift*float64(size))
		for _, v := range vs {
			// Node offsets for this size and turn, worked out tree by tree
			// as windows get that far, and the margin the window needs
			// inside the picture (half its diagonal at most).
			reach := int(float64(size)*0.71) + 1
			ready := 0
			prepare := func(upto int) {
				fs := float64(size) / 256
				for i := ready * leaves; i < upto*leaves; i++ {
					for k := range 2 {
						cr, cc := float64(c.codes[4*i+2*k]), float64(c.codes[4*i+2*k+1])
						if v.mirror {
							cc = -cc
						}
						dr := int(math.Floor(fs * (v.cos*cr - v.sin*cc)))
						dc := int(math.Floor(fs * (v.sin*cr + v.cos*cc)))
						off[2*i+k] = int32(dr*g.w + dc)
					}
				}
				ready = upto
			}
			prepare(min(trees, 8))
			for fr := float64(reach); fr < float64(g.h-reach); fr += step {
				row := int(fr)
				for fc := float64(reach); fc < float64(g.w-reach); fc += step {
					col := int(fc)
					q, t := c.classify(g.pix, row*g.w+col, off, ready)
					if t == ready && ready < trees {
						prepare(trees)
						q, t = c.classify(g.pix, row*g.w+col, off, trees)
					}
					if t == trees {
						out = append(out, detection{row, col, size, q - c.thr[trees-1]})
					}
				}
			}
		}
	}
	return out
}

// classify runs the first trees on the window centred at pixel p and
// returns the window's score and how many trees it passed.
func (c *cascade) classify(pix []uint8, p int, off []int32, trees int) (float32, int) {
	if c.depth == 6 {
		return c.classify6(pix, p, off, trees)
	}
	leaves := 1 << c.depth
	var score float32
	for t := range trees {
		base := t * leaves
		idx := 1
		for range c.depth {
			o := off[2*(base+idx):]
			b := 0
			if pix[p+int(o[0])] <= pix[p+int(o[1])] {
				b = 1
			}
			idx = 2*idx + b
		}
		score += c.pred[base+idx-leaves]
		if score <= c.thr[t] {
			return score, t
		}
	}
	return score, trees
}

// classify6 is classify for trees of depth 6 (pigo's face cascade), with
// the node and leaf lookups free of bounds checks.
func (c *cascade) classify6(pix []uint8, p int, off []int32, trees int) (float32, int) {
	var score float32
	for t := range trees {
		o := (*[128]int32)(off[t*128:])
		pred := (*[64]float32)(c.pred[t*64:])
		idx := 1
		for range 6 {
			b := 0
			if pix[p+int(o[(2*idx)&127])] <= pix[p+int(o[(2*idx+1)&127])] {
				b = 1
			}
			idx = 2*idx + b
		}
		score += pred[(idx-64)&63]
		if score <= c.thr[t] {
			return score, t
		}
	}
	return score, trees
}

// cluster merges overlapping detections (intersection over union above
// iou), strongest first: each cluster is the mean window of its members,
// scored with the sum of their scores.
func cluster(dets []detection, iou float64) []detection {
	sort.Slice(dets, func(i, j int) bool {
		if dets[i].q != dets[j].q {
			return dets[i].q > dets[j].q
		}
		if dets[i].row != dets[j].row {
			return dets[i].row < dets[j].row
		}
		if dets[i].col != dets[j].col {
			return dets[i].col < dets[j].col
		}
		return dets[i].size < dets[j].size
	})
	used := make([]bool, len(dets))
	var out []detection
	for i, d := range dets {
		if used[i] {
			continue
		}
		var r, c, s float64
		var q float32
		var n float64
		for j := i; j < len(dets); j++ {
			if used[j] || overlap(d, dets[j]) <= iou {
				continue
			}
			used[j] = true
			e := dets[j]
			r, c, s, q, n = r+float64(e.row), c+float64(e.col), s+float64(e.size), q+e.q, n+1
		}
		out = append(out, detection{int(r / n), int(c / n), int(s / n), q})
	}
	return out
}

func overlap(a, b detection) float64 {
	ar, ac, as := float64(a.row), float64(a.col), float64(a.size)
	br, bc, bs := float64(b.row), float64(b.col), float64(b.size)
	or := max(0, min(ar+as/2, br+bs/2)-max(ar-as/2, br-bs/2))
	oc := max(0, min(ac+as/2, bc+bs/2)-max(ac-as/2, bc-bs/2))
	in := or * oc
	return in / (as*as + bs*bs - in)
}
