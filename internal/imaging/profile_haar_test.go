package imaging

import (
	"encoding/binary"
	"errors"
	"math"
	"sort"
)

// A pure-Go evaluator of OpenCV's profile-face Haar cascade
// (haarcascade_profileface.xml, David Bradley, Intel License Agreement),
// a Viola–Jones cascade of boosted stumps over Haar features in a 20×20
// window, run on an image pyramid, on the picture and on its mirror image
// (the cascade knows faces looking one way only). It was measured as a
// further pass for turned and profile faces and not taken
// (docs/perf/faces.md, "Profile faces: OpenCV's Haar cascade"); it lives
// in a test file so that nothing of it, nor the cascade, is in the
// binary. The cascade is read from the XML of Debian's opencv-data
// package (PROFILE_XML), not committed.

type haarRect struct {
	x, y, w, h int
	wt         float32
}

type haarStump struct {
	n                int
	r                [3]haarRect
	thr, left, right float32
}

type haarStage struct {
	n   int
	thr float32
}

// haarCascade is a boosted cascade of stumps over Haar features
// (OpenCV's format, read from the compact form profile_gen_test.go
// writes); mirror holds the same stumps with their features mirrored
// left to right.
type haarCascade struct {
	w, h           int
	stages         []haarStage
	stumps, mirror []haarStump
}

func parseHaar(b []byte) (*haarCascade, error) {
	if len(b) < 8 || string(b[:4]) != "HAAR" {
		return nil, errors.New("not a Haar cascade")
	}
	le := binary.LittleEndian
	c := &haarCascade{w: int(b[4]), h: int(b[5])}
	ns := int(le.Uint16(b[6:]))
	pos := 8
	f32 := func() float32 { v := math.Float32frombits(le.Uint32(b[pos:])); pos += 4; return v }
	for range ns {
		if pos+6 > len(b) {
			return nil, errors.New("cascade truncated")
		}
		st := haarStage{n: int(le.Uint16(b[pos:]))}
		pos += 2
		st.thr = f32()
		c.stages = append(c.stages, st)
		for range st.n {
			if pos >= len(b) {
				return nil, errors.New("cascade truncated")
			}
			s := haarStump{n: int(b[pos])}
			pos++
			if s.n < 2 || s.n > 3 || pos+5*s.n+12 > len(b) {
				return nil, errors.New("bad stump")
			}
			for i := range s.n {
				v := b[pos : pos+5]
				s.r[i] = haarRect{int(int8(v[0])), int(int8(v[1])), int(int8(v[2])), int(int8(v[3])), float32(int8(v[4]))}
				r := s.r[i]
				if r.x < 0 || r.y < 0 || r.w <= 0 || r.h <= 0 || r.x+r.w > c.w || r.y+r.h > c.h {
					return nil, errors.New("feature outside the window")
				}
				pos += 5
			}
			s.thr, s.left, s.right = f32(), f32(), f32()
			c.stumps = append(c.stumps, s)
			m := s
			for i := range s.n {
				m.r[i].x = c.w - s.r[i].x - s.r[i].w
			}
			c.mirror = append(c.mirror, m)
		}
	}
	if pos != len(b) || len(c.stages) == 0 || c.w < 4 || c.h < 4 {
		return nil, errors.New("bad cascade")
	}
	return c, nil
}

// haarOpt is a stump with its rectangles as offsets into one level's
// integral image.
type haarOpt struct {
	ofs              [3][4]int32
	wt               [3]float32
	thr, left, right float32
}

func (c *haarCascade) prepare(stumps []haarStump, stride int, out []haarOpt) []haarOpt {
	out = out[:0]
	for _, s := range stumps {
		var o haarOpt
		for i := range s.n {
			r := s.r[i]
			o.ofs[i] = [4]int32{int32(r.y*stride + r.x), int32(r.y*stride + r.x + r.w), int32((r.y+r.h)*stride + r.x), int32((r.y+r.h)*stride + r.x + r.w)}
			o.wt[i] = r.wt
		}
		o.thr, o.left, o.right = s.thr, s.left, s.right
		out = append(out, o)
	}
	return out
}

// classify runs the cascade on the window whose top left corner is at
// p in the integral image ii, nf being its normalisation (the window's
// standard deviation times the area of its inner rectangle); it returns
// whether all stages passed and the last stage's sum.
func (c *haarCascade) classify(ii []int32, p int, opt []haarOpt, nf float32) (bool, float32) {
	k := 0
	var sum float32
	for _, st := range c.stages {
		sum = 0
		for _, o := range opt[k : k+st.n] {
			v := o.wt[0]*float32(ii[p+int(o.ofs[0][0])]-ii[p+int(o.ofs[0][1])]-ii[p+int(o.ofs[0][2])]+ii[p+int(o.ofs[0][3])]) +
				o.wt[1]*float32(ii[p+int(o.ofs[1][0])]-ii[p+int(o.ofs[1][1])]-ii[p+int(o.ofs[1][2])]+ii[p+int(o.ofs[1][3])])
			if o.wt[2] != 0 {
				v += o.wt[2] * float32(ii[p+int(o.ofs[2][0])]-ii[p+int(o.ofs[2][1])]-ii[p+int(o.ofs[2][2])]+ii[p+int(o.ofs[2][3])])
			}
			if v < o.thr*nf {
				sum += o.left
			} else {
				sum += o.right
			}
		}
		k += st.n
		if sum < st.thr {
			return false, sum
		}
	}
	return true, sum
}

// profileParams says which windows the profile scan tries.
type profileParams struct {
	minFace  int     // smallest window side, in the photo's pixels
	maxFace  int     // largest (0: no limit)
	scale    float64 // step between window sizes
	step     int     // step between windows, in pixels of the level
	minNeigh int     // windows a cluster needs (more than this)
	minStd   float32 // windows flatter than this (standard deviation of the grey levels) are skipped
}

// haarHit is a window the profile cascade accepted, in the scanned
// picture's pixels.
type haarHit struct {
	x, y, size float64
	q          float32
}

// scanProfile runs the profile cascade and its mirror over g (the photo
// scaled down by f) and returns the accepted windows, in g's pixels.
func (c *haarCascade) scan(g grayImage, f int, p profileParams) []haarHit {
	var hits []haarHit
	win := float64(p.minFace) / float64(f)
	if win < float64(c.w) {
		win = float64(c.w)
	}
	// Octaves: g, then g halved again and again; each level is resampled
	// from the octave whose ratio to it is in [1, 2).
	octaves := []grayImage{g}
	var lvl grayImage
	var ii []int32
	var sq []uint64
	var opt, optm []haarOpt
	na := float32((c.w - 2) * (c.h - 2))
	for ; ; win *= p.scale {
		s := win / float64(c.w)
		lw, lh := int(float64(g.w)/s), int(float64(g.h)/s)
		if lw < c.w || lh < c.h || (p.maxFace > 0 && win*float64(f) > float64(p.maxFace)) {
			break
		}
		k := 0
		for s/float64(int(1)<<(k+1)) >= 1 {
			k++
		}
		for len(octaves) <= k {
			octaves = append(octaves, halve(octaves[len(octaves)-1]))
		}
		o := octaves[k]
		lvl = resample(o, lw, lh, lvl.pix)
		stride := lw + 1
		ii, sq = integral(lvl, ii, sq)
		opt = c.prepare(c.stumps, stride, opt)
		optm = c.prepare(c.mirror, stride, optm)
		n0, n1, n2, n3 := stride+1, stride+c.w-1, (c.h-1)*stride+1, (c.h-1)*stride+c.w-1
		minVar := float64(p.minStd) * float64(p.minStd)
		for y := 0; y+c.h <= lh; y += p.step {
			for x := 0; x+c.w <= lw; x += p.step {
				q := y*stride + x
				sum := float64(ii[q+n0] - ii[q+n1] - ii[q+n2] + ii[q+n3])
				ssq := float64(sq[q+n0] - sq[q+n1] - sq[q+n2] + sq[q+n3])
				v := float64(na)*ssq - sum*sum
				if v <= minVar*float64(na)*float64(na) {
					continue
				}
				nf := float32(math.Sqrt(v))
				for _, op := range [2][]haarOpt{opt, optm} {
					if ok, sc := c.classify(ii, q, op, nf); ok {
						hits = append(hits, haarHit{float64(x) * s, float64(y) * s, float64(c.w) * s, sc})
					}
				}
			}
		}
	}
	return hits
}

// halve returns g scaled down by two, each pixel the mean of four.
func halve(g grayImage) grayImage {
	w, h := g.w/2, g.h/2
	o := grayImage{pix: make([]uint8, w*h), w: w, h: h}
	for y := range h {
		a, b := g.pix[2*y*g.w:], g.pix[(2*y+1)*g.w:]
		row := o.pix[y*w : y*w+w]
		for x := range row {
			row[x] = uint8((uint32(a[2*x]) + uint32(a[2*x+1]) + uint32(b[2*x]) + uint32(b[2*x+1]) + 2) / 4)
		}
	}
	return o
}

// resample scales g to w×h bilinearly (w ≤ g.w, h ≤ g.h), reusing buf.
func resample(g grayImage, w, h int, buf []uint8) grayImage {
	if cap(buf) < w*h {
		buf = make([]uint8, w*h)
	}
	o := grayImage{pix: buf[:w*h], w: w, h: h}
	sx, sy := float64(g.w)/float64(w), float64(g.h)/float64(h)
	x0 := make([]int32, w)
	fx := make([]int32, w)
	for x := range w {
		p := (float64(x)+0.5)*sx - 0.5
		i := int(math.Floor(p))
		fr := p - float64(i)
		if i < 0 {
			i, fr = 0, 0
		}
		if i >= g.w-1 {
			i, fr = g.w-2, 1
		}
		x0[x], fx[x] = int32(i), int32(fr*256)
	}
	for y := range h {
		p := (float64(y)+0.5)*sy - 0.5
		i := int(math.Floor(p))
		fr := p - float64(i)
		if i < 0 {
			i, fr = 0, 0
		}
		if i >= g.h-1 {
			i, fr = g.h-2, 1
		}
		fy := int32(fr * 256)
		a, b := g.pix[i*g.w:], g.pix[(i+1)*g.w:]
		row := o.pix[y*w : y*w+w]
		for x := range row {
			j, t := x0[x], fx[x]
			top := int32(a[j])*(256-t) + int32(a[j+1])*t
			bot := int32(b[j])*(256-t) + int32(b[j+1])*t
			row[x] = uint8((top*(256-fy) + bot*fy + 1<<15) >> 16)
		}
	}
	return o
}

// integral returns g's integral image and integral of squares, (w+1)×(h+1)
// with a zero first row and column, reusing the buffers.
func integral(g grayImage, ii []int32, sq []uint64) ([]int32, []uint64) {
	stride := g.w + 1
	n := stride * (g.h + 1)
	if cap(ii) < n {
		ii = make([]int32, n)
		sq = make([]uint64, n)
	}
	ii, sq = ii[:n], sq[:n]
	clear(ii[:stride])
	clear(sq[:stride])
	for y := range g.h {
		var rs int32
		var rq uint64
		src := g.pix[y*g.w : y*g.w+g.w]
		up, upq := ii[y*stride:], sq[y*stride:]
		cur, curq := ii[(y+1)*stride:(y+2)*stride], sq[(y+1)*stride:(y+2)*stride]
		cur[0], curq[0] = 0, 0
		for x, v := range src {
			rs += int32(v)
			rq += uint64(v) * uint64(v)
			cur[x+1] = up[x+1] + rs
			curq[x+1] = upq[x+1] + rq
		}
	}
	return ii, sq
}

// groupHits merges the accepted windows as OpenCV's groupRectangles
// does: windows whose sides lie within eps of their mean size of each
// other are one cluster; clusters of more than minNeigh windows are kept,
// as their mean window, those inside a larger kept one dropped.
func groupHits(hits []haarHit, eps float64, minNeigh int) []detection {
	n := len(hits)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	sort.Slice(hits, func(i, j int) bool { return hits[i].x < hits[j].x })
	for i := range hits {
		a := hits[i]
		for j := i + 1; j < n; j++ {
			b := hits[j]
			if b.x-a.x > eps*a.size {
				break
			}
			d := eps * min(a.size, b.size)
			if math.Abs(a.y-b.y) <= d && math.Abs(a.x+a.size-b.x-b.size) <= d && math.Abs(a.y+a.size-b.y-b.size) <= d {
				parent[find(i)] = find(j)
			}
		}
	}
	type acc struct {
		x, y, s float64
		n       int
		q       float32
	}
	cl := map[int]*acc{}
	var roots []int
	for i, h := range hits {
		r := find(i)
		a := cl[r]
		if a == nil {
			a = &acc{}
			cl[r] = a
			roots = append(roots, r)
		}
		a.x, a.y, a.s, a.n, a.q = a.x+h.x, a.y+h.y, a.s+h.size, a.n+1, max(a.q, h.q)
	}
	var out []detection
	for _, r := range roots {
		a := cl[r]
		if a.n <= minNeigh {
			continue
		}
		k := float64(a.n)
		s := a.s / k
		out = append(out, detection{row: int(a.y/k + s/2), col: int(a.x/k + s/2), size: int(s + 0.5), q: float32(a.n)})
	}
	return out
}
