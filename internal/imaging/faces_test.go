package imaging

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"testing"

	"golang.org/x/image/draw"
)

// detail is the mean luminance step between horizontal neighbours inside
// r: the fine detail that makes a face recognisable, gone in a mosaic.
func detail(img image.Image, r image.Rectangle) float64 {
	lum := func(x, y int) float64 {
		cr, cg, cb, _ := img.At(x, y).RGBA()
		return (0.299*float64(cr) + 0.587*float64(cg) + 0.114*float64(cb)) / 257
	}
	var sum, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X + 1; x < r.Max.X; x++ {
			d := lum(x, y) - lum(x-1, y)
			if d < 0 {
				d = -d
			}
			sum, n = sum+d, n+1
		}
	}
	return sum / n
}

// variance is the luminance variance inside r.
func variance(img image.Image, r image.Rectangle) float64 {
	var sum, sq, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			l := (0.299*float64(cr) + 0.587*float64(cg) + 0.114*float64(cb)) / 257
			sum, sq, n = sum+l, sq+l*l, n+1
		}
	}
	m := sum / n
	return sq/n - m*m
}

func TestFacesBlurredOnThePublicCopy(t *testing.T) {
	original, err := os.ReadFile("testdata/face.jpg")
	if err != nil {
		t.Fatal(err)
	}
	src, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		t.Fatal(err)
	}
	faces := FindFaces(src)
	if len(faces) != 1 {
		t.Fatalf("faces in the sample portrait = %v, want one", faces)
	}
	res, err := Process(original)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Faces) != 1 {
		t.Fatalf("Process blurred %v", res.Faces)
	}
	public, err := jpeg.Decode(bytes.NewReader(res.Public))
	if err != nil {
		t.Fatal(err)
	}
	// Inside the box the fine detail is gone (a mosaic of about 7×7 blocks);
	// the original kept as filed is untouched.
	inner := res.Faces[0].Inset(res.Faces[0].Dx() / 8)
	before, after := detail(src, inner), detail(public, inner)
	t.Logf("face box %v: mean step between neighbouring pixels %.2f -> %.2f", res.Faces[0], before, after)
	if after > before/2 { // what is left is JPEG noise along the block edges
		t.Errorf("detail in the face box %.2f -> %.2f: not blurred", before, after)
	}
	// Blurring is only in the box: a strip outside it keeps its pixels.
	// (The head box reaches the top edge of this portrait: the strip is
	// at the bottom then.)
	sb := src.Bounds()
	strip := image.Rect(0, 0, sb.Dx(), 10)
	if strip.Overlaps(res.Faces[0]) {
		strip = image.Rect(0, sb.Dy()-10, sb.Dx(), sb.Dy())
	}
	if strip.Overlaps(res.Faces[0]) {
		t.Skip("the face reaches the top and bottom edges")
	}
	if d := variance(public, strip) - variance(src, strip); d > 50 || d < -50 {
		t.Errorf("outside the face the picture changed (variance %+.0f)", d)
	}
}

func TestNoFacesInAStreetPhoto(t *testing.T) {
	// A flat test picture has nothing face-like to blur.
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	for y := range 480 {
		for x := range 640 {
			img.Pix[y*img.Stride+x*4], img.Pix[y*img.Stride+x*4+1], img.Pix[y*img.Stride+x*4+2], img.Pix[y*img.Stride+x*4+3] = uint8(x), uint8(y), 90, 255
		}
	}
	if f := FindFaces(img); len(f) != 0 {
		t.Errorf("faces in a gradient = %v", f)
	}
}

// BenchmarkFindFaces: the detection added to every photo's processing, on
// a 2048-pixel public copy.
func BenchmarkFindFaces(b *testing.B) {
	original, _ := os.ReadFile("testdata/face.jpg")
	src, _ := jpeg.Decode(bytes.NewReader(original))
	// A 2048×1536 public copy with the portrait, twice its size, in it.
	public := image.NewRGBA(image.Rect(0, 0, 2048, 1536))
	draw.Draw(public, public.Bounds(), image.NewUniform(color.Gray{120}), image.Point{}, draw.Src)
	draw.ApproxBiLinear.Scale(public, image.Rect(900, 500, 1540, 1300), src, src.Bounds(), draw.Src, nil)
	for b.Loop() {
		if len(FindFaces(public)) != 1 {
			b.Fatal("the face was not found")
		}
	}
}

// FindFaces is deterministic and can run on several goroutines at once.
func TestFindFacesConcurrentAndDeterministic(t *testing.T) {
	original, err := os.ReadFile("testdata/face.jpg")
	if err != nil {
		t.Fatal(err)
	}
	src, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		t.Fatal(err)
	}
	// The portrait small, off-centre, in a larger frame, as a decoded JPEG
	// (YCbCr) and as RGBA with bounds not at the origin.
	frame := image.NewRGBA(image.Rect(100, 50, 1700, 1250))
	draw.Draw(frame, frame.Bounds(), image.NewUniform(color.Gray{140}), image.Point{}, draw.Src)
	draw.ApproxBiLinear.Scale(frame, image.Rect(1200, 700, 1360, 900), src, src.Bounds(), draw.Src, nil)
	want := FindFaces(frame)
	if len(want) != 1 || !want[0].Overlaps(image.Rect(1200, 700, 1360, 900)) {
		t.Fatalf("faces in the frame = %v, want one near (1200,700)-(1360,900)", want)
	}
	wantSrc := FindFaces(src)
	done := make(chan string, 8)
	for i := range 8 {
		go func() {
			img, w := image.Image(frame), want
			if i%2 == 1 {
				img, w = src, wantSrc
			}
			got := FindFaces(img)
			if len(got) != len(w) || (len(got) > 0 && got[0] != w[0]) {
				done <- "different boxes on another run"
				return
			}
			done <- ""
		}()
	}
	for range 8 {
		if msg := <-done; msg != "" {
			t.Error(msg)
		}
	}
}
