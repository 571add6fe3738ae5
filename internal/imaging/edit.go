package imaging

import (
	"bytes"
	"image"
	"math"
	"strconv"

	"golang.org/x/image/draw"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Box is a rectangle in fractions (0–1) of an image's width and height, so
// that it means the same on the original, the public copy and a preview.
type Box = vecino.Box

// Ops are the edits a public copy is made with from the original, applied
// in this order to the upright image: Rotate quarter turns clockwise (0–3),
// then Blur each box, then Crop (boxes and crop both in fractions of the
// rotated image). The automatic version is Ops{Blur: the faces found}.
type Ops struct {
	Rotate int   `json:"rotate"`
	Blur   []Box `json:"blur"`
	Crop   *Box  `json:"crop,omitempty"`
}

// Limits on an edit.
const (
	MaxBlurBoxes = vecino.MaxBlurBoxes
	minBoxSide   = vecino.MinBoxSide // of the image: a box narrower than this blurs nothing
	minCropSide  = 0.05
)

// Problems returns the field code of each invalid operation (rotate, crop,
// blur, blur.N), nil when ops can be applied.
func (o Ops) Problems() map[string]string {
	out := map[string]string{}
	if o.Rotate < 0 || o.Rotate > 3 {
		out["rotate"] = "out_of_range"
	}
	if o.Crop != nil && !o.Crop.Valid(minCropSide) {
		out["crop"] = "out_of_range"
	}
	if len(o.Blur) > MaxBlurBoxes {
		out["blur"] = "too_many"
	}
	for i, b := range o.Blur {
		if !b.Valid(minBoxSide) {
			out["blur"] = "out_of_range"
			out["blur."+strconv.Itoa(i)] = "out_of_range"
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// Upright decodes the original b, scales it to the public copy's size and
// turns it upright (the start of every public copy).
func Upright(b []byte) (*image.RGBA, error) {
	img, _, meta, err := decode(b)
	if err != nil {
		return nil, err
	}
	return orient(fit(img, PublicMax, draw.ApproxBiLinear), meta.Orientation), nil
}

// decode checks and decodes the original b, with its kind and metadata.
func decode(b []byte) (image.Image, string, Meta, error) {
	kind, err := Check(b)
	if err != nil {
		return nil, "", Meta{}, err
	}
	img, err := codecs[kind].decode(bytes.NewReader(b))
	if err != nil {
		return nil, "", Meta{}, ErrCorrupt
	}
	return img, kind, readMeta(kind, b), nil
}

// AutoOps are the automatic edits of an upright public copy: its faces
// blurred. Process finds them on the whole picture instead, which finds
// smaller faces; this is for photos processed before it kept them.
func AutoOps(upright *image.RGBA) Ops { return blurOps(FindFaces(upright), upright.Bounds()) }

// blurOps blurs rects of an image with bounds b.
func blurOps(rects []image.Rectangle, b image.Rectangle) Ops {
	ops := Ops{Blur: make([]Box, len(rects))}
	for i, r := range rects {
		ops.Blur[i] = toBox(r, b)
	}
	return ops
}

// Apply makes the public copy and thumbnail of an upright image with ops
// (already checked with Problems).
func Apply(upright *image.RGBA, ops Ops) (public, thumb []byte, w, h int, err error) {
	img := upright
	switch ops.Rotate {
	case 1:
		img = orient(img, 6)
	case 2:
		img = orient(img, 3)
	case 3:
		img = orient(img, 8)
	}
	boxes := make([]image.Rectangle, len(ops.Blur))
	for i, b := range ops.Blur {
		boxes[i] = toRect(b, img.Bounds())
	}
	Blur(img, boxes)
	if ops.Crop != nil {
		r := toRect(*ops.Crop, img.Bounds())
		cropped := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
		draw.Draw(cropped, cropped.Bounds(), img, r.Min, draw.Src)
		img = cropped
	}
	if public, err = encode(img, 82); err != nil {
		return nil, nil, 0, 0, err
	}
	if thumb, err = encode(fit(img, ThumbMax, draw.CatmullRom), 75); err != nil {
		return nil, nil, 0, 0, err
	}
	return public, thumb, img.Bounds().Dx(), img.Bounds().Dy(), nil
}

// toBox turns pixel rectangle r of an image with bounds b into fractions.
func toBox(r, b image.Rectangle) Box {
	w, h := float64(b.Dx()), float64(b.Dy())
	return Box{X: float64(r.Min.X-b.Min.X) / w, Y: float64(r.Min.Y-b.Min.Y) / h, W: float64(r.Dx()) / w, H: float64(r.Dy()) / h}
}

// toRect turns box into pixels of an image with bounds b (at least one pixel).
func toRect(box Box, b image.Rectangle) image.Rectangle {
	w, h := float64(b.Dx()), float64(b.Dy())
	r := image.Rect(int(math.Floor(box.X*w)), int(math.Floor(box.Y*h)), int(math.Ceil((box.X+box.W)*w)), int(math.Ceil((box.Y+box.H)*h)))
	r = r.Add(b.Min).Intersect(b)
	if r.Empty() {
		r = image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)
	}
	return r
}
