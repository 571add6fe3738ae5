package imaging

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging/faceeval"
)

// TestFacesTune compares detector settings on the evaluation set; it runs
// only with FACES_TUNE set (FACES_TUNE=quick for the quick subset):
//
//	FACES_TUNE=1 go test ./internal/imaging -run TestFacesTune -v
func TestFacesTune(t *testing.T) {
	if os.Getenv("FACES_TUNE") == "" {
		t.Skip("FACES_TUNE not set")
	}
	quick := os.Getenv("FACES_TUNE") == "quick"
	real, err := faceeval.Real()
	if err != nil {
		t.Fatal(err)
	}
	var frames []faceeval.Photo
	for _, s := range faceeval.Specs(quick) {
		p, err := faceeval.Compose(s)
		if err != nil {
			t.Fatal(err)
		}
		frames = append(frames, p)
	}
	photos := append(append([]faceeval.Photo(nil), real...), frames...)
	for _, v := range tuneVariants() {
		type res struct {
			dets []detection
			f    int
		}
		var rs []res
		var spent time.Duration
		var ncand int
		for i, p := range photos {
			c := cpuTime()
			d, f := candidates(p.Img, v.cfg)
			d, f = verify(p.Img, d, f, v.cfg), 1
			if i >= len(real) {
				spent += cpuTime() - c
			}
			rs = append(rs, res{d, f})
			if i >= len(real) {
				ncand += len(d)
			}
		}
		for _, q := range tuneQ() {
			scores := map[string]*faceeval.Score{}
			for i, p := range photos {
				faceeval.Tally(scores, p, headBoxes(rs[i].dets, rs[i].f, p.Img.Bounds(), q))
			}
			var line strings.Builder
			for _, g := range []string{"w035", "w050", "w070", "w120", "turned", "tilted", "dim", "real", "real-turned", "real-profile", "real-tilted"} {
				if s := scores[g]; s != nil {
					fmt.Fprintf(&line, " %s %d/%d", g, s.Found, s.Faces)
				}
			}
			var falses, n int
			for _, s := range scores {
				falses, n = falses+s.False, n+s.Photos
			}
			t.Logf("%-20s %3d cand/frame q%-3.0f %.2fs/frame false %2d/%d |%s", v.name, ncand/len(frames), q, spent.Seconds()/float64(len(frames)), falses, n, line.String())
		}
	}
}

// cpuTime is the CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// tuneQ are the thresholds on the fine scan's score tried (FACES_TUNE_Q,
// comma-separated, or a default list).
func tuneQ() []float32 {
	qs := []float32{14, 18, 22, 28}
	if e := os.Getenv("FACES_TUNE_Q"); e != "" {
		qs = nil
		for _, f := range strings.Split(e, ",") {
			v, _ := strconv.ParseFloat(f, 32)
			qs = append(qs, float32(v))
		}
	}
	return qs
}

type tuneVariant struct {
	name string
	cfg  faceConfig
}

func tuneVariants() []tuneVariant {
	var vs []tuneVariant
	add := func(name string, f func(c *faceConfig)) {
		c := faceCfg
		c.scan.angles = append([]float64(nil), c.scan.angles...)
		f(&c)
		vs = append(vs, tuneVariant{name, c})
	}
	switch os.Getenv("FACES_TUNE_SET") {
	case "shift":
		for _, sh := range []float64{0.1, 0.13, 0.16} {
			add(fmt.Sprintf("shift %.2f", sh), func(c *faceConfig) { c.scan.shift = sh })
		}
	case "angles":
		add("angles 0", func(c *faceConfig) { c.scan.angles = []float64{0} })
		add("angles 0 ±15 ±30", func(c *faceConfig) { c.scan.angles = []float64{0, -15, 15, -30, 30} })
		add("angles 0 mirror", func(c *faceConfig) { c.scan.angles = []float64{0}; c.scan.mirror = true })
	case "verify":
		add("current", func(c *faceConfig) {})
		add("v a0±12±24", func(c *faceConfig) { c.verify.angles = []float64{0, -12, 12, -24, 24} })
		add("v a0±20 mirror", func(c *faceConfig) { c.verify.mirror = true })
		add("v a0±15±30 sh.06", func(c *faceConfig) { c.verify.angles = []float64{0, -15, 15, -30, 30}; c.verify.shift = 0.06 })
	case "verify2":
		add("v a0±12±24", func(c *faceConfig) { c.verify.angles = []float64{0, -12, 12, -24, 24} })
		add("v a0±15±30 sh.06", func(c *faceConfig) { c.verify.angles = []float64{0, -15, 15, -30, 30}; c.verify.shift = 0.06 })
		add("v a0±15±30", func(c *faceConfig) { c.verify.angles = []float64{0, -15, 15, -30, 30} })
	case "tilt":
		add("a0±25 both", func(c *faceConfig) { c.scan.angles = []float64{0, -25, 25}; c.verify.angles = []float64{0, -25, 25} })
		add("s1 ±20, v 0±10±25", func(c *faceConfig) { c.verify.angles = []float64{0, -10, 10, -25, 25} })
	case "fine":
		add("a0 t200", func(c *faceConfig) { c.scan.trees = 200; c.scan.angles = []float64{0} })
		add("a0 t200 fine<24", func(c *faceConfig) { c.scan.trees = 200; c.scan.angles = []float64{0}; c.fineBelow = 24 })
		add("a0±20 t300 fine<24", func(c *faceConfig) { c.fineBelow = 24 })
	case "s1a0":
		for _, n := range []int{120, 200, 300} {
			add(fmt.Sprintf("a0 trees %d", n), func(c *faceConfig) { c.scan.trees = n; c.scan.angles = []float64{0} })
		}
		add("a0±20 trees 300 sh.2", func(c *faceConfig) { c.scan.shift = 0.2 })
	case "trees":
		for _, n := range []int{100, 200, 300} {
			for _, sh := range []float64{0.12, 0.15} {
				add(fmt.Sprintf("trees %d shift %.2f", n, sh), func(c *faceConfig) { c.scan.trees = n; c.scan.shift = sh })
			}
		}
	case "stage1":
		add("s1 0.10 a0", func(c *faceConfig) { c.scan.shift = 0.1; c.scan.angles = []float64{0} })
		add("s1 0.12 a0±20", func(c *faceConfig) { c.scan.shift = 0.12 })
		add("s1 0.15 a0±20", func(c *faceConfig) { c.scan.shift = 0.15 })
		add("s1 0.13 a0 mirror", func(c *faceConfig) { c.scan.shift = 0.13; c.scan.angles = []float64{0}; c.scan.mirror = true })
	default:
		add("default", func(c *faceConfig) {})
	}
	return vs
}
