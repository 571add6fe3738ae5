package imaging

import (
	_ "embed"
	"image"
	"image/color"
	"sync"

	"golang.org/x/image/draw"
)

// Faces are found with pigo's face cascade, a pixel-intensity-comparison
// cascade (Markuš et al., "Object Detection with Pixel Intensity
// Comparisons Organized in Decision Trees"), evaluated in Go by detect.go
// on the server with no outside service, on the photo at full resolution.
// The cascade ships inside the binary (cascade/README.md); the choice and
// its measurements are in docs/perf/faces.md.
//
//go:embed cascade/facefinder
var facefinder []byte

var (
	detectorOnce sync.Once
	detector     *cascade
	detectorErr  error
)

// faceConfig is how faces are looked for: a coarse scan of the whole
// photo finds candidates, and each candidate is looked at again, finer,
// at twice the resolution (where the photo has it).
type faceConfig struct {
	// work is the least longest side the photo is scanned at: it is
	// scaled down by the largest whole factor that keeps it at least that
	// long (a 4000×3000 photo by 2, to 2000×1500).
	work int
	scan scanParams
	// minCand is the summed score of a cluster of the coarse scan from
	// which it is a candidate; iou is the overlap from which windows are
	// merged.
	minCand float32
	// fineBelow: windows smaller than this (in the scanned picture's
	// pixels) are tried on a picture scaled down by half as much, where
	// the photo has the pixels (small faces keep their detail).
	fineBelow int
	iou       float64
	// verify is the fine scan around a candidate: window sizes from
	// verifyLo to verifyHi times the candidate's, angles and mirror as
	// given, shift and scale of its own.
	verify             scanParams
	verifyLo, verifyHi float64
	// minQ is the summed score of the fine scan's best cluster from which
	// the candidate is taken for a face.
	minQ float32
}

var faceCfg = faceConfig{
	work:      2000,
	scan:      scanParams{minSize: 16, maxSize: 1 << 30, shift: 0.15, scale: 1.1, angles: []float64{0, -20, 20}, trees: 300},
	minCand:   0,
	fineBelow: 24,
	iou:       0.2,
	verify:    scanParams{shift: 0.07, scale: 1.1, angles: []float64{0, -20, 20}},
	verifyLo:  0.8, verifyHi: 1.3,
	minQ: 18,
}

// FindFaces returns the boxes of the faces in img, in img's coordinates,
// each widened to the whole head (hair, ears, chin) with a margin. It
// takes a photo of any size, is deterministic and safe for concurrent use.
func FindFaces(img image.Image) []image.Rectangle { return findFaces(img, faceCfg) }

func findFaces(img image.Image, cfg faceConfig) []image.Rectangle {
	dets, f := candidates(img, cfg)
	return headBoxes(verify(img, dets, f, cfg), 1, img.Bounds(), cfg.minQ)
}

// candidates returns the clusters of windows the coarse scan accepted
// with at least cfg.minCand, in the coordinates of the photo scaled down
// by f.
func candidates(img image.Image, cfg faceConfig) (dets []detection, f int) {
	detectorOnce.Do(func() { detector, detectorErr = parseCascade(facefinder) })
	if detectorErr != nil {
		return nil, 1
	}
	b := img.Bounds()
	f = max(1, max(b.Dx(), b.Dy())/cfg.work)
	g := toGray(img, f)
	if g.w < cfg.scan.minSize || g.h < cfg.scan.minSize {
		return nil, f
	}
	var raw []detection
	if f2 := f / 2; cfg.fineBelow > cfg.scan.minSize && f2 >= 1 {
		fine := cfg.scan
		fine.minSize, fine.maxSize = cfg.scan.minSize*f/f2, cfg.fineBelow*f/f2-1
		for _, d := range detector.scan(toGray(img, f2), fine, nil) {
			raw = append(raw, detection{d.row * f2 / f, d.col * f2 / f, d.size * f2 / f, d.q})
		}
		coarse := cfg.scan
		coarse.minSize = cfg.fineBelow
		raw = detector.scan(g, coarse, raw)
	} else {
		raw = detector.scan(g, cfg.scan, nil)
	}
	for _, d := range cluster(raw, cfg.iou) {
		if d.q >= cfg.minCand {
			dets = append(dets, d)
		}
	}
	return dets, f
}

type subImager interface {
	SubImage(image.Rectangle) image.Image
}

// verify scans the surroundings of each candidate again, finer, at half
// the scale-down factor, and returns for each the best cluster found
// there (centre, size and summed score; a score of -1 where none), one
// for each candidate, in img's coordinates relative to its bounds' origin.
func verify(img image.Image, dets []detection, f int, cfg faceConfig) []detection {
	b := img.Bounds()
	f2 := max(1, f/2)
	si, ok := img.(subImager)
	var out []detection
	for _, d := range dets {
		s := d.size * f // in img pixels
		cx, cy := b.Min.X+d.col*f, b.Min.Y+d.row*f
		half := s * 5 / 4
		r := image.Rect(cx-half, cy-half, cx+half, cy+half).Intersect(b)
		var patch image.Image = img
		if ok {
			patch = si.SubImage(r)
		}
		g := toGray(patch, f2)
		p := cfg.verify
		p.minSize = max(1, int(cfg.verifyLo*float64(s)/float64(f2)))
		p.maxSize = int(cfg.verifyHi*float64(s)/float64(f2)) + 1
		if g.w < p.minSize || g.h < p.minSize {
			out = append(out, detection{q: -1})
			continue
		}
		best := detection{q: -1}
		for _, c := range cluster(detector.scan(g, p, nil), cfg.iou) {
			if c.q > best.q {
				best = c
			}
		}
		if best.q < 0 {
			out = append(out, best)
			continue
		}
		pb := patch.Bounds()
		if !ok {
			pb = b
		}
		out = append(out, detection{row: pb.Min.Y - b.Min.Y + best.row*f2, col: pb.Min.X - b.Min.X + best.col*f2, size: best.size * f2, q: best.q})
	}
	return out
}

// headBoxes turns the clusters scored at least minQ into boxes around the
// heads, in b's coordinates.
func headBoxes(dets []detection, f int, b image.Rectangle, minQ float32) []image.Rectangle {
	var boxes []image.Rectangle
	for _, d := range dets {
		if d.q < minQ {
			continue
		}
		s := float64(d.size * f)
		x, y := float64(d.col*f), float64(d.row*f)
		r := image.Rect(int(x-0.8*s), int(y-1.0*s), int(x+0.8*s), int(y+0.9*s)).Add(b.Min).Intersect(b)
		if !r.Empty() {
			boxes = append(boxes, r)
		}
	}
	return boxes
}

// Blur makes every box of img unrecognisable: a mosaic of blocks about a
// seventh of the box wide, each the average of its pixels.
func Blur(img *image.RGBA, boxes []image.Rectangle) {
	for _, box := range boxes {
		box = box.Intersect(img.Bounds())
		block := max(6, max(box.Dx(), box.Dy())/7)
		for y := box.Min.Y; y < box.Max.Y; y += block {
			for x := box.Min.X; x < box.Max.X; x += block {
				cell := image.Rect(x, y, x+block, y+block).Intersect(box)
				var r, g, bl, n uint32
				for yy := cell.Min.Y; yy < cell.Max.Y; yy++ {
					for xx := cell.Min.X; xx < cell.Max.X; xx++ {
						c := img.RGBAAt(xx, yy)
						r, g, bl, n = r+uint32(c.R), g+uint32(c.G), bl+uint32(c.B), n+1
					}
				}
				avg := color.RGBA{uint8(r / n), uint8(g / n), uint8(bl / n), 255}
				draw.Draw(img, cell, image.NewUniform(avg), image.Point{}, draw.Src)
			}
		}
	}
}
