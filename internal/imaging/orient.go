package imaging

import (
	"image"
	"image/color"

	"golang.org/x/image/draw"
)

// orientation returns the size of a w×h image turned upright by its EXIF
// orientation o (1–8) and where each pixel (x, y) lands on it.
func orientation(o, w, h int) (dw, dh int, to func(x, y int) (int, int)) {
	dw, dh = w, h
	if o >= 5 {
		dw, dh = h, w
	}
	switch o {
	case 2: // mirrored
		return dw, dh, func(x, y int) (int, int) { return w - 1 - x, y }
	case 3: // rotated 180°
		return dw, dh, func(x, y int) (int, int) { return w - 1 - x, h - 1 - y }
	case 4: // mirrored vertically
		return dw, dh, func(x, y int) (int, int) { return x, h - 1 - y }
	case 5: // transposed
		return dw, dh, func(x, y int) (int, int) { return y, x }
	case 6: // rotated 90° clockwise to view
		return dw, dh, func(x, y int) (int, int) { return h - 1 - y, x }
	case 7: // transverse
		return dw, dh, func(x, y int) (int, int) { return h - 1 - y, w - 1 - x }
	case 8: // rotated 90° counter-clockwise to view
		return dw, dh, func(x, y int) (int, int) { return y, w - 1 - x }
	}
	return dw, dh, func(x, y int) (int, int) { return x, y }
}

// orient turns src upright according to its EXIF orientation (1–8), since
// the public copy carries no EXIF to tell viewers how to turn it.
func orient(src *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return src
	}
	b := src.Bounds()
	dw, dh, to := orientation(o, b.Dx(), b.Dy())
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range b.Dy() {
		for x := range b.Dx() {
			dx, dy := to(x, y)
			si, di := src.PixOffset(b.Min.X+x, b.Min.Y+y), dst.PixOffset(dx, dy)
			copy(dst.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return dst
}

// uprightGray is the luminance of img at full size, turned upright by o:
// what faces are looked for on (a quarter of the memory of a colour copy).
// A decoded JPEG's luminance plane is used as it is.
func uprightGray(img image.Image, o int) *image.Gray {
	var g *image.Gray
	if yc, ok := img.(*image.YCbCr); ok {
		g = &image.Gray{Pix: yc.Y, Stride: yc.YStride, Rect: yc.Rect}
	} else {
		g = image.NewGray(img.Bounds())
		draw.Draw(g, g.Bounds(), img, img.Bounds().Min, draw.Src)
	}
	if o <= 1 || o > 8 {
		return g
	}
	b := g.Bounds()
	dw, dh, to := orientation(o, b.Dx(), b.Dy())
	dst := image.NewGray(image.Rect(0, 0, dw, dh))
	for y := range b.Dy() {
		row := g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range b.Dx() {
			dx, dy := to(x, y)
			dst.SetGray(dx, dy, color.Gray{Y: row[x]})
		}
	}
	return dst
}
