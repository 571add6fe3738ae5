package imaging

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"strings"
	"sync"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Share-card size: what Open Graph and Twitter's large summary card show.
const (
	CardWidth  = 1200
	CardHeight = 630
)

var (
	cardFonts struct {
		once               sync.Once
		title, small, mark font.Face
	}
	cardTeal = color.RGBA{0x0f, 0x76, 0x6e, 0xff} // the app's theme colour
)

func loadCardFonts() {
	face := func(ttf []byte, size float64) font.Face {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err) // the fonts are compiled in: cannot fail
		}
		fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			panic(err)
		}
		return fc
	}
	cardFonts.title = face(gobold.TTF, 64)
	cardFonts.small = face(goregular.TTF, 34)
	cardFonts.mark = face(gobold.TTF, 40)
}

// Card draws a 1200×630 share card as JPEG: the photo (a public copy, if
// any) filling the card under a dark band, the title (the report's type),
// a subtitle (its category, or a tagline) and the product name. Without a
// photo the card is the theme colour.
func Card(photo []byte, title, subtitle, brand string) ([]byte, error) {
	cardFonts.once.Do(loadCardFonts)
	dst := image.NewRGBA(image.Rect(0, 0, CardWidth, CardHeight))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(cardTeal), image.Point{}, draw.Src)
	if len(photo) > 0 {
		if img, _, err := image.Decode(bytes.NewReader(photo)); err == nil {
			cover(dst, img)
		}
	}
	// A band at the bottom for the text, dark enough for white letters.
	band := image.Rect(0, CardHeight-250, CardWidth, CardHeight)
	draw.Draw(dst, band, image.NewUniform(color.RGBA{0, 0, 0, 0xb8}), image.Point{}, draw.Over)
	draw.Draw(dst, image.Rect(0, CardHeight-250, CardWidth, CardHeight-242), image.NewUniform(cardTeal), image.Point{}, draw.Src)
	write(dst, cardFonts.mark, brand, 60, CardHeight-180, color.RGBA{0x99, 0xf6, 0xe4, 0xff})
	write(dst, cardFonts.title, fitText(cardFonts.title, title, CardWidth-120), 60, CardHeight-105, color.White)
	write(dst, cardFonts.small, fitText(cardFonts.small, subtitle, CardWidth-120), 60, CardHeight-45, color.RGBA{0xe5, 0xe7, 0xeb, 0xff})
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// cover scales img to fill dst, cropping the overflow around the centre.
func cover(dst *image.RGBA, img image.Image) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w == 0 || h == 0 {
		return
	}
	src := b
	if w*CardHeight > h*CardWidth { // wider than the card: crop the sides
		cw := h * CardWidth / CardHeight
		src = image.Rect(b.Min.X+(w-cw)/2, b.Min.Y, b.Min.X+(w-cw)/2+cw, b.Max.Y)
	} else {
		ch := w * CardHeight / CardWidth
		src = image.Rect(b.Min.X, b.Min.Y+(h-ch)/2, b.Max.X, b.Min.Y+(h-ch)/2+ch)
	}
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, src, draw.Src, nil)
}

func write(dst *image.RGBA, face font.Face, s string, x, y int, c color.Color) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: face, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// fitText shortens s with an ellipsis until it fits width pixels.
func fitText(face font.Face, s string, width int) string {
	if font.MeasureString(face, s).Ceil() <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && font.MeasureString(face, string(r)+"…").Ceil() > width {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}
