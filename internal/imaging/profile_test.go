package imaging

import (
	"fmt"
	"image"
	"os"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging/faceeval"
)

// TestProfileDiag shows what the profile cascade (profile_haar_test.go)
// finds on whole photos of the evaluation set, windows from 48 px, 1.1
// apart, every second pixel, picture and mirror, clusters of at least 4
// windows; it runs only with PROFILE_DIAG and PROFILE_XML set.
func TestProfileDiag(t *testing.T) {
	if os.Getenv("PROFILE_DIAG") == "" {
		t.Skip("PROFILE_DIAG not set")
	}
	c := profileXML(t)
	var photos []faceeval.Photo
	real, _ := faceeval.Real()
	photos = append(photos, real...)
	for _, s := range faceeval.Specs(false) {
		if s.Group == "turned" || s.Group == "no faces" || s.Group == "w050" || s.Group == "tilted" {
			p, err := faceeval.Compose(s)
			if err != nil {
				t.Fatal(err)
			}
			photos = append(photos, p)
		}
	}
	p := profileParams{minFace: 48, scale: 1.1, step: 2, minNeigh: 3, minStd: 4}
	var spent time.Duration
	var frames int
	for _, ph := range photos {
		b := ph.Img.Bounds()
		f := max(1, max(b.Dx(), b.Dy())/2000)
		g := toGray(ph.Img, f)
		c0 := cpuTime()
		hits := c.scan(g, f, p)
		dets := groupHits(hits, 0.2, p.minNeigh)
		if b.Dx() >= faceeval.FrameW {
			spent += cpuTime() - c0
			frames++
		}
		var s string
		for _, d := range dets {
			r := image.Rect((d.col-d.size/2)*f, (d.row-d.size/2)*f, (d.col+d.size/2)*f, (d.row+d.size/2)*f)
			hit := "FALSE"
			for i, fc := range ph.Faces {
				if image.Pt((fc.Box.Min.X+fc.Box.Max.X)/2, (fc.Box.Min.Y+fc.Box.Max.Y)/2).In(r) {
					hit = fmt.Sprintf("#%d%s %v", i, fc.Pose, fc.Box)
				}
			}
			s += fmt.Sprintf("\n   %v n=%d %s", r, int(d.q), hit)
		}
		t.Logf("%s: %d hits, %d clusters%s", ph.Name, len(hits), len(dets), s)
	}
	t.Logf("CPU per 12 MP frame: %.2f s (%d frames)", spent.Seconds()/float64(frames), frames)
}

// TestProfileDump writes the turned and street frames' luminance (4000×3000
// bytes) and labels to PROFILE_DUMP, to run OpenCV's own detectMultiScale
// on them for reference.
func TestProfileDump(t *testing.T) {
	dir := os.Getenv("PROFILE_DUMP")
	if dir == "" {
		t.Skip("PROFILE_DUMP not set")
	}
	for _, s := range faceeval.Specs(false) {
		if s.Group != "turned" && s.Group != "no faces" {
			continue
		}
		p, err := faceeval.Compose(s)
		if err != nil {
			t.Fatal(err)
		}
		g := toGray(p.Img, 1)
		os.WriteFile(dir+"/"+p.Name+".gray", g.pix, 0o644)
		var lab string
		for _, f := range p.Faces {
			lab += fmt.Sprintf("%d %d %d %d %s\n", f.Box.Min.X, f.Box.Min.Y, f.Box.Max.X, f.Box.Max.Y, f.Pose)
		}
		os.WriteFile(dir+"/"+p.Name+".txt", []byte(lab), 0o644)
	}
}

// TestProfileCand counts the profile cascade's windows (0.6–2.2 times the
// candidate's size, 1.05 apart, every pixel, picture and mirror) that
// hold the centre of each coarse candidate that the fine check rejects:
// the profile cascade as a second opinion. PROFILE_CAND and PROFILE_XML.
func TestProfileCand(t *testing.T) {
	if os.Getenv("PROFILE_CAND") == "" {
		t.Skip("PROFILE_CAND not set")
	}
	c := profileXML(t)
	var photos []faceeval.Photo
	real, _ := faceeval.Real()
	photos = append(photos, real...)
	for _, s := range faceeval.Specs(false) {
		p, _ := faceeval.Compose(s)
		photos = append(photos, p)
	}
	var spent time.Duration
	for _, ph := range photos {
		img := ph.Img
		b := img.Bounds()
		dets, f := candidates(img, faceCfg)
		ver := verify(img, dets, f, faceCfg)
		c0 := cpuTime()
		var s string
		nrej := 0
		for i, d := range dets {
			if ver[i].q >= faceCfg.minQ {
				continue
			}
			nrej++
			sz := d.size * f
			cx, cy := d.col*f, d.row*f
			half := sz * 3 / 2
			r := image.Rect(cx-half, cy-half, cx+half, cy+half).Intersect(b)
			k := max(1, sz/24)
			g := toGray(img.SubImage(r), k)
			hits := c.scan(g, k, profileParams{minFace: sz * 6 / 10, maxFace: sz * 22 / 10, scale: 1.05, step: 1, minStd: 4})
			n := 0
			for _, h := range hits {
				x, y := r.Min.X+int(h.x)*k, r.Min.Y+int(h.y)*k
				if cx >= x && cx <= x+int(h.size)*k && cy >= y && cy <= y+int(h.size)*k {
					n++
				}
			}
			if n == 0 {
				continue
			}
			hit := "-"
			for j, fc := range ph.Faces {
				if image.Pt(cx, cy).In(fc.Box.Inset(-sz / 4)) {
					hit = fmt.Sprintf("face#%d %s", j, fc.Pose)
				}
			}
			s += fmt.Sprintf("\n   cand %v size %d q %.0f/%.0f: %d hits %s", image.Pt(cx, cy), sz, d.q, ver[i].q, n, hit)
		}
		spent += cpuTime() - c0
		t.Logf("%s: %d cands, %d rejected%s", ph.Name, len(dets), nrej, s)
	}
	t.Logf("CPU for the second opinion: %.2f s in all", spent.Seconds())
}
