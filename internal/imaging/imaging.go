// Package imaging checks and prepares report photos: it recognises the
// format from the bytes, refuses decompression bombs before decoding, reads
// EXIF location, time and orientation, and makes a public copy and a
// thumbnail with no metadata at all.
package imaging

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"
)

// Limits on what is accepted.
const (
	MaxBytes  = 10 << 20   // per photo
	MaxPixels = 60_000_000 // declared width × height
	MaxSide   = 16_384     // declared width or height
	PublicMax = 2048       // longest side of the public copy
	ThumbMax  = 400        // longest side of the thumbnail
)

// Errors a caller maps to user messages.
var (
	ErrUnsupported = errors.New("not a JPEG, PNG, WebP or HEIC image")
	ErrTooLarge    = errors.New("image file too large")
	ErrDimensions  = errors.New("image dimensions too large")
	ErrCorrupt     = errors.New("image could not be read")
)

// Sniff names the format from the file's first bytes: "jpeg", "png", "webp"
// or "heic" (a HEIF container with a HEVC or generic HEIF brand; Check then
// refuses one whose image is not HEVC, such as AVIF); anything else (HTML,
// SVG, GIF, a PDF, a video) is ErrUnsupported.
func Sniff(b []byte) (string, error) {
	switch {
	case len(b) >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF:
		return "jpeg", nil
	case len(b) >= 8 && string(b[:8]) == "\x89PNG\r\n\x1a\n":
		return "png", nil
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return "webp", nil
	case isHEIF(b):
		return "heic", nil
	}
	return "", ErrUnsupported
}

// ContentType returns the MIME type of a sniffed kind.
func ContentType(kind string) string { return "image/" + kind }

// Result is a processed photo.
type Result struct {
	Kind          string // of the original
	Meta          Meta
	Width, Height int    // of the public copy
	Public, Thumb []byte // JPEG, no metadata, faces blurred
	// Faces are the boxes of the faces found, in the original's upright
	// pixels; Ops the automatic edit in fractions (those boxes and the
	// marked ones).
	Faces []image.Rectangle
	Ops   Ops
}

type codec struct {
	config func(*bytes.Reader) (image.Config, error)
	decode func(*bytes.Reader) (image.Image, error)
}

var codecs = map[string]codec{
	"jpeg": {func(r *bytes.Reader) (image.Config, error) { return jpeg.DecodeConfig(r) }, func(r *bytes.Reader) (image.Image, error) { return jpeg.Decode(r) }},
	"png":  {func(r *bytes.Reader) (image.Config, error) { return png.DecodeConfig(r) }, func(r *bytes.Reader) (image.Image, error) { return png.Decode(r) }},
	"webp": {func(r *bytes.Reader) (image.Config, error) { return webp.DecodeConfig(r) }, func(r *bytes.Reader) (image.Image, error) { return webp.Decode(r) }},
	"heic": {func(r *bytes.Reader) (image.Config, error) { b, _ := io.ReadAll(r); return heifConfig(b) }, decodeHEIC},
}

// Check sniffs b and reads only its header: the kind, and an error for
// unsupported formats, oversized files and dimensions past the limits.
func Check(b []byte) (string, error) {
	if len(b) > MaxBytes {
		return "", ErrTooLarge
	}
	kind, err := Sniff(b)
	if err != nil {
		return "", err
	}
	cfg, err := codecs[kind].config(bytes.NewReader(b))
	if errors.Is(err, ErrUnsupported) || errors.Is(err, ErrDimensions) { // HEIF: not HEVC, or huge tiles
		return "", err
	}
	if err != nil {
		return "", ErrCorrupt
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return "", ErrDimensions
	}
	return kind, nil
}

// Process checks b, reads its metadata and makes the public copy and
// thumbnail, upright, without any metadata, with every face found and
// every marked box (the reporter's: a plate, a face) blurred: the automatic
// edit, Result.Ops. The marked boxes must be valid (Box.Valid).
func Process(b []byte, marked ...Box) (*Result, error) {
	img, kind, meta, err := decode(b)
	if err != nil {
		return nil, err
	}
	res := &Result{Kind: kind, Meta: meta}
	// No face goes public: blurred on the public copy, and so on the
	// thumbnail and share card made from it; the original is kept as filed.
	// Faces are looked for on the whole picture, upright: one 35 px wide in
	// a 12-megapixel photo would be 18 px on the public copy.
	full := uprightGray(img, meta.Orientation)
	res.Faces = FindFaces(full)
	res.Ops = blurOps(res.Faces, full.Bounds())
	res.Ops.Blur = append(res.Ops.Blur, marked...)
	upright := orient(fit(img, PublicMax, draw.ApproxBiLinear), meta.Orientation)
	res.Public, res.Thumb, res.Width, res.Height, err = Apply(upright, res.Ops)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// fit scales img down so its longest side is at most longest, onto a white
// background (JPEG has no transparency).
func fit(img image.Image, longest int, scaler draw.Scaler) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > longest || h > longest {
		if w >= h {
			w, h = longest, max(1, h*longest/b.Dx())
		} else {
			w, h = max(1, w*longest/b.Dy()), longest
		}
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	if w == b.Dx() && h == b.Dy() {
		draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Over)
	} else {
		scaler.Scale(dst, dst.Bounds(), img, b, draw.Over, nil)
	}
	return dst
}

func encode(img image.Image, quality int) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: quality}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
