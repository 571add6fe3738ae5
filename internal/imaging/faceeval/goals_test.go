package faceeval_test

import (
	"testing"

	"github.com/vecino-city/vecino/internal/imaging/faceeval"
)

// goals fails the test where the scores fall under the goals.
func goals(t *testing.T, scores map[string]*faceeval.Score) {
	var faces, found, falses, photos int
	for _, g := range []string{"w035", "w050", "w070", "w120"} {
		if s := scores[g]; s != nil {
			faces, found = faces+s.Faces, found+s.Found
		}
	}
	if faces > 0 && float64(found) < 0.95*float64(faces) {
		t.Errorf("faces 35 px and wider in a 12 MP frame: %d of %d blurred, want 95 %%", found, faces)
	}
	// Turned, profile and tilted faces: the goal is 90 %, which this
	// detector (a frontal cascade) does not reach (docs/perf/faces.md);
	// the test holds the level it has, 75 %, against regressions.
	faces, found = 0, 0
	for _, g := range []string{"turned", "tilted", "real-turned", "real-profile", "real-tilted"} {
		if s := scores[g]; s != nil {
			faces, found = faces+s.Faces, found+s.Found
		}
	}
	if faces > 0 {
		t.Logf("turned, profile and tilted faces: %d of %d blurred (goal 90 %%)", found, faces)
		if float64(found) < 0.75*float64(faces) {
			t.Errorf("turned, profile and tilted faces: %d of %d blurred, want at least 75 %%", found, faces)
		}
	}
	for _, s := range scores {
		falses, photos = falses+s.False, photos+s.Photos
	}
	if falses*10 > photos {
		t.Errorf("%d false boxes in %d photos, want at most one in ten", falses, photos)
	}
}
