package imaging

import (
	_ "embed"
	"image"
	"image/color"
	"sync"

	pigo "github.com/esimov/pigo/core"
	"golang.org/x/image/draw"
)

// Faces are found with pigo, a pure-Go pixel-intensity-comparison cascade
// (Markuš et al., "Object Detection with Pixel Intensity Comparisons
// Organized in Decision Trees"), run on the server with no outside service.
// The cascade ships inside the binary (cascade/README.md).
//
//go:embed cascade/facefinder
var facefinder []byte

var (
	detectorOnce sync.Once
	detector     *pigo.Pigo
	detectorErr  error
)

const (
	// detectMax is the longest side faces are looked for at: the public
	// copy is scaled down to it first (faster; faces smaller than about 2%
	// of the photo's width are not found).
	detectMax = 800
	// minQuality is the cascade's score from which a detection counts;
	// lower than pigo's examples (5) so that doubtful faces are blurred too.
	minQuality = 4.0
	// detectAngles are the in-plane turns the cascade is run at (a fraction
	// of a full turn): upright, and heads tilted about 18° either way.
	// grow widens each box around the detected face (hair, ears, chin).
	grow = 1.35
)

var detectAngles = []float64{0, 0.05, 0.95}

// FindFaces returns the boxes of the faces in img, in img's coordinates.
func FindFaces(img image.Image) []image.Rectangle {
	detectorOnce.Do(func() { detector, detectorErr = pigo.NewPigo().Unpack(facefinder) })
	if detectorErr != nil {
		return nil
	}
	b := img.Bounds()
	small := img
	scale := 1.0
	if longest := max(b.Dx(), b.Dy()); longest > detectMax {
		scale = float64(longest) / detectMax
		dst := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())/scale), int(float64(b.Dy())/scale)))
		draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
		small = dst
	}
	sb := small.Bounds()
	w, h := sb.Dx(), sb.Dy()
	params := pigo.CascadeParams{
		MinSize: 16, MaxSize: min(w, h), ShiftFactor: 0.1, ScaleFactor: 1.1,
		ImageParams: pigo.ImageParams{Pixels: pigo.RgbToGrayscale(small), Rows: h, Cols: w, Dim: w},
	}
	var all []pigo.Detection
	for _, angle := range detectAngles {
		all = append(all, detector.RunCascade(params, angle)...)
	}
	dets := detector.ClusterDetections(all, 0.2)
	var boxes []image.Rectangle
	for _, d := range dets {
		if d.Q < minQuality {
			continue
		}
		half := float64(d.Scale) * grow / 2
		r := image.Rect(int((float64(d.Col)-half)*scale), int((float64(d.Row)-half)*scale),
			int((float64(d.Col)+half)*scale), int((float64(d.Row)+half)*scale)).Add(b.Min).Intersect(b)
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
