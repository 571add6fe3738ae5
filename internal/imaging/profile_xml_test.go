package imaging

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// profileXML is OpenCV's haarcascade_profileface.xml (Debian's opencv-data
// package), named by PROFILE_XML; the tests that need it skip without it:
//
//	PROFILE_XML=/usr/share/opencv4/haarcascades/haarcascade_profileface.xml PROFILE_DIAG=1 go test ./internal/imaging -run TestProfile -v
func profileXML(t *testing.T) *haarCascade {
	path := os.Getenv("PROFILE_XML")
	if path == "" {
		t.Skip("PROFILE_XML not set")
	}
	b := compactHaar(t, path)
	c, err := parseHaar(b)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// compactHaar reads an OpenCV Haar cascade of stumps (XML) into the
// compact form parseHaar reads.
func compactHaar(t *testing.T, path string) []byte {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cascade struct {
			StageType   string `xml:"stageType"`
			FeatureType string `xml:"featureType"`
			Height      int    `xml:"height"`
			Width       int    `xml:"width"`
			Stages      []struct {
				Threshold float64 `xml:"stageThreshold"`
				Weak      []struct {
					Nodes  string `xml:"internalNodes"`
					Leaves string `xml:"leafValues"`
				} `xml:"weakClassifiers>_"`
			} `xml:"stages>_"`
			Features []struct {
				Rects  []string `xml:"rects>_"`
				Tilted int      `xml:"tilted"`
			} `xml:"features>_"`
		} `xml:"cascade"`
	}
	if err := xml.Unmarshal(src, &doc); err != nil {
		t.Fatal(err)
	}
	c := doc.Cascade
	if c.StageType != "BOOST" || c.FeatureType != "HAAR" {
		t.Fatalf("not a boosted Haar cascade: %s %s", c.StageType, c.FeatureType)
	}
	floats := func(s string) []float64 {
		var out []float64
		for _, f := range strings.Fields(s) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, v)
		}
		return out
	}
	var b bytes.Buffer
	le := binary.LittleEndian
	put := func(v any) { binary.Write(&b, le, v) }
	b.WriteString("HAAR")
	put(uint8(c.Width))
	put(uint8(c.Height))
	put(uint16(len(c.Stages)))
	weak := 0
	for _, st := range c.Stages {
		put(uint16(len(st.Weak)))
		put(float32(st.Threshold))
		for _, w := range st.Weak {
			n := floats(w.Nodes)
			l := floats(w.Leaves)
			if len(n) != 4 || n[0] != 0 || n[1] != -1 || len(l) != 2 {
				t.Fatalf("not a stump: %q %q", w.Nodes, w.Leaves)
			}
			f := c.Features[int(n[2])]
			if f.Tilted != 0 || len(f.Rects) < 2 || len(f.Rects) > 3 {
				t.Fatalf("feature %d: tilted or %d rects", int(n[2]), len(f.Rects))
			}
			put(uint8(len(f.Rects)))
			for _, r := range f.Rects {
				v := floats(r)
				if len(v) != 5 || v[4] != math.Trunc(v[4]) {
					t.Fatalf("rect %q", r)
				}
				put([5]int8{int8(v[0]), int8(v[1]), int8(v[2]), int8(v[3]), int8(v[4])})
			}
			put([3]float32{float32(n[3]), float32(l[0]), float32(l[1])})
			weak++
		}
	}
	t.Logf("%s: %d stages, %d stumps, %d bytes", path, len(c.Stages), weak, b.Len())
	return b.Bytes()
}
