package vecino

import "context"

// Neighborhoods stores the neighbourhoods, their boundaries and the job that
// assigns reports to them.
type Neighborhoods interface {
	// Neighborhoods lists every neighbourhood, in creation order, with its
	// boundary and its reports per status.
	Neighborhoods(ctx context.Context) ([]Neighborhood, error)
	// NeighborhoodsVersion changes whenever a boundary is added, changed or
	// removed, so a cached index knows when to rebuild.
	NeighborhoodsVersion(ctx context.Context) (string, error)
	CreateNeighborhood(ctx context.Context, n *Neighborhood) error
	RenameNeighborhood(ctx context.Context, id, nameEN, nameES string) error
	// DeleteNeighborhood removes it and leaves its reports without one.
	DeleteNeighborhood(ctx context.Context, id string) error
	// ImportNeighborhoods sets the boundary of each neighbourhood by English
	// name, creating those that do not exist, all or nothing.
	ImportNeighborhoods(ctx context.Context, ns []Neighborhood) (created, updated int, err error)

	// ReportPoints returns up to limit located reports after afterID, by id.
	ReportPoints(ctx context.Context, afterID string, limit int) ([]ReportPoint, error)
	// AssignNeighborhoods sets the neighbourhood ("" for none) of the given
	// reports, in one transaction.
	AssignNeighborhoods(ctx context.Context, byNeighborhood map[string][]string) error
	NeighborhoodJob(ctx context.Context) (*NeighborhoodJob, error)
	SaveNeighborhoodJob(ctx context.Context, j *NeighborhoodJob) error
}
