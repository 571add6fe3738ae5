package app

import (
	"context"
	"log/slog"
	"strings"
	"sync"

	"github.com/vecino-city/vecino/internal/vecino"
)

// assignBatch is how many reports the assignment job reads and writes at once.
const assignBatch = 2000

// neighborhoods caches the boundary index (rebuilt when the store's version
// changes, whichever instance changed it) and runs the assignment job.
type neighborhoods struct {
	mu      sync.Mutex
	version string
	index   *vecino.NeighborhoodIndex
	cancel  context.CancelFunc // of the running job
	running sync.WaitGroup
}

// locate returns the neighbourhood containing the point, or nil.
func (a *App) locate(ctx context.Context, lat, lng *float64) (*string, error) {
	if lat == nil || lng == nil {
		return nil, nil
	}
	ix, err := a.neighborhoodIndex(ctx)
	if err != nil {
		return nil, err
	}
	if id := ix.Locate(*lat, *lng); id != "" {
		return &id, nil
	}
	return nil, nil
}

func (a *App) neighborhoodIndex(ctx context.Context) (*vecino.NeighborhoodIndex, error) {
	v, err := a.Store.NeighborhoodsVersion(ctx)
	if err != nil {
		return nil, err
	}
	a.nb.mu.Lock()
	defer a.nb.mu.Unlock()
	if a.nb.index != nil && a.nb.version == v {
		return a.nb.index, nil
	}
	ns, err := a.Store.Neighborhoods(ctx)
	if err != nil {
		return nil, err
	}
	a.nb.index, a.nb.version = vecino.NewNeighborhoodIndex(ns), v
	return a.nb.index, nil
}

// NeighborhoodsView is the owner's page: every neighbourhood and the last
// assignment job (nil when none ran).
type NeighborhoodsView struct {
	Neighborhoods []vecino.Neighborhood   `json:"neighborhoods"`
	Job           *vecino.NeighborhoodJob `json:"job"`
}

// Neighborhoods returns the neighbourhoods with their counts and the job.
func (a *App) Neighborhoods(ctx context.Context) (*NeighborhoodsView, error) {
	ns, err := a.Store.Neighborhoods(ctx)
	if err != nil {
		return nil, err
	}
	job, err := a.Store.NeighborhoodJob(ctx)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		job, err = nil, nil
	}
	return &NeighborhoodsView{Neighborhoods: ns, Job: job}, err
}

// NeighborhoodNames are a neighbourhood's names in both languages.
type NeighborhoodNames struct {
	NameEN string `json:"name_en"`
	NameES string `json:"name_es"`
}

func (n *NeighborhoodNames) check() error {
	n.NameEN, n.NameES = strings.TrimSpace(n.NameEN), strings.TrimSpace(n.NameES)
	fe := vecino.FieldErrors{}
	vecino.CheckNeighborhoodNames(fe, "", n.NameEN, n.NameES)
	return fe.Err()
}

// CreateNeighborhood adds a neighbourhood without a boundary.
func (a *App) CreateNeighborhood(ctx context.Context, in NeighborhoodNames) (*vecino.Neighborhood, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	n := &vecino.Neighborhood{NameEN: in.NameEN, NameES: in.NameES}
	return n, a.Store.CreateNeighborhood(ctx, n)
}

// RenameNeighborhood sets both names of a neighbourhood.
func (a *App) RenameNeighborhood(ctx context.Context, id string, in NeighborhoodNames) error {
	if err := in.check(); err != nil {
		return err
	}
	return a.Store.RenameNeighborhood(ctx, id, in.NameEN, in.NameES)
}

// DeleteNeighborhood removes a neighbourhood, then re-assigns its reports
// (another boundary may contain them).
func (a *App) DeleteNeighborhood(ctx context.Context, id string) error {
	if err := a.Store.DeleteNeighborhood(ctx, id); err != nil {
		return err
	}
	a.reportUpdated(ctx, "") // its reports have none until the assignment
	a.StartAssignment()
	return nil
}

// ImportResult says what an import did.
type ImportResult struct {
	Created int `json:"created"`
	Updated int `json:"updated"`
}

// ImportNeighborhoods sets boundaries from a GeoJSON FeatureCollection (all
// features or none), then re-assigns every report in the background.
func (a *App) ImportNeighborhoods(ctx context.Context, data []byte) (*ImportResult, error) {
	ns, err := vecino.ParseBoundaries(data)
	if err != nil {
		return nil, err
	}
	created, updated, err := a.Store.ImportNeighborhoods(ctx, ns)
	if err != nil {
		return nil, err
	}
	a.StartAssignment()
	return &ImportResult{Created: created, Updated: updated}, nil
}

// StartAssignment (re)starts the background job that assigns every located
// report to the neighbourhood containing it; a running job is stopped first,
// since its boundaries are out of date.
func (a *App) StartAssignment() {
	a.nb.mu.Lock()
	if a.nb.cancel != nil {
		a.nb.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	a.nb.cancel = cancel
	a.nb.mu.Unlock()
	a.nb.running.Wait() // the stopped job has let go
	// The job shows as running from now on, before its goroutine has counted
	// the reports: the owner's page, asking right after an import, polls
	// while a job runs, and an answer from before the job's first save (the
	// last job, done) ended its polling with the new job still to come.
	if err := a.Store.SaveNeighborhoodJob(context.Background(), &vecino.NeighborhoodJob{State: "running", StartedAt: a.Now().UTC()}); err != nil {
		slog.Error("neighbourhood assignment", "err", err)
	}
	a.nb.running.Add(1)
	go func() {
		defer a.nb.running.Done()
		if err := a.assignAll(ctx); err != nil && ctx.Err() == nil {
			slog.Error("neighbourhood assignment", "err", err)
		}
	}()
}

// ResumeAssignment restarts a job that an earlier run of the server left
// unfinished.
func (a *App) ResumeAssignment(ctx context.Context) error {
	job, err := a.Store.NeighborhoodJob(ctx)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if job.State == "running" {
		a.StartAssignment()
	}
	return nil
}

// WaitAssignment waits for the running job, if any (for tests and shutdown).
func (a *App) WaitAssignment() { a.nb.running.Wait() }

// assignAll walks every located report in id order, a batch at a time, and
// writes the neighbourhoods that changed; progress is saved after each batch.
func (a *App) assignAll(ctx context.Context) error {
	total, err := a.Store.CountReports(ctx, "")
	if err != nil {
		return err
	}
	job := &vecino.NeighborhoodJob{State: "running", Total: total, StartedAt: a.Now().UTC()}
	if err := a.Store.SaveNeighborhoodJob(ctx, job); err != nil {
		return err
	}
	fail := func(err error) error {
		if ctx.Err() == nil {
			job.State = "failed"
			_ = a.Store.SaveNeighborhoodJob(context.Background(), job)
		}
		return err
	}
	ix, err := a.neighborhoodIndex(ctx)
	if err != nil {
		return fail(err)
	}
	after := ""
	for {
		points, err := a.Store.ReportPoints(ctx, after, assignBatch)
		if err != nil {
			return fail(err)
		}
		if len(points) == 0 {
			break
		}
		changes := map[string][]string{}
		for _, p := range points {
			if id := ix.Locate(p.Lat, p.Lng); id != p.NeighborhoodID {
				changes[id] = append(changes[id], p.ID)
				job.Changed++
			}
		}
		if err := a.Store.AssignNeighborhoods(ctx, changes); err != nil {
			return fail(err)
		}
		if len(changes) > 0 {
			a.reportUpdated(ctx, "")
		}
		after = points[len(points)-1].ID
		job.Done += len(points)
		job.Total = max(job.Total, job.Done)
		if err := a.Store.SaveNeighborhoodJob(ctx, job); err != nil {
			return fail(err)
		}
	}
	now := a.Now().UTC()
	job.State, job.Total, job.FinishedAt = "done", job.Done, &now
	if err := a.Store.SaveNeighborhoodJob(ctx, job); err != nil {
		return fail(err)
	}
	return nil
}

// NeighborhoodName is what filters need: the id and both names.
type NeighborhoodName struct {
	ID string `json:"id"`
	NeighborhoodNames
}
