package imaging

import (
	"bytes"
	"image"
	"image/jpeg"
	"os"
	"testing"

	"golang.org/x/image/draw"

	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
)

// frame is a 4000×3000 street-sized photo with pigo's sample portrait
// scaled to a face about 50 px wide at (3000, 400): at the public copy's
// 2048 px it would be 26 px. Stored turned by EXIF orientation o: 6 means
// the pixels are stored a quarter turn counter-clockwise, as a phone held
// upright writes them.
func frame(t *testing.T, o uint16) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/face.jpg")
	if err != nil {
		t.Fatal(err)
	}
	portrait, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	img := samplephoto.Image(4000, 3000)
	draw.CatmullRom.Scale(img, image.Rect(2960, 350, 3040, 450), portrait, portrait.Bounds(), draw.Src, nil)
	var stored image.Image = img
	if o == 6 { // store it turned back: the viewer turns it a quarter clockwise
		turned := image.NewRGBA(image.Rect(0, 0, 3000, 4000))
		for y := range 3000 {
			for x := range 4000 {
				turned.Set(y, 3999-x, img.At(x, y))
			}
		}
		stored = turned
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, stored, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return samplephoto.WithExif(buf.Bytes(), &samplephoto.Exif{Orientation: o})
}

// Faces are looked for on the whole upright picture: a face too small to
// find on the public copy is blurred, where it is, whichever way the photo
// was stored.
func TestProcessFindsSmallFacesUpright(t *testing.T) {
	for _, o := range []uint16{1, 6} {
		res, err := Process(frame(t, o))
		if err != nil {
			t.Fatal(err)
		}
		if res.Width != 2048 || res.Height != 1536 {
			t.Errorf("orientation %d: public copy %d×%d, want 2048×1536 (upright)", o, res.Width, res.Height)
		}
		var hit bool
		for _, b := range res.Ops.Blur {
			cx, cy := (b.X+b.W/2)*4000, (b.Y+b.H/2)*3000
			hit = hit || (cx > 2960 && cx < 3040 && cy > 350 && cy < 450)
		}
		if len(res.Ops.Blur) != 1 || !hit {
			t.Errorf("orientation %d: blur boxes %+v; want one on the face at about (3000, 400) of 4000×3000", o, res.Ops.Blur)
		}
	}
}
