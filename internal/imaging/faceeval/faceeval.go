// Package faceeval is the evaluation set of the face blurring
// (imaging.FindFaces): real photographs with hand-labelled face boxes
// (testdata/, sources and licences in README.md) and 12-megapixel street
// frames composed from them at run time (composite.go), with the scoring
// that says which faces were blurred and which boxes hit no face.
//
// It is imported by tests only; nothing in the server binary uses it.
package faceeval

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"sort"
	"strings"
	"sync"
)

//go:embed testdata/*.jpg testdata/labels.json
var files embed.FS

// Face is one labelled face: its box (about forehead to chin, ear to
// ear) and its pose: "" for a face turned less than about 30°,
// "turned" (three-quarter view), "profile" or "tilted" (head leaning).
type Face struct {
	Box  image.Rectangle
	Pose string
}

// Photo is one picture of the set, with the group its faces are scored in.
type Photo struct {
	Name  string
	Group string
	Img   *image.RGBA
	Faces []Face
}

type label struct {
	File   string `json:"file"`
	Source string `json:"source"`
	Faces  []struct {
		Box  [4]int `json:"box"`
		Pose string `json:"pose"`
	} `json:"faces"`
}

var (
	realOnce   sync.Once
	realPhotos []Photo
	realErr    error
)

// Real returns the labelled photographs (group "real"), decoded once;
// callers must not change their pixels.
func Real() ([]Photo, error) {
	realOnce.Do(func() {
		j, err := files.ReadFile("testdata/labels.json")
		if err != nil {
			realErr = err
			return
		}
		var labels []label
		if realErr = json.Unmarshal(j, &labels); realErr != nil {
			return
		}
		for _, l := range labels {
			b, err := files.ReadFile("testdata/" + l.File)
			if err != nil {
				realErr = err
				return
			}
			img, err := jpeg.Decode(bytes.NewReader(b))
			if err != nil {
				realErr = fmt.Errorf("%s: %w", l.File, err)
				return
			}
			rgba := image.NewRGBA(img.Bounds())
			draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
			p := Photo{Name: l.File, Group: "real", Img: rgba}
			for _, f := range l.Faces {
				p.Faces = append(p.Faces, Face{Box: image.Rect(f.Box[0], f.Box[1], f.Box[2], f.Box[3]), Pose: f.Pose})
			}
			realPhotos = append(realPhotos, p)
		}
	})
	return realPhotos, realErr
}

// Score is the tally of one group.
type Score struct {
	Group  string
	Photos int
	Faces  int
	Found  int
	False  int // boxes that cover no labelled face
	Missed []string
}

// Recall is the share of the group's faces that were blurred.
func (s Score) Recall() float64 {
	if s.Faces == 0 {
		return 1
	}
	return float64(s.Found) / float64(s.Faces)
}

// Covered says whether a face counts as blurred by boxes: one box covers
// at least 70 % of its labelled box (the labels are tight, from brow to
// chin; a box that leaves more than that shows the eyes or the mouth).
func Covered(face image.Rectangle, boxes []image.Rectangle) bool {
	area := face.Dx() * face.Dy()
	for _, b := range boxes {
		in := face.Intersect(b)
		if in.Dx()*in.Dy()*10 >= area*7 {
			return true
		}
	}
	return false
}

// IsFalse says whether box is a false box: it holds no labelled face's
// centre and covers less than a third of every face.
func IsFalse(box image.Rectangle, faces []Face) bool {
	for _, f := range faces {
		c := image.Pt((f.Box.Min.X+f.Box.Max.X)/2, (f.Box.Min.Y+f.Box.Max.Y)/2)
		if c.In(box) {
			return false
		}
		in := f.Box.Intersect(box)
		if in.Dx()*in.Dy()*3 >= f.Box.Dx()*f.Box.Dy() {
			return false
		}
	}
	return true
}

// Tally adds one photo's result to the scores, by the photo's group and
// by each face's group (FaceGroup).
func Tally(scores map[string]*Score, p Photo, boxes []image.Rectangle) {
	get := func(g string) *Score {
		s := scores[g]
		if s == nil {
			s = &Score{Group: g}
			scores[g] = s
		}
		return s
	}
	ps := get(p.Group)
	ps.Photos++
	for _, b := range boxes {
		if IsFalse(b, p.Faces) {
			ps.False++
		}
	}
	for i, f := range p.Faces {
		s := ps
		if p.Group == "real" && f.Pose != "" {
			s = get("real-" + f.Pose)
		}
		s.Faces++
		if Covered(f.Box, boxes) {
			s.Found++
		} else {
			s.Missed = append(s.Missed, fmt.Sprintf("%s#%d%v", p.Name, i, f.Box))
		}
	}
}

// Report prints the scores, one group a line, and the totals.
func Report(scores map[string]*Score) string {
	var names []string
	for g := range scores {
		names = append(names, g)
	}
	sort.Strings(names)
	var sb strings.Builder
	var t Score
	fmt.Fprintf(&sb, "%-14s %6s %6s %7s %12s\n", "group", "photos", "faces", "recall", "false boxes")
	for _, g := range names {
		s := scores[g]
		fmt.Fprintf(&sb, "%-14s %6d %6d %6.1f%% %5d (%.2f/photo)\n", g, s.Photos, s.Faces, 100*s.Recall(), s.False, float64(s.False)/float64(max(1, s.Photos)))
		t.Photos, t.Faces, t.Found, t.False = t.Photos+s.Photos, t.Faces+s.Faces, t.Found+s.Found, t.False+s.False
	}
	fmt.Fprintf(&sb, "%-14s %6d %6d %6.1f%% %5d (%.2f/photo)\n", "all", t.Photos, t.Faces, 100*t.Recall(), t.False, float64(t.False)/float64(max(1, t.Photos)))
	return sb.String()
}
