package httpapi_test

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"strings"
	"sync"
	"testing"

	"golang.org/x/image/draw"

	"github.com/vecino-city/vecino/internal/vecino"
)

type photoEditorJSON struct {
	Photo struct {
		ID, URL       string
		OriginalURL   string `json:"original_url"`
		Width, Height int
		Version       int
	}
	Auto, Current struct {
		Rotate int
		Blur   []map[string]float64
		Crop   map[string]float64
	}
	Edits []struct {
		Kind      string
		ActorName string `json:"actor_name"`
	}
}

// detail is the share of horizontal neighbours inside r whose values
// differ by more than 8 (of 255): edges. A mosaic blur leaves only the
// edges between its blocks.
func detail(img image.Image, r image.Rectangle) float64 {
	edges, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x+1 < r.Max.X; x++ {
			a, _, _, _ := img.At(x, y).RGBA()
			b, _, _, _ := img.At(x+1, y).RGBA()
			if math.Abs(float64(a>>8)-float64(b>>8)) > 8 {
				edges++
			}
			n++
		}
	}
	return float64(edges) / float64(n)
}

// scene is a 640×800 photo: pigo's sample portrait (320×400) in its
// top-left quarter, fine-grained noise everywhere else, so that a blur box
// away from the face visibly flattens detail.
func scene(t *testing.T) []byte {
	t.Helper()
	portrait, err := jpeg.Decode(bytes.NewReader(readFile(t, "../imaging/testdata/face.jpg")))
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, 640, 800))
	seed := uint32(7)
	for i := range img.Pix {
		seed = seed*1664525 + 1013904223
		img.Pix[i] = 96 + uint8(seed>>25)
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	draw.Draw(img, portrait.Bounds(), portrait, image.Point{}, draw.Src)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 92}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestPhotoEditor(t *testing.T) {
	portrait := scene(t)
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		var rep reportJSON
		e.upload(se.reporter.token, pothole(), portrait).json(t, &rep)
		id := rep.Photos[0].ID
		e.processed(se.reporter.token, rep.ID)
		editor := "/api/photos/" + id + "/editor"
		if r := e.do("GET", editor, nil, se.reporter.token); r.status != 403 {
			t.Errorf("reporter opens the editor: %d", r.status)
		}
		staff := se.by[vecino.RoleReviewer].token
		var ed photoEditorJSON
		e.do("GET", editor, nil, staff).json(t, &ed)
		if len(ed.Auto.Blur) != 1 || len(ed.Current.Blur) != 1 || ed.Photo.Version != 0 || len(ed.Edits) != 0 || ed.Photo.Width != 640 {
			t.Fatalf("editor of a fresh photo = %+v; want the one face proposed, no edits", ed)
		}

		// A preview rotated a quarter turn is 800×640 and saves nothing.
		pr := e.do("POST", "/api/photos/"+id+"/preview", map[string]any{"rotate": 1, "blur": []any{}}, staff)
		if img, err := jpeg.Decode(bytes.NewReader(pr.body)); pr.status != 200 || err != nil || img.Bounds().Dx() != 800 || img.Bounds().Dy() != 640 {
			t.Fatalf("preview = %d %v", pr.status, err)
		}

		// Bad operations are refused field by field.
		bad := e.do("POST", "/api/photos/"+id+"/edits", map[string]any{"version": 0, "rotate": 5, "blur": []any{map[string]float64{"x": 0.9, "y": 0, "w": 0.3, "h": 0.1}}}, staff)
		if bad.status != 400 || !strings.Contains(string(bad.body), `"blur.0":"out_of_range"`) || !strings.Contains(string(bad.body), `"rotate":"out_of_range"`) {
			t.Errorf("bad edit = %d %s", bad.status, bad.body)
		}

		// Blur a band outside the face's box (detail, no face) and crop to the top half.
		top, band := clearBand(t, ed.Auto.Blur)
		ops := map[string]any{"version": 0, "rotate": 0, "blur": []any{ed.Auto.Blur[0], top}, "crop": map[string]float64{"x": 0, "y": 0, "w": 1, "h": 0.5}}
		before := publicCopy(t, e, rep.ID, staff)
		var saved photoEditorJSON
		if r := e.do("POST", "/api/photos/"+id+"/edits", ops, staff); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		} else {
			r.json(t, &saved)
		}
		after := publicCopy(t, e, rep.ID, staff)
		if saved.Photo.Version != 1 || saved.Photo.Height != 400 || after.Bounds().Dy() != 400 || after.Bounds().Dx() != 640 {
			t.Errorf("after the edit: version %d, %d×%d, public copy %v; want version 1, 640×400", saved.Photo.Version, saved.Photo.Width, saved.Photo.Height, after.Bounds())
		}
		if b, a := detail(before, band), detail(after, band); a > b/2 {
			t.Errorf("detail in the blurred band: %.2f before, %.2f after; want it at least halved", b, a)
		} else {
			t.Logf("detail in the blurred band: %.2f -> %.2f", b, a)
		}
		if !strings.Contains(saved.Photo.URL, "v=1") {
			t.Errorf("the edited copy keeps its old URL %s", saved.Photo.URL)
		}
		if r := e.do("POST", "/api/photos/"+id+"/edits", ops, staff); r.status != 409 {
			t.Errorf("an edit made on version 0 after version 1 = %d", r.status)
		}
		if orig := e.get(saved.Photo.OriginalURL); orig.status != 200 || !bytes.Equal(orig.body, portrait) {
			t.Errorf("original after the edit: %d, %d bytes; want the bytes filed", orig.status, len(orig.body))
		}

		// Back to the automatic version: full size again, face still blurred.
		var reverted photoEditorJSON
		e.do("POST", "/api/photos/"+id+"/revert", map[string]int{"version": 1}, se.by[vecino.RoleOwner].token).json(t, &reverted)
		back := publicCopy(t, e, rep.ID, staff)
		if reverted.Photo.Version != 2 || back.Bounds().Dy() != 800 || len(reverted.Current.Blur) != 1 || reverted.Current.Crop != nil {
			t.Errorf("after revert: version %d, copy %v, current %+v", reverted.Photo.Version, back.Bounds(), reverted.Current)
		}
		if len(reverted.Edits) != 2 || reverted.Edits[0].Kind != "revert" || reverted.Edits[1].Kind != "edit" || reverted.Edits[0].ActorName == "" {
			t.Errorf("history = %+v; want revert then edit, with names", reverted.Edits)
		}
	})
}

// clearBand is a band in the top half of the scene (fractions, and its
// pixels on the 640×800 public copy) that no box of auto covers: detail
// that only a blur box added by hand can flatten.
func clearBand(t *testing.T, auto []map[string]float64) (map[string]float64, image.Rectangle) {
	t.Helper()
	for _, band := range []map[string]float64{
		{"x": 0.7, "y": 0.1, "w": 0.25, "h": 0.3}, {"x": 0.7, "y": 0.02, "w": 0.28, "h": 0.1},
	} {
		clear := true
		for _, b := range auto {
			clear = clear && (b["x"] >= band["x"]+band["w"] || band["x"] >= b["x"]+b["w"] || b["y"] >= band["y"]+band["h"] || band["y"] >= b["y"]+b["h"])
		}
		if clear {
			return band, image.Rect(int(band["x"]*640)+2, int(band["y"]*800)+2, int((band["x"]+band["w"])*640)-2, int((band["y"]+band["h"])*800)-2)
		}
	}
	t.Fatalf("every band of the scene is under an automatic box: %v", auto)
	return nil, image.Rectangle{}
}

// publicCopy reads the first photo's public copy of report id through the URL staff are given.
func publicCopy(t *testing.T, e *env, id, token string) image.Image {
	t.Helper()
	var rep reportJSON
	e.do("GET", "/api/reports/"+id, nil, token).json(t, &rep)
	r := e.get(rep.Photos[0].URL)
	img, err := jpeg.Decode(bytes.NewReader(r.body))
	if r.status != 200 || err != nil {
		t.Fatalf("public copy = %d, %v", r.status, err)
	}
	return img
}

// TestPhotoEditEmptiesPublicCache: the public answer of an approved report,
// cached in memory, names the edited copy right after a save, and the old
// copy's file is gone and the share card is made again from the new copy.
func TestPhotoEditEmptiesPublicCache(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		publicURL := func() (string, string) {
			var rep reportJSON
			if r := e.get("/api/public/reports/" + id); r.status != 200 {
				t.Fatalf("public report = %d", r.status)
			} else {
				r.json(t, &rep)
			}
			return rep.Photos[0].ID, rep.Photos[0].URL
		}
		photo, before := publicURL()
		if _, again := publicURL(); again != before { // the second read is the cached answer
			t.Fatalf("public URL changed without an edit: %s, %s", before, again)
		}
		old, oldCard := e.get(before), e.get("/share-cards/en/"+id+".jpg")
		if old.status != 200 || oldCard.status != 200 {
			t.Fatalf("public copy = %d, share card = %d", old.status, oldCard.status)
		}
		ops := map[string]any{"version": 0, "rotate": 0, "blur": []any{map[string]float64{"x": 0, "y": 0, "w": 1, "h": 1}}}
		if r := e.do("POST", "/api/photos/"+photo+"/edits", ops, se.by[vecino.RoleReviewer].token); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		}
		_, after := publicURL()
		if after == before || !strings.Contains(after, "v=1") {
			t.Fatalf("public URL after the edit = %s (before %s); want the new version", after, before)
		}
		if r := e.get(after); r.status != 200 || bytes.Equal(r.body, old.body) {
			t.Errorf("edited public copy = %d, same bytes as before: %v", r.status, bytes.Equal(r.body, old.body))
		}
		if r := e.get(before); r.status == 200 && bytes.Equal(r.body, old.body) {
			t.Errorf("the old URL still serves the old copy")
		}
		if r := e.get("/share-cards/en/" + id + ".jpg"); r.status != 200 || bytes.Equal(r.body, oldCard.body) {
			t.Errorf("share card after the edit = %d, same bytes as before: %v", r.status, bytes.Equal(r.body, oldCard.body))
		}
	})
}

// TestPhotoEditsRacing: staff saving the same version at once get one save
// and conflicts, and the public copy the winner's answer names is there and
// is the winner's picture (the loser neither overwrote nor deleted it).
func TestPhotoEditsRacing(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusPending)
		var rep reportJSON
		e.do("GET", "/api/reports/"+id, nil, se.by[vecino.RoleReviewer].token).json(t, &rep)
		photo := rep.Photos[0].ID
		const n = 4
		answers := make([]response, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Each staff member turns the picture a different way: the sizes tell whose copy is public.
				ops := map[string]any{"version": 0, "rotate": i % 2, "blur": []any{map[string]float64{"x": 0, "y": 0, "w": 0.1 * float64(i+1), "h": 0.1}}}
				answers[i] = e.do("POST", "/api/photos/"+photo+"/edits", ops, se.by[vecino.RoleReviewer].token)
			}()
		}
		wg.Wait()
		won := -1
		for i, a := range answers {
			switch a.status {
			case 200:
				if won >= 0 {
					t.Fatalf("two saves of version 0 succeeded")
				}
				won = i
			case 409:
			default:
				t.Fatalf("save %d = %d %s", i, a.status, a.body)
			}
		}
		if won < 0 {
			t.Fatal("no save succeeded")
		}
		var saved photoEditorJSON
		answers[won].json(t, &saved)
		for _, url := range []string{saved.Photo.URL, saved.Photo.URL} { // twice: no late delete
			r := e.get(url)
			img, err := jpeg.Decode(bytes.NewReader(r.body))
			if r.status != 200 || err != nil {
				t.Fatalf("winner's public copy = %d, %v", r.status, err)
			}
			if img.Bounds().Dx() != saved.Photo.Width || img.Bounds().Dy() != saved.Photo.Height {
				t.Errorf("public copy is %v; the winner's edit made %d×%d", img.Bounds(), saved.Photo.Width, saved.Photo.Height)
			}
		}
		var ed photoEditorJSON
		e.do("GET", "/api/photos/"+photo+"/editor", nil, se.by[vecino.RoleReviewer].token).json(t, &ed)
		if len(ed.Edits) != 1 || ed.Photo.Version != 1 || ed.Current.Rotate != won%2 {
			t.Errorf("after the race: version %d, %d edits, rotate %d; want 1, 1, %d", ed.Photo.Version, len(ed.Edits), ed.Current.Rotate, won%2)
		}
	})
}
