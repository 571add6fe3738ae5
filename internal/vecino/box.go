package vecino

import "math"

// Box is a rectangle in fractions (0–1) of a photo's width and height as
// it is shown upright, so that it means the same on the original, the
// public copy and a preview: a blur box.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Limits on blur boxes: at most MaxBlurBoxes on a photo, each at least
// MinBoxSide of the photo's width and height (narrower blurs nothing).
const (
	MaxBlurBoxes = 50
	MinBoxSide   = 0.005
)

// Valid reports whether b lies inside the photo and is at least min wide and high.
func (b Box) Valid(min float64) bool {
	const eps = 1e-9
	ok := func(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
	return ok(b.X) && ok(b.Y) && ok(b.W) && ok(b.H) && b.X >= 0 && b.Y >= 0 &&
		b.W >= min && b.H >= min && b.X+b.W <= 1+eps && b.Y+b.H <= 1+eps
}
