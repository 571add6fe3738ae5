package faceeval_test

import (
	"bytes"
	"flag"
	"image"
	"image/jpeg"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/imaging/faceeval"
	"golang.org/x/image/draw"
)

var full = flag.Bool("eval", false, "run the whole evaluation set (about a minute) instead of the quick subset")

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// detect is imaging.FindFaces; FACEEVAL_PRESCALE=2048 runs it on a copy
// scaled down to that longest side first (what Process did before it
// passed the full-resolution photo), boxes scaled back.
func detect(img *image.RGBA) []image.Rectangle {
	n, _ := strconv.Atoi(os.Getenv("FACEEVAL_PRESCALE"))
	b := img.Bounds()
	if n == 0 || max(b.Dx(), b.Dy()) <= n {
		return imaging.FindFaces(img)
	}
	k := float64(max(b.Dx(), b.Dy())) / float64(n)
	small := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())/k), int(float64(b.Dy())/k)))
	draw.ApproxBiLinear.Scale(small, small.Bounds(), img, b, draw.Src, nil)
	var out []image.Rectangle
	for _, r := range imaging.FindFaces(small) {
		out = append(out, image.Rect(int(float64(r.Min.X)*k), int(float64(r.Min.Y)*k), int(float64(r.Max.X)*k), int(float64(r.Max.Y)*k)))
	}
	return out
}

// TestEval scores FindFaces on the evaluation set: the quick subset in
// every test run (and fails under the goals), all of it with -eval:
//
//	go test ./internal/imaging/faceeval -run TestEval -eval -v
func TestEval(t *testing.T) {
	scores := map[string]*faceeval.Score{}
	real, err := faceeval.Real()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range real {
		faceeval.Tally(scores, p, detect(p.Img))
	}
	var spent time.Duration
	var frames int
	var alloc uint64
	for _, spec := range faceeval.Specs(!*full) {
		p, err := faceeval.Compose(spec)
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		c := cpu()
		boxes := detect(p.Img)
		spent += cpu() - c
		runtime.ReadMemStats(&m1)
		alloc = max(alloc, m1.TotalAlloc-m0.TotalAlloc)
		frames++
		faceeval.Tally(scores, p, boxes)
		if testing.Verbose() {
			for _, b := range boxes {
				if faceeval.IsFalse(b, p.Faces) {
					t.Logf("%s: false box %v", p.Name, b)
				}
			}
		}
	}
	t.Logf("\n%s", faceeval.Report(scores))
	for _, g := range []string{"w035", "w050", "w070", "w120", "turned", "tilted", "dim", "real", "real-turned", "real-profile", "real-tilted"} {
		if s := scores[g]; s != nil && len(s.Missed) > 0 && testing.Verbose() {
			t.Logf("%s missed: %v", g, s.Missed)
		}
	}
	t.Logf("CPU per 12 MP frame: %.2f s (%d frames, GOMAXPROCS %d); most allocated in one call: %.0f MB",
		spent.Seconds()/float64(frames), frames, runtime.GOMAXPROCS(0), float64(alloc)/1e6)
	if *full {
		photoCost(t)
	}
	if os.Getenv("FACEEVAL_NOGOALS") != "" {
		return
	}
	goals(t, scores)
}

// photoCost logs the CPU time of a whole 12 MP photo: decoding the JPEG,
// finding faces on the decoded full-resolution picture, and
// imaging.Process on the file (which decodes again, makes the public
// copy and thumbnail, and today looks for faces on its 2048-pixel copy).
func photoCost(t *testing.T) {
	p, err := faceeval.Compose(faceeval.Specs(false)[0])
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, p.Img, &jpeg.Options{Quality: 92}); err != nil {
		t.Fatal(err)
	}
	const n = 3
	var dec, find, proc time.Duration
	for range n {
		runtime.GC()
		c := cpu()
		img, err := jpeg.Decode(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		c1 := cpu()
		imaging.FindFaces(img)
		c2 := cpu()
		if _, err := imaging.Process(buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		c3 := cpu()
		dec, find, proc = dec+c1-c, find+c2-c1, proc+c3-c2
	}
	t.Logf("12 MP JPEG (%.1f MB), CPU per photo: decode %.2f s, FindFaces on the decoded photo %.2f s, imaging.Process %.2f s",
		float64(buf.Len())/1e6, dec.Seconds()/n, find.Seconds()/n, proc.Seconds()/n)
}
