package faceeval

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"

	xdraw "golang.org/x/image/draw"
)

// FrameW and FrameH are the size of a composed frame: a 12-megapixel
// phone photo.
const FrameW, FrameH = 4000, 3000

// Spec describes one composed frame: a street-like scene (sky, facades
// with windows, pavement, and patches of the real photos away from their
// faces as clutter) with Count real faces pasted in, each on a body.
type Spec struct {
	Name   string
	Group  string
	Widths []int   // face widths in pixels, used in turn
	Poses  string  // "" frontal faces; "turned" the turned and profile faces (and their mirror images)
	Tilt   float64 // degrees, alternately left and right
	Dim    bool    // the frame darkened to about a quarter, with sensor noise
	Count  int
	Seed   uint64
}

// Specs lists the composed frames: all of them, or a quick subset for the
// ordinary test run.
func Specs(quick bool) []Spec {
	var s []Spec
	frames := 2
	if quick {
		frames = 1
	}
	for _, w := range []int{35, 50, 70, 120} {
		for f := range frames {
			s = append(s, Spec{Name: fmt.Sprintf("w%d-%d", w, f), Group: fmt.Sprintf("w%03d", w), Widths: []int{w}, Count: 8, Seed: uint64(100*w + f)})
		}
	}
	for f := range frames {
		s = append(s,
			Spec{Name: fmt.Sprintf("turned-%d", f), Group: "turned", Widths: []int{120, 70, 90, 50}, Poses: "turned", Count: 8, Seed: uint64(7000 + f)},
			Spec{Name: fmt.Sprintf("tilted-%d", f), Group: "tilted", Widths: []int{120, 70, 90, 50}, Tilt: 25, Count: 8, Seed: uint64(8000 + f)},
			Spec{Name: fmt.Sprintf("dim-%d", f), Group: "dim", Widths: []int{120, 70, 90, 50}, Dim: true, Count: 8, Seed: uint64(9000 + f)},
		)
	}
	n := 4
	if quick {
		n = 1
	}
	for f := range n {
		s = append(s, Spec{Name: fmt.Sprintf("street-%d", f), Group: "no faces", Seed: uint64(10000 + f)})
	}
	return s
}

// Compose builds the frame of a spec (deterministic for its seed).
func Compose(spec Spec) (Photo, error) {
	real, err := Real()
	if err != nil {
		return Photo{}, err
	}
	rng := rand.New(rand.NewPCG(spec.Seed, 42))
	img := image.NewRGBA(image.Rect(0, 0, FrameW, FrameH))
	street(img, rng, real)

	type src struct {
		p      Photo
		f      Face
		mirror bool
	}
	var srcs []src
	for _, p := range real {
		for _, f := range p.Faces {
			switch {
			case spec.Poses == "" && f.Pose == "":
				srcs = append(srcs, src{p, f, false})
			case spec.Poses == "turned" && (f.Pose == "turned" || f.Pose == "profile"):
				srcs = append(srcs, src{p, f, false}, src{p, f, true})
			}
		}
	}
	ph := Photo{Name: spec.Name, Group: spec.Group, Img: img}
	if spec.Count > 0 {
		start := rng.IntN(len(srcs))
		slot := FrameW / spec.Count
		for i := range spec.Count {
			s := srcs[(start+i)%len(srcs)]
			w := spec.Widths[i%len(spec.Widths)]
			cx := slot*i + slot/2 + rng.IntN(slot/3) - slot/6
			cy := 1300 + rng.IntN(900)
			tilt := spec.Tilt
			if i%2 == 1 {
				tilt = -tilt
			}
			box := paste(img, s.p.Img, s.f.Box, s.mirror, w, image.Pt(cx, cy), tilt, rng)
			ph.Faces = append(ph.Faces, Face{Box: box, Pose: s.f.Pose})
		}
	}
	if spec.Dim {
		dim(img, rng)
	}
	return ph, nil
}

// street paints the scene.
func street(img *image.RGBA, rng *rand.Rand, real []Photo) {
	W, H := FrameW, FrameH
	horizon := 700 + rng.IntN(300)
	fill := func(r image.Rectangle, c color.RGBA) {
		draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
	}
	for y := range horizon {
		t := float64(y) / float64(horizon)
		fill(image.Rect(0, y, W, y+1), color.RGBA{uint8(120 + 90*t), uint8(160 + 70*t), uint8(220 + 25*t), 255})
	}
	ground := 2200 + rng.IntN(200)
	for x := 0; x < W; {
		bw := 300 + rng.IntN(500)
		top := horizon - 500 + rng.IntN(600)
		base := color.RGBA{uint8(90 + rng.IntN(140)), uint8(80 + rng.IntN(120)), uint8(70 + rng.IntN(110)), 255}
		fill(image.Rect(x, top, x+bw, ground), base)
		ww, wh := 40+rng.IntN(50), 60+rng.IntN(60)
		for wy := top + 40; wy+wh < ground-200; wy += wh + 40 + rng.IntN(20) {
			for wx := x + 30; wx+ww < x+bw-20; wx += ww + 30 + rng.IntN(20) {
				v := uint8(20 + rng.IntN(90))
				fill(image.Rect(wx, wy, wx+ww, wy+wh), color.RGBA{v, v + 10, v + 20, 255})
			}
		}
		x += bw
	}
	fill(image.Rect(0, ground, W, H), color.RGBA{95, 95, 100, 255})
	for x := 0; x < W; x += 400 {
		fill(image.Rect(x, ground+500, x+200, ground+520), color.RGBA{230, 230, 230, 255})
	}
	// Clutter: pieces of the real photos that hold no face (bodies, hands,
	// furniture, windows), at their size or enlarged.
	for range 14 {
		p := real[rng.IntN(len(real))]
		b := p.Img.Bounds()
		for try := 0; try < 20; try++ {
			w, h := 80+rng.IntN(300), 80+rng.IntN(300)
			if w >= b.Dx() || h >= b.Dy() {
				continue
			}
			r := image.Rect(0, 0, w, h).Add(image.Pt(rng.IntN(b.Dx()-w), rng.IntN(b.Dy()-h)))
			clear := true
			for _, f := range p.Faces {
				if r.Overlaps(f.Box.Inset(-f.Box.Dx() / 2)) {
					clear = false
				}
			}
			if !clear {
				continue
			}
			k := 1 + rng.Float64()*2
			at := image.Pt(rng.IntN(W-int(k*float64(w))), horizon+rng.IntN(H-horizon-int(k*float64(h))))
			xdraw.ApproxBiLinear.Scale(img, image.Rect(0, 0, int(k*float64(w)), int(k*float64(h))).Add(at), p.Img, r, draw.Src, nil)
			break
		}
	}
	// Sensor noise.
	for i := 0; i < len(img.Pix); i += 4 {
		n := int(rng.Uint32()>>29) - 4
		for c := range 3 {
			img.Pix[i+c] = clamp(int(img.Pix[i+c]) + n)
		}
	}
}

func clamp(v int) uint8 { return uint8(min(255, max(0, v))) }

// paste puts the head around face (the labelled box in src) into img with
// the face w pixels wide and centred at at, on a body, turned by tilt
// degrees; it returns the face's box in img.
func paste(img, src *image.RGBA, face image.Rectangle, mirror bool, w int, at image.Point, tilt float64, rng *rand.Rand) image.Rectangle {
	k := float64(w) / float64(face.Dx())
	fh := int(float64(face.Dy()) * k)
	// Body: shoulders and torso below the head.
	body := color.RGBA{uint8(rng.IntN(200)), uint8(rng.IntN(200)), uint8(rng.IntN(200)), 255}
	draw.Draw(img, image.Rect(at.X-w*3/2, at.Y+fh*3/4, at.X+w*3/2, min(FrameH, at.Y+fh*6)), image.NewUniform(body), image.Point{}, draw.Src)
	// Head: the face and as much again around it (hair, ears, neck).
	crop := face.Inset(-face.Dx() / 2).Intersect(src.Bounds())
	cw, ch := int(float64(crop.Dx())*k), int(float64(crop.Dy())*k)
	head := image.NewRGBA(image.Rect(0, 0, cw, ch))
	xdraw.CatmullRom.Scale(head, head.Bounds(), src, crop, draw.Src, nil)
	fx := float64(face.Min.X-crop.Min.X)*k + float64(w)/2 // face centre in head
	fy := float64(face.Min.Y-crop.Min.Y)*k + float64(fh)/2
	if mirror {
		for y := range ch {
			row := head.Pix[y*head.Stride : y*head.Stride+cw*4]
			for x := range cw / 2 {
				for c := range 4 {
					row[x*4+c], row[(cw-1-x)*4+c] = row[(cw-1-x)*4+c], row[x*4+c]
				}
			}
		}
		fx = float64(cw) - fx
	}
	// An elliptic window around the face, soft at its rim, turned by tilt.
	a := tilt * math.Pi / 180
	sin, cos := math.Sin(a), math.Cos(a)
	rx, ry := float64(w)*0.95, float64(fh)*1.2
	ext := int(math.Max(rx, ry)) + 2
	for dy := -ext; dy <= ext; dy++ {
		for dx := -ext; dx <= ext; dx++ {
			// Source point: the destination offset turned back by tilt.
			sx := cos*float64(dx) + sin*float64(dy)
			sy := -sin*float64(dx) + cos*float64(dy)
			e := (sx*sx)/(rx*rx) + (sy*sy)/(ry*ry)
			if e >= 1 {
				continue
			}
			alpha := math.Min(1, (1-e)*4)
			px, py := fx+sx, fy+sy
			x0, y0 := int(math.Floor(px)), int(math.Floor(py))
			if x0 < 0 || y0 < 0 || x0+1 >= cw || y0+1 >= ch {
				continue
			}
			tx, ty := at.X+dx, at.Y+dy
			if tx < 0 || ty < 0 || tx >= FrameW || ty >= FrameH {
				continue
			}
			ax, ay := px-float64(x0), py-float64(y0)
			o := ty*img.Stride + tx*4
			for c := range 3 {
				p := func(x, y int) float64 { return float64(head.Pix[y*head.Stride+x*4+c]) }
				v := (p(x0, y0)*(1-ax)+p(x0+1, y0)*ax)*(1-ay) + (p(x0, y0+1)*(1-ax)+p(x0+1, y0+1)*ax)*ay
				img.Pix[o+c] = clamp(int(alpha*v + (1-alpha)*float64(img.Pix[o+c]) + 0.5))
			}
		}
	}
	return image.Rect(at.X-w/2, at.Y-fh/2, at.X+w/2, at.Y+fh/2)
}

// dim makes the frame a dusk photo: a quarter of the light, lifted blacks
// and noise that a phone's high ISO adds.
func dim(img *image.RGBA, rng *rand.Rand) {
	for i := 0; i < len(img.Pix); i += 4 {
		n := int(rng.Uint32()>>28) - 8
		for c := range 3 {
			img.Pix[i+c] = clamp(int(img.Pix[i+c])/4 + 6 + n/2)
		}
	}
}
